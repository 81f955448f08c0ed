import type { IncidentUpdateStatus, Language, PublicWebsiteState, StatusPageState } from '@hlidka/contract';

// Every text of the public status page, its feed and its badges, in Czech and English.

interface PageTexts {
  headline: Record<StatusPageState, string>;
  website: Record<PublicWebsiteState, string>;
  update: Record<IncidentUpdateStatus, string>;
  /** Beside an update changed after it was posted: `upraveno 28. 11. 2026 7:40 SEČ`. */
  edited: (when: string) => string;
  uptimeDays: (days: number) => string;
  uptimeShort: string;
  responseTime: string;
  activeIncidents: string;
  maintenance: string;
  maintenanceOngoing: string;
  maintenancePlanned: string;
  pastIncidents: string;
  noPastIncidents: string;
  noWebsites: string;
  ongoingSince: (when: string) => string;
  resolvedAfter: (from: string, to: string) => string;
  noUpdates: string;
  noData: string;
  dayTitle: (date: string, uptime: string | null) => string;
  updatedAt: (when: string) => string;
  feed: string;
  poweredBy: string;
  feedTitle: (page: string) => string;
  incidentTitle: (website: string) => string;
  postmortem: string;
  /** `Zveřejněno 28. 11. 2026 9:00 SEČ` */
  postmortemPublished: (when: string) => string;
  timeline: string;
  incidentStarted: string;
  incidentResolved: string;
  postmortemFeedTitle: (website: string) => string;
  ago: string;
  today: string;
  badgeStatus: string;
  badgeUptime: (window: string) => string;
  badgeResponse: string;
  subscribe: string;
  subscribeHint: string;
  emailLabel: string;
  subscribeButton: string;
  checkInbox: string;
  subscribeInvalid: string;
  confirmed: string;
  confirmFailed: string;
  unsubscribed: string;
  unsubscribeFailed: string;
  back: string;
  pageNotFound: string;
  privatePage: string;
  passwordPrompt: string;
  passwordLabel: string;
  passwordButton: string;
  passwordWrong: string;
  passwordThrottled: (minutes: number) => string;
  membersOnly: string;
  signIn: string;
  addressRefused: string;
  memberLinkInvalid: string;
  locale: string;
}

const cs: PageTexts = {
  headline: {
    operational: 'Všechny systémy fungují',
    degraded_performance: 'Snížený výkon',
    partial_outage: 'Částečný výpadek',
    major_outage: 'Rozsáhlý výpadek',
    maintenance: 'Probíhá údržba',
    no_data: 'Zatím nemáme data',
  },
  website: {
    up: 'V provozu',
    degraded: 'Snížený výkon',
    down: 'Výpadek',
    affected: 'Ovlivněno',
    maintenance: 'Údržba',
    no_data: 'Bez dat',
  },
  update: {
    investigating: 'Prošetřujeme',
    identified: 'Příčina nalezena',
    monitoring: 'Sledujeme',
    resolved: 'Vyřešeno',
  },
  edited: (when) => `upraveno ${when}`,
  uptimeDays: (days) => `Dostupnost za ${days} dní`,
  uptimeShort: 'dostupnost',
  responseTime: 'odezva',
  activeIncidents: 'Probíhající incidenty',
  maintenance: 'Plánovaná údržba',
  maintenanceOngoing: 'Probíhá',
  maintenancePlanned: 'Plánováno',
  pastIncidents: 'Historie incidentů',
  noPastIncidents: 'Za posledních 90 dní žádné incidenty.',
  noWebsites: 'Na této stránce zatím nejsou žádné weby.',
  ongoingSince: (when) => `Probíhá od ${when}`,
  resolvedAfter: (from, to) => `${from} – ${to}`,
  noUpdates: 'Na řešení pracujeme.',
  noData: 'bez dat',
  dayTitle: (date, uptime) => `${date}: ${uptime === null ? 'bez dat' : `${uptime} % dostupnost`}`,
  updatedAt: (when) => `Aktualizováno ${when}`,
  feed: 'Odběr (Atom)',
  poweredBy: 'Běží na Hlídce',
  feedTitle: (page) => `${page} – incidenty`,
  incidentTitle: (website) => `Výpadek: ${website}`,
  postmortem: 'Postmortem',
  postmortemPublished: (when) => `Zveřejněno ${when}`,
  timeline: 'Průběh',
  incidentStarted: 'Začátek výpadku',
  incidentResolved: 'Vyřešeno',
  postmortemFeedTitle: (website) => `Postmortem: výpadek ${website}`,
  ago: 'před 90 dny',
  today: 'dnes',
  badgeStatus: 'stav',
  badgeUptime: (window) => `dostupnost ${window}`,
  badgeResponse: 'odezva',
  subscribe: 'Odebírat novinky',
  subscribeHint: 'Pošleme vám e-mail, když nastane výpadek, a když skončí.',
  emailLabel: 'E-mail',
  subscribeButton: 'Odebírat',
  checkInbox: 'Zkontrolujte schránku: poslali jsme vám odkaz, kterým odběr potvrdíte.',
  subscribeInvalid: 'Zadejte platnou e-mailovou adresu.',
  confirmed: 'Odběr je potvrzený. O výpadcích vám dáme vědět e-mailem.',
  confirmFailed: 'Odkaz je neplatný nebo vypršel. Přihlaste se k odběru znovu.',
  unsubscribed: 'Odběr byl zrušen. Další e-maily vám už nepošleme.',
  unsubscribeFailed: 'Tento odběr už neexistuje.',
  back: 'Zpět na stavovou stránku',
  pageNotFound: 'Tato stavová stránka neexistuje nebo není zveřejněná.',
  privatePage: 'Soukromá stavová stránka',
  passwordPrompt: 'Stránka je chráněná heslem. Zadejte ho, prosím.',
  passwordLabel: 'Heslo',
  passwordButton: 'Otevřít stránku',
  passwordWrong: 'Heslo není správné.',
  passwordThrottled: (minutes) => `Příliš mnoho pokusů. Zkuste to znovu za ${minutes} minut.`,
  membersOnly: 'Stránku mohou číst jen přihlášení členové týmu, který ji spravuje.',
  signIn: 'Přihlásit se',
  addressRefused: 'Stránka je dostupná jen z vybraných adres.',
  memberLinkInvalid: 'Odkaz je neplatný nebo vypršel. Přihlaste se znovu.',
  locale: 'cs-CZ',
};

