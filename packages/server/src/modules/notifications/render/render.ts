import type { DeliveryPayload } from '../../../db/schema/notifications';
import { causeText } from './causes';
import { afterParentText, dependentsLabel, dependentsSubject } from './dependents';
import { noticeOf, noticeText } from './notice';
import { digestSubject, labels, subjects, subjectTemplate, summaryLine, watchedItemName } from './texts';

export type Language = 'cs' | 'en';

/** A message as structured parts; each channel turns them into its own markup, escaping every value. */
export interface RenderedMessage {
  language: Language;
  event: string;
  /** Plain text; contains the website's name verbatim (channels escape it). */
  subject: string;
  /** Label → value lines (plain text). */
  details: { label: string; value: string }[];
  /** Body for test messages and the like. */
  body: string | null;
  /** `{PUBLIC_URL}/incidents/{id}` or null. */
  link: { url: string; label: string } | null;
  /** An escalation step's signed one-click acknowledgement link (set by the worker per recipient); a button where the channel allows. */
  acknowledge?: { url: string; label: string };
  /** For colouring: danger (down), warning, success (resolved), info. */
  tone: 'danger' | 'warning' | 'success' | 'info';
  /** The translated failure reason, when there is one. */
  cause: string | null;
}

export interface Recipient {
  language: Language;
  timeZone: string;
}

