import {
  type CauseParams,
  causeParamsSchema,
  formatInZone,
  isKnownTimeZone,
  type NotificationKind,
  type NotificationParams,
} from '@hlidka/contract';
import type { DeliveryPayload } from '../../../db/schema/notifications';
import type { Translated } from '../../../http/app-error';
import type { Language } from '../../../http/types';
import { causeText } from './causes';
import { subjectTemplate, watchedItemName } from './texts';

/** What an in-app notification says, as a code and values: worded when read, in the reader's language. */
export interface Notice {
  kind: NotificationKind;
  params: NotificationParams;
}

/** The notice of a delivery payload (the event's kind; the website's name, the cause, who did it, the figures). */
export function noticeOf(payload: DeliveryPayload): Notice {
  const params: NotificationParams = {};
  if (payload.website) params.websiteName = payload.website.name;
  if (payload.incident?.causeCode && payload.event !== 'incident.resolved') {
    params.causeCode = payload.incident.causeCode;
    Object.assign(params, payload.incident.causeParams ?? {});
  }
  if (payload.actorName) params.actorName = payload.actorName;
  if (payload.certificate) Object.assign(params, payload.certificate);
  if (payload.domain) Object.assign(params, payload.domain);
  if (payload.performance) {
    params.responseMs = payload.performance.responseMs;
    params.budgetMs = payload.performance.budgetMs;
  }
  if (payload.change) params.item = payload.change.item;
  if (payload.checker) Object.assign(params, payload.checker);
  // A dependency alert: how many dependents it names, or the parent that recovered first (worded by the reader).
  if (payload.dependents?.length) params.dependents = payload.dependents.length;
  if (payload.afterParent) params.afterParent = payload.afterParent;
  if (payload.noWorker) params.region = payload.noWorker.regions.join(', ');
  if (payload.onCall) Object.assign(params, payload.onCall);
  if (payload.summary) {
    params.websites = payload.summary.websites.length;
    params.incidents = payload.summary.websites.reduce((sum, w) => sum + w.incidents, 0);
    params.downtimeMinutes = payload.summary.websites.reduce((sum, w) => sum + w.downtimeMinutes, 0);
  }
  return { kind: payload.event as NotificationKind, params };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

function causeLine(params: NotificationParams, fallback: Translated): Translated {
  const code = text(params.causeCode) || null;
  // The cause's values were flattened into the notice's params (status code, an assertion's path and values…).
  const parsed = causeParamsSchema.safeParse(params);
  const values: CauseParams = parsed.success ? parsed.data : {};
  const cs = causeText(code, 'cs', values);
  const en = causeText(code, 'en', values);
  return cs && en ? { cs: `Příčina: ${cs}`, en: `Cause: ${en}` } : fallback;
}

function byActor(params: NotificationParams, cs: string, en: string, fallback: Translated): Translated {
  const actor = text(params.actorName);
  return actor ? { cs: `${cs} ${actor}.`, en: `${en} ${actor}.` } : fallback;
}

/** `za 1 den`, `za 3 dny`, `za 7 dní`; `dnes` for 0. */
function inDays(days: number): Translated {
  if (days <= 0) return { cs: 'dnes', en: 'today' };
  const cs = days === 1 ? 'den' : days <= 4 ? 'dny' : 'dní';
  return { cs: `za ${days} ${cs}`, en: days === 1 ? 'in 1 day' : `in ${days} days` };
}

/** The short message under the subject, per kind (the compiler asks for one for every kind). */
const bodies: Record<NotificationKind, (params: NotificationParams) => Translated> = {
  'incident.opened': (p) => causeLine(p, { cs: 'Kontroly webu selhávají.', en: 'Checks of the website fail.' }),
  'heartbeat.missed': (p) =>
    causeLine(p, { cs: 'Heartbeat nepřišel včas.', en: 'The heartbeat did not arrive in time.' }),
  'incident.acknowledged': (p) =>
    byActor(p, 'Potvrzeno uživatelem', 'Acknowledged by', {
      cs: 'Incident byl potvrzen.',
      en: 'The incident was acknowledged.',
    }),
  'incident.resolved': (p) =>
    byActor(p, 'Vyřešeno uživatelem', 'Resolved by', { cs: 'Kontroly opět procházejí.', en: 'Checks pass again.' }),
  'tls.expiring': (p) => {
    const when = inDays(number(p.daysLeft));
    return { cs: `Platnost certifikátu končí ${when.cs}.`, en: `The certificate expires ${when.en}.` };
  },
  'domain.expiring': (p) => {
    const when = inDays(number(p.daysLeft));
    return { cs: `Registrace domény končí ${when.cs}.`, en: `The domain registration expires ${when.en}.` };
  },
  'website.paused': () => ({ cs: 'Kontroly webu neběží.', en: 'The website is not being checked.' }),
  'website.degraded': (p) => ({
    cs: `Odezva ${number(p.responseMs)} ms je nad limitem ${number(p.budgetMs)} ms.`,
    en: `The response time of ${number(p.responseMs)} ms is over the ${number(p.budgetMs)} ms budget.`,
  }),
  'website.recovered_performance': (p) => ({
    cs: `Odezva ${number(p.responseMs)} ms je opět v limitu ${number(p.budgetMs)} ms.`,
    en: `The response time of ${number(p.responseMs)} ms is within the ${number(p.budgetMs)} ms budget again.`,
  }),
  'website.changed': (p) => {
    const item = watchedItemName(text(p.item));
    return { cs: `Změnil se sledovaný údaj: ${item.cs}.`, en: `A watched value changed: ${item.en}.` };
  },
  'checker.unreachable': (p) => ({
    cs: `Kontroly z oblasti ${text(p.region)} nedosáhnou na ${number(p.hosts)} různých serverů. Dokud se spojení neobnoví, zapisují se jako „bez dat“ a neotevírají incidenty.`,
    en: `Checks from region ${text(p.region)} cannot reach ${number(p.hosts)} different servers. Until the connection is back, they are recorded as “no data” and open no incidents.`,
  }),
  'region.no_worker': (p) => ({
    cs: `Žádný pracovník v oblasti ${text(p.region)}: odtud web nikdo nekontroluje. Spusťte tam pracovníka (hlidka start --role worker s REGION=${text(p.region)}), nebo v nastavení webu vyberte oblast, kde pracovník běží.`,
    en: `No worker in region ${text(p.region)}: nothing checks the website from there. Start a worker there (hlidka start --role worker with REGION=${text(p.region)}), or choose a region with a running worker in the website's settings.`,
  }),
  'on_call.shift_starting': (p) => {
    const startsAt = new Date(text(p.startsAt));
    if (Number.isNaN(startsAt.getTime())) {
      return { cs: 'Vaše pohotovost brzy začíná.', en: 'Your on-call shift starts soon.' };
    }
    const zone = isKnownTimeZone(text(p.timeZone)) ? text(p.timeZone) : 'Europe/Prague';
    return {
      cs: `Vaše pohotovost v rozpisu ${text(p.scheduleName)} začíná ${formatInZone(startsAt, zone, 'cs')}.`,
      en: `Your on-call shift in ${text(p.scheduleName)} starts ${formatInZone(startsAt, zone, 'en')}.`,
    };
  },
  'summary.weekly': (p) => ({
    cs: `Incidenty za posledních 7 dní: ${number(p.incidents)}, výpadky celkem ${number(p.downtimeMinutes)} min.`,
    en: `Incidents in the past 7 days: ${number(p.incidents)}, ${number(p.downtimeMinutes)} min of downtime in total.`,
  }),
};

/** A notice in words, for API clients (the app words it itself, in the language the reader chose there). */
export function noticeText(notice: Notice, language: Language): { subject: string; content: string } {
  const subject = subjectTemplate(notice.kind, language, text(notice.params.causeCode)).replace('{name}', () =>
    text(notice.params.websiteName),
  );
  return { subject, content: bodies[notice.kind](notice.params)[language] };
}
