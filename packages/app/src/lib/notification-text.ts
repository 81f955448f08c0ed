import { type Notification, type NotificationSeverity, notificationSeverity, readCauseParams } from '@hlidka/contract';
import type { TFunction } from '../i18n/translator';
import { causeLabel } from './cause-text';
import '../i18n/areas/notices';

export interface NotificationText {
  subject: string;
  body: string;
  severity: NotificationSeverity;
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Params named `…At` that hold a time, as dates: the texts format them (`{{startsAt, datetime(…)}}`) for the reader. */
function instantsOf(params: Notification['params']): Record<string, Date> {
  const instants: Record<string, Date> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!key.endsWith('At') || typeof value !== 'string') continue;
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) instants[key] = new Date(ms);
  }
  return instants;
}

/**
 * A notification in the reader's language, from its kind and parameters (texts under `notices.<kind>`). The body's
 * variant follows the parameters: `body_actor` when someone did it by hand, `body_cause` when the failure code is
 * known, plural forms by `daysLeft`; the subject's variant follows the cause code where it has one. Notifications stored as text by older versions (no kind) show that text.
 */
export function notificationText(
  t: TFunction,
  notification: Pick<Notification, 'kind' | 'params' | 'subject' | 'content'>,
): NotificationText {
  const { kind, params } = notification;
  const severity = notificationSeverity(kind);
  if (!kind) return { subject: notification.subject, body: notification.content, severity };
  const causeCode = typeof params.causeCode === 'string' ? params.causeCode : null;
  // The cause's values travel flattened in the params (status code, an assertion's path and values…); read without
  // zod, which the signed-in shell does not load.
  const cause = causeLabel(t, causeCode, readCauseParams(params));
  const context = params.actorName ? 'actor' : cause ? 'cause' : undefined;
  const values = { ...params, ...instantsOf(params), cause, context, count: numberOrUndefined(params.daysLeft) };
  // A subject may have a variant per cause code (`subject_heartbeat_failed`); without one, the plain subject.
  const dependents = numberOrUndefined(params.dependents);
  // A parent's one alert naming its dependents ("Databázový server a 12 závislých webů jsou nedostupné").
  const subject =
    kind === 'incident.opened' && dependents
      ? t('notices.incident.opened.dependents', { ...values, count: dependents })
      : t(`notices.${kind}.subject`, { ...values, context: causeCode ?? undefined });
  return { subject, body: t(`notices.${kind}.body`, values), severity };
}
