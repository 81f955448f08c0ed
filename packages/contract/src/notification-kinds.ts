import { z } from 'zod';
import { notificationKinds, notificationSeverityValues } from './notification-severity';

// What an in-app notification says, as a code and parameters: the reader's app renders it in the reader's language.

export {
  type NotificationKind,
  type NotificationSeverity,
  notificationKindSeverity,
  notificationKinds,
  notificationSeverity,
  notificationSeverityValues,
} from './notification-severity';

export const notificationSeveritySchema = z.enum(notificationSeverityValues).meta({ id: 'NotificationSeverity' });
export const notificationKindSchema = z.enum(notificationKinds).meta({ id: 'NotificationKind' });

/**
 * The values a notification's text is made of: `websiteName`, `causeCode` (a check result code), `actorName`,
 * `daysLeft`, `validTo` (a certificate's expiry), `expiresAt` (a domain registration's), `repeat`, `escalation`,
 * `incidents`, `downtimeMinutes`, `websites`, `region` and `hosts` (a checker's region and the hosts it could not
 * reach), `responseMs` and `budgetMs` (a degraded website's response time and its budget), `scheduleName`, `scheduleId`,
 * `startsAt` and `endsAt` (an on-call shift), `item` (a changed watched item, `content`, `certificate`, `addresses`,
 * `records.MX`…)… Values, never sentences.
 */
export const notificationParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'NotificationParams' });
export type NotificationParams = z.infer<typeof notificationParamsSchema>;
