import type { ReportPeriodKind } from '@hlidka/contract';

/** What the report builder and a saved report's form edit. */
export interface ReportFormValues {
  scope: 'websites' | 'team';
  websiteIds: string[];
  teamId: string;
  period: ReportPeriodKind;
  from: string;
  to: string;
  name: string;
  monthly: boolean;
  recipients: string;
  language: 'cs' | 'en';
}
