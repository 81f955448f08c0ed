// The notification kinds and their severities without zod: the app's bell words notifications with them, and the
// signed-in shell carries no schemas (notification-kinds.ts adds the schemas and re-exports these).

/** How serious a notification is: its icon and colour. */
export const notificationSeverityValues = ['danger', 'warning', 'success', 'info'] as const;
export type NotificationSeverity = (typeof notificationSeverityValues)[number];

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
  'website.degraded': 'warning',
  'website.recovered_performance': 'success',
  /** A watched value (content, certificate, addresses, DNS records) differs from the accepted one. */
  'website.changed': 'warning',
  'summary.weekly': 'info',
  /** A checker's own network failed: its checks are recorded as no data instead of opening incidents. */
  'checker.unreachable': 'warning',
  /** No live worker serves a region the website is checked from: nothing checks it from there. */
  'region.no_worker': 'warning',
  /** The reader's on-call shift starts soon (`ON_CALL_NOTICE_MINUTES` before). */
  'on_call.shift_starting': 'info',
} as const satisfies Record<string, NotificationSeverity>;

export type NotificationKind = keyof typeof notificationKindSeverity;
export const notificationKinds = Object.keys(notificationKindSeverity) as [NotificationKind, ...NotificationKind[]];

/** The severity of a kind; notifications stored as text by older versions (no kind) are `info`. */
export function notificationSeverity(kind: NotificationKind | null): NotificationSeverity {
  return kind ? notificationKindSeverity[kind] : 'info';
}