const en: PageTexts = {
  headline: {
    operational: 'All systems operational',
    degraded_performance: 'Degraded performance',
    partial_outage: 'Partial outage',
    major_outage: 'Major outage',
    maintenance: 'Under maintenance',
    no_data: 'No data yet',
  },
  website: {
    up: 'Operational',
    degraded: 'Degraded performance',
    down: 'Outage',
    affected: 'Affected',
    maintenance: 'Maintenance',
    no_data: 'No data',
  },
  update: { investigating: 'Investigating', identified: 'Identified', monitoring: 'Monitoring', resolved: 'Resolved' },
  edited: (when) => `edited ${when}`,
  uptimeDays: (days) => `Uptime over ${days} days`,
  uptimeShort: 'uptime',
  responseTime: 'response',
  activeIncidents: 'Ongoing incidents',
  maintenance: 'Planned maintenance',
  maintenanceOngoing: 'In progress',
  maintenancePlanned: 'Scheduled',
  pastIncidents: 'Incident history',
  noPastIncidents: 'No incidents in the last 90 days.',
  noWebsites: 'There are no websites on this page yet.',
  ongoingSince: (when) => `Ongoing since ${when}`,
  resolvedAfter: (from, to) => `${from} – ${to}`,
  noUpdates: 'We are working on it.',
  noData: 'no data',
  dayTitle: (date, uptime) => `${date}: ${uptime === null ? 'no data' : `${uptime} % uptime`}`,
  updatedAt: (when) => `Updated ${when}`,
  feed: 'Subscribe (Atom)',
  poweredBy: 'Powered by Hlídka',
  feedTitle: (page) => `${page} – incidents`,
  incidentTitle: (website) => `Outage: ${website}`,
  postmortem: 'Postmortem',
  postmortemPublished: (when) => `Published ${when}`,
  timeline: 'Timeline',
  incidentStarted: 'Outage began',
  incidentResolved: 'Resolved',
  postmortemFeedTitle: (website) => `Postmortem: ${website} outage`,
  ago: '90 days ago',
  today: 'today',
  badgeStatus: 'status',
  badgeUptime: (window) => `uptime ${window}`,
  badgeResponse: 'response',
  subscribe: 'Get updates',
  subscribeHint: 'We will e-mail you when an outage starts and when it ends.',
  emailLabel: 'E-mail',
  subscribeButton: 'Subscribe',
  checkInbox: 'Check your inbox: we sent you a link to confirm the subscription.',
  subscribeInvalid: 'Enter a valid e-mail address.',
  confirmed: 'Your subscription is confirmed. We will e-mail you about outages.',
  confirmFailed: 'The link is invalid or has expired. Please subscribe again.',
  unsubscribed: 'You have been unsubscribed. We will not e-mail you again.',
  unsubscribeFailed: 'This subscription no longer exists.',
  back: 'Back to the status page',
  pageNotFound: 'This status page does not exist or is not published.',
  privatePage: 'Private status page',
  passwordPrompt: 'This page is protected by a password. Please enter it.',
  passwordLabel: 'Password',
  passwordButton: 'Open the page',
  passwordWrong: 'The password is not correct.',
  passwordThrottled: (minutes) => `Too many attempts. Try again in ${minutes} minutes.`,
  membersOnly: 'Only signed-in members of the team that runs this page can read it.',
  signIn: 'Sign in',
  addressRefused: 'This page can only be read from selected addresses.',
  memberLinkInvalid: 'The link is invalid or has expired. Please sign in again.',
  locale: 'en-GB',
};

export const pageTexts: Record<Language, PageTexts> = { cs, en };

/** What an incident without posted updates says: a resolved one "Vyřešeno", an ongoing one "Na řešení pracujeme." */
export function withoutUpdates(language: Language, resolved: boolean): string {
  return resolved ? pageTexts[language].update.resolved : pageTexts[language].noUpdates;
}

/** An update's text in the visitor's language, else in the other one. */
export const updateMessage = (message: Record<Language, string | null>, language: Language) =>
  message[language] ?? message[language === 'cs' ? 'en' : 'cs'] ?? '';
