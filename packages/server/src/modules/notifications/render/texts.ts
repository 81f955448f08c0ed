import type { NotificationEventType, NotificationKind, WatchedItem } from '@hlidka/contract';

type Lang = 'cs' | 'en';

/** Subjects per event and notice kind; `{name}` is the website's name (escaped by each channel, never interpreted). */
export const subjects: Record<NotificationEventType | NotificationKind | 'test', Record<Lang, string>> = {
  'incident.opened': { cs: 'Web {name} je nedostupný', en: '{name} is down' },
  'incident.acknowledged': { cs: 'Incident webu {name} byl potvrzen', en: 'Incident on {name} acknowledged' },
  'incident.resolved': { cs: 'Web {name} je opět dostupný', en: '{name} is back up' },
  'tls.expiring': { cs: 'Certifikát webu {name} brzy vyprší', en: 'The certificate of {name} expires soon' },
  'domain.expiring': { cs: 'Doména webu {name} brzy vyprší', en: 'The domain of {name} expires soon' },
  'heartbeat.missed': { cs: 'Heartbeat {name} nepřišel včas', en: 'Heartbeat {name} did not arrive in time' },
  'website.paused': { cs: 'Monitoring webu {name} je pozastaven', en: 'Monitoring of {name} is paused' },
  'website.degraded': { cs: 'Web {name} je zpomalený', en: '{name} is degraded' },
  'website.recovered_performance': { cs: 'Web {name} už není zpomalený', en: '{name} is no longer degraded' },
  'website.changed': { cs: 'Na webu {name} se něco změnilo', en: 'Something changed on {name}' },
  'summary.weekly': { cs: 'Týdenní souhrn Hlídky', en: 'Hlídka weekly summary' },
  'checker.unreachable': { cs: 'Hlídka se nemůže spojit se sítí', en: 'Hlídka cannot reach the network' },
  'region.no_worker': { cs: 'Web {name} nemá v oblasti pracovníka', en: 'No worker checks {name} in its region' },
  'on_call.shift_starting': { cs: 'Vaše pohotovost brzy začíná', en: 'Your on-call shift starts soon' },
  test: { cs: 'Testovací zpráva z Hlídky', en: 'Test message from Hlídka' },
};

/** Subjects that differ by the cause (a heartbeat whose job reported a failure did arrive). */
const causeSubjects: Partial<Record<keyof typeof subjects, Partial<Record<string, Record<Lang, string>>>>> = {
  'heartbeat.missed': {
    heartbeat_failed: { cs: 'Heartbeat {name} ohlásil selhání', en: 'Heartbeat {name} reported a failure' },
    heartbeat_running_too_long: {
      cs: 'Úloha heartbeatu {name} běží příliš dlouho',
      en: 'The job of heartbeat {name} is running too long',
    },
  },
};

/** The subject template of an event or notice kind with its cause code (`{name}` still in it). */
export function subjectTemplate(key: keyof typeof subjects, lang: Lang, causeCode: string | null | undefined): string {
  const byCause = causeCode ? causeSubjects[key]?.[causeCode] : undefined;
  return (byCause ?? subjects[key])[lang];
}

/** Subject of a digest e-mail; `{count}` is the number of events in it. */
export const digestSubject = { cs: 'Souhrn upozornění Hlídky ({count})', en: 'Hlídka alert digest ({count})' };

export const labels = {
  website: { cs: 'Web', en: 'Website' },
  region: { cs: 'Oblast', en: 'Region' },
  url: { cs: 'Adresa', en: 'URL' },
  cause: { cs: 'Příčina', en: 'Cause' },
  time: { cs: 'Čas', en: 'Time' },
  by: { cs: 'Kdo', en: 'By' },
  certificateExpires: { cs: 'Certifikát vyprší', en: 'Certificate expires' },
  domainExpires: { cs: 'Registrace domény vyprší', en: 'Domain registration expires' },
  daysLeft: { cs: 'Zbývá dní', en: 'Days left' },
  responseTime: { cs: 'Odezva', en: 'Response time' },
  responseTimeP95: { cs: 'Odezva (95. percentil)', en: 'Response time (95th percentile)' },
  responseBudget: { cs: 'Limit odezvy', en: 'Response-time budget' },
  watchedItem: { cs: 'Sledovaný údaj', en: 'Watched value' },
  changedFrom: { cs: 'Dříve', en: 'Before' },
  changedTo: { cs: 'Nyní', en: 'Now' },
  openIncident: { cs: 'Zobrazit incident', en: 'View the incident' },
  openWebsite: { cs: 'Zobrazit web', en: 'View the website' },
  openSchedule: { cs: 'Zobrazit rozpis pohotovosti', en: 'View the on-call schedule' },
  schedule: { cs: 'Rozpis pohotovosti', en: 'On-call schedule' },
  shiftStarts: { cs: 'Začátek', en: 'Starts' },
  shiftEnds: { cs: 'Konec', en: 'Ends' },
  reminder: { cs: 'Připomínka', en: 'Reminder' },
  escalation: { cs: 'Eskalace', en: 'Escalation' },
  acknowledge: { cs: 'Převzít incident', en: 'Acknowledge the incident' },
  testBody: {
    cs: 'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.',
    en: 'This channel works. Alerts will arrive here according to your rules.',
  },
  footer: {
    cs: 'Tuto zprávu poslala Hlídka, monitoring dostupnosti webů.',
    en: 'This message was sent by Hlídka, website uptime monitoring.',
  },
  unsubscribe: { cs: 'Odhlásit odběr souhrnů', en: 'Unsubscribe from summaries' },
  settings: { cs: 'Nastavení notifikací', en: 'Notification settings' },
  noWebsites: { cs: 'Žádné sledované weby.', en: 'No monitored websites.' },
  summaryBody: {
    cs: 'Přehled incidentů za posledních 7 dní:',
    en: 'Incidents of the past 7 days:',
  },
} satisfies Record<string, Record<Lang, string>>;

/** `3 incidenty, výpadek 14 min` / `3 incidents, 14 min down` (Czech plurals: 1, 2–4, else). */
export function summaryLine(language: 'cs' | 'en', incidents: number, downtimeMinutes: number): string {
  if (language === 'en') {
    const what = incidents === 1 ? '1 incident' : `${incidents} incidents`;
    return downtimeMinutes > 0 ? `${what}, ${downtimeMinutes} min down` : what;
  }
  const word = incidents === 1 ? 'incident' : incidents >= 2 && incidents <= 4 ? 'incidenty' : 'incidentů';
  const what = `${incidents} ${word}`;
  return downtimeMinutes > 0 ? `${what}, výpadek ${downtimeMinutes} min` : what;
}

const watchedItemNames: Record<WatchedItem, Record<Lang, string>> = {
  content: { cs: 'obsah stránky', en: 'page content' },
  certificate: { cs: 'certifikát TLS', en: 'TLS certificate' },
  addresses: { cs: 'adresy serveru', en: 'server addresses' },
  'records.CNAME': { cs: 'záznam DNS CNAME', en: 'DNS CNAME record' },
  'records.MX': { cs: 'záznamy DNS MX', en: 'DNS MX records' },
  'records.NS': { cs: 'záznamy DNS NS', en: 'DNS NS records' },
  'records.TXT': { cs: 'záznamy DNS TXT', en: 'DNS TXT records' },
};

/** A watched item in words (an unknown code as it is). */
export function watchedItemName(item: string): Record<Lang, string> {
  return (watchedItemNames as Record<string, Record<Lang, string>>)[item] ?? { cs: item, en: item };
}