/** `15. 1. 2026 11:00 SEČ` / `15/01/2026, 11:00 CET` in the recipient's time zone (default Europe/Prague). */
export function formatTime(iso: string, recipient: Recipient): string {
  const date = new Date(iso);
  const locale = recipient.language === 'cs' ? 'cs-CZ' : 'en-GB';
  const options = (timeZone: string): Intl.DateTimeFormatOptions => ({
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  try {
    return new Intl.DateTimeFormat(locale, options(recipient.timeZone)).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options('Europe/Prague')).format(date);
  }
}

const tones: Record<string, RenderedMessage['tone']> = {
  'incident.opened': 'danger',
  'heartbeat.missed': 'danger',
  'incident.acknowledged': 'warning',
  'tls.expiring': 'warning',
  'domain.expiring': 'warning',
  'website.degraded': 'warning',
  'incident.resolved': 'success',
  'website.recovered_performance': 'success',
  'website.changed': 'warning',
  'checker.unreachable': 'warning',
  'region.no_worker': 'warning',
};

/** The message of one delivery for one recipient. Pure: no I/O. */
export function renderMessage(payload: DeliveryPayload, recipient: Recipient, publicUrl: string): RenderedMessage {
  const lang = recipient.language;
  if (payload.digest) {
    return {
      language: lang,
      event: 'digest',
      subject: digestSubject[lang].replace('{count}', String(payload.digest.length)),
      details: payload.digest.map((item) => ({
        label: formatTime(item.at, recipient),
        value: renderMessage(item, recipient, publicUrl).subject,
      })),
      body: null,
      link: null,
      tone: 'info',
      cause: null,
    };
  }
  if (payload.summary) {
    const list = payload.summary.websites;
    return {
      language: lang,
      event: payload.event,
      subject: subjects['summary.weekly'][lang],
      details: list.map((w) => ({ label: w.name, value: summaryLine(lang, w.incidents, w.downtimeMinutes) })),
      body: list.length === 0 ? labels.noWebsites[lang] : labels.summaryBody[lang],
      link: { url: `${publicUrl}/reports`, label: lang === 'cs' ? 'Zobrazit reporty' : 'View reports' },
      tone: 'info',
      cause: null,
    };
  }
  const key = (payload.test ? 'test' : payload.event) as keyof typeof subjects;
  const template = subjectTemplate(key in subjects ? key : 'test', lang, payload.incident?.causeCode);
  let subject = payload.dependents?.length
    ? dependentsSubject(lang, payload.website?.name ?? '', payload.dependents.length)
    : template.replace('{name}', () => payload.website?.name ?? '');
  if (payload.escalation) subject = `${labels.escalation[lang]}: ${subject}`;
  else if (payload.repeat) subject = `${labels.reminder[lang]}: ${subject}`;
  const cause = payload.incident ? causeText(payload.incident.causeCode, lang, payload.incident.causeParams) : null;
  const details: RenderedMessage['details'] = [];
  if (payload.website) {
    details.push({ label: labels.website[lang], value: payload.website.name });
    // A heartbeat has no address: its push URL is a secret, and an empty line says nothing.
    if (payload.website.url) details.push({ label: labels.url[lang], value: payload.website.url });
  }
  if (cause && payload.event !== 'incident.resolved') details.push({ label: labels.cause[lang], value: cause });
  if (payload.dependents?.length) {
    details.push({ label: dependentsLabel[lang], value: payload.dependents.map((d) => d.name).join(', ') });
  }
  if (payload.checker) details.push({ label: labels.region[lang], value: payload.checker.region });
  if (payload.noWorker) details.push({ label: labels.region[lang], value: payload.noWorker.regions.join(', ') });
  if (payload.onCall) {
    details.push({ label: labels.schedule[lang], value: payload.onCall.scheduleName });
    details.push({ label: labels.shiftStarts[lang], value: formatTime(payload.onCall.startsAt, recipient) });
    details.push({ label: labels.shiftEnds[lang], value: formatTime(payload.onCall.endsAt, recipient) });
  }
  if (payload.certificate) {
    details.push({ label: labels.certificateExpires[lang], value: formatTime(payload.certificate.validTo, recipient) });
    details.push({ label: labels.daysLeft[lang], value: String(payload.certificate.daysLeft) });
  }
  if (payload.domain) {
    details.push({ label: labels.domainExpires[lang], value: formatTime(payload.domain.expiresAt, recipient) });
    details.push({ label: labels.daysLeft[lang], value: String(payload.domain.daysLeft) });
  }
  if (payload.performance) {
    const { responseMs, budgetMs, mode } = payload.performance;
    const measured = mode === 'p95' ? labels.responseTimeP95 : labels.responseTime;
    details.push({ label: measured[lang], value: `${responseMs} ms` });
    details.push({ label: labels.responseBudget[lang], value: `${budgetMs} ms` });
  }
  if (payload.change) {
    details.push({ label: labels.watchedItem[lang], value: watchedItemName(payload.change.item)[lang] });
    details.push({ label: labels.changedFrom[lang], value: payload.change.before || '—' });
    details.push({ label: labels.changedTo[lang], value: payload.change.after || '—' });
  }
  details.push({ label: labels.time[lang], value: formatTime(payload.at, recipient) });
  if (payload.actorName) details.push({ label: labels.by[lang], value: payload.actorName });
  return {
    language: lang,
    event: payload.event,
    subject,
    details,
    body: payload.test
      ? labels.testBody[lang]
      : payload.afterParent
        ? afterParentText(lang, payload.afterParent)
        : payload.checker || payload.noWorker || payload.onCall
          ? noticeText(noticeOf(payload), lang).content
          : null,
    link: payload.incident
      ? { url: `${publicUrl}/incidents/${payload.incident.id}`, label: labels.openIncident[lang] }
      : payload.onCall
        ? { url: `${publicUrl}/on-call/${payload.onCall.scheduleId}`, label: labels.openSchedule[lang] }
        : (payload.noWorker || payload.performance || payload.change) && payload.website
          ? { url: `${publicUrl}/websites/${payload.website.id}`, label: labels.openWebsite[lang] }
          : null,
    tone: payload.test ? 'info' : (tones[payload.event] ?? 'info'),
    cause,
  };
}

/** The plain-text form (e-mail text part, webhook `message.text`, in-app content). */
/** The message below its subject as plain lines: the body, then `label: value` per detail (no link). */
export function plainBody(message: RenderedMessage): string {
  return [message.body, ...message.details.map((d) => `${d.label}: ${d.value}`)].filter(Boolean).join('\n');
}

export function plainText(message: RenderedMessage): string {
  const lines = [message.subject, ''];
  if (message.body) lines.push(message.body, '');
  for (const { label, value } of message.details) lines.push(`${label}: ${value}`);
  if (message.acknowledge) lines.push('', `${message.acknowledge.label}: ${message.acknowledge.url}`);
  if (message.link) lines.push('', `${message.link.label}: ${message.link.url}`);
  return lines.join('\n');
}
