import { z } from 'zod';

// What an in-app notification says, as a code and parameters: the reader's app renders it in the reader's language.

/** How serious a notification is: its icon and colour. */
export const notificationSeverityValues = ['danger', 'warning', 'success', 'info'] as const;
export const notificationSeveritySchema = z.enum(notificationSeverityValues).meta({ id: 'NotificationSeverity' });
export type NotificationSeverity = z.infer<typeof notificationSeveritySchema>;

/**
 * Every kind of in-app notification with its severity. A new kind is one entry here plus its texts (the app's
 * `notifications` area in cs and en, the server's `render/texts.ts`): the compiler points at every text that is missing.
 */
export const notificationKindSeverity = {
  'incident.opened': 'danger',
  'heartbeat.missed': 'danger',
  'incident.acknowledged': 'warning',
  'incident.resolved': 'success',
  'tls.expiring': 'warning',
  'domain.expiring': 'warning',
  'website.paused': 'info',
  'summary.weekly': 'info',
  /** A checker's own network failed: its checks are recorded as no data instead of opening incidents. */
  'checker.unreachable': 'warning',
} as const satisfies Record<string, NotificationSeverity>;

export type NotificationKind = keyof typeof notificationKindSeverity;
export const notificationKinds = Object.keys(notificationKindSeverity) as [NotificationKind, ...NotificationKind[]];
export const notificationKindSchema = z.enum(notificationKinds).meta({ id: 'NotificationKind' });

/**
 * The values a notification's text is made of: `websiteName`, `causeCode` (a check result code), `actorName`,
 * `daysLeft`, `validTo` (a certificate's expiry), `expiresAt` (a domain registration's), `repeat`, `escalation`,
 * `incidents`, `downtimeMinutes`, `websites`, `region` and `hosts` (a checker's region and the hosts it could not
 * reach)… Values, never sentences.
 */
export const notificationParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'NotificationParams' });
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** The severity of a kind; notifications stored as text by older versions (no kind) are `info`. */
export function notificationSeverity(kind: NotificationKind | null): NotificationSeverity {
  return kind ? notificationKindSeverity[kind] : 'info';
}
