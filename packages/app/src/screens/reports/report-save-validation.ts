import { REPORT_RECIPIENTS_MAX, reportScheduleSchema } from '@hlidka/contract';
import type { ReportFormValues } from './report-values';
import '../../i18n/areas/reports';

/** A field's problem as a message key with its parameters, translated where it is shown. */
export interface SaveProblem {
  field: 'name' | 'recipients';
  message: string;
  params?: Record<string, string | number>;
}

/** The recipients as typed: addresses separated by commas, semicolons or spaces. */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((recipient) => recipient.trim())
    .filter(Boolean);
}

/** Turning the monthly e-mail on with no recipient yet fills in the user's own address. */
export function withMonthly(values: ReportFormValues, monthly: boolean, ownEmail: string | undefined) {
  const recipients = monthly && values.recipients.trim() === '' && ownEmail ? ownEmail : values.recipients;
  return { ...values, monthly, recipients };
}

function recipientsProblem(recipients: string[]): SaveProblem | null {
  if (recipients.length === 0) return { field: 'recipients', message: 'reports.save.recipientsRequired' };
  const invalid = recipients.find(
    (recipient) => !reportScheduleSchema.shape.recipients.element.safeParse(recipient).success,
  );
  if (invalid !== undefined) {
    return { field: 'recipients', message: 'reports.save.recipientInvalid', params: { address: invalid } };
  }
  if (recipients.length > REPORT_RECIPIENTS_MAX) {
    return { field: 'recipients', message: 'reports.save.recipientsTooMany', params: { max: REPORT_RECIPIENTS_MAX } };
  }
  return null;
}

/** What the server would refuse in the name and the schedule, checked before sending (the server checks again). */
export function saveProblems(values: ReportFormValues): SaveProblem[] {
  const problems: SaveProblem[] = [];
  if (values.name.trim() === '') problems.push({ field: 'name', message: 'reports.save.nameRequired' });
  const recipients = values.monthly ? recipientsProblem(parseRecipients(values.recipients)) : null;
  if (recipients) problems.push(recipients);
  return problems;
}
