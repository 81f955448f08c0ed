import { type Notification, type NotificationKind, notificationKinds } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { incidentCause, incidentTitle } from './incident-text';
import { notificationText } from './notification-text';

const cs = createI18n({ lng: 'cs', detect: false }).t;
const en = createI18n({ lng: 'en', detect: false }).t;

const notice = (kind: NotificationKind | null, params: Notification['params'] = {}) => ({
  kind,
  params,
  subject: 'Uložený předmět',
  content: 'Uložený text',
});

const SHIFT_START = '2026-01-16T08:00:00.000Z';
/** The shift's start as the reader's browser shows it (in its own zone). */
const localTime = (language: 'cs' | 'en') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(SHIFT_START));

/** Every kind with values the server gives it, and what each language makes of them. */
const expected: Record<
  NotificationKind,
  { params: Notification['params']; cs: [string, string]; en: [string, string] }
> = {
  'incident.opened': {
    params: { websiteName: 'E-shop', causeCode: 'status', statusCode: 503 },
    cs: ['Web E-shop je nedostupný', 'Příčina: Neočekávaný stavový kód HTTP 503'],
    en: ['E-shop is down', 'Cause: Unexpected HTTP status code 503'],
  },
  'heartbeat.missed': {
    params: { websiteName: 'Záloha', causeCode: 'heartbeat_missed' },
    cs: ['Heartbeat Záloha nepřišel včas', 'Příčina: Heartbeat nepřišel včas'],
    en: ['Heartbeat Záloha did not arrive in time', 'Cause: The heartbeat did not arrive in time'],
  },
  'incident.acknowledged': {
    params: { websiteName: 'E-shop', actorName: 'Jana Nováková' },
    cs: ['Incident webu E-shop byl potvrzen', 'Potvrzeno uživatelem Jana Nováková.'],
    en: ['Incident on E-shop acknowledged', 'Acknowledged by Jana Nováková.'],
  },
  'incident.resolved': {
    params: { websiteName: 'E-shop' },
    cs: ['Web E-shop je opět dostupný', 'Kontroly opět procházejí.'],
    en: ['E-shop is back up', 'Checks pass again.'],
  },
  'tls.expiring': {
    params: { websiteName: 'API', daysLeft: 3, validTo: '2026-12-02T00:00:00.000Z' },
    cs: ['Certifikát webu API brzy vyprší', 'Platnost certifikátu končí za 3 dny.'],
    en: ['The certificate of API expires soon', 'The certificate expires in 3 days.'],
  },
  'domain.expiring': {
    params: { websiteName: 'E-shop', daysLeft: 12, expiresAt: '2026-12-11T00:00:00.000Z' },
    cs: ['Doména webu E-shop brzy vyprší', 'Registrace domény končí za 12 dní.'],
    en: ['The domain of E-shop expires soon', 'The domain registration expires in 12 days.'],
  },
  'website.paused': {
    params: { websiteName: 'Blog' },
    cs: ['Monitoring webu Blog je pozastaven', 'Kontroly webu neběží.'],
    en: ['Monitoring of Blog is paused', 'The website is not being checked.'],
  },
  'website.degraded': {
    params: { websiteName: 'E-shop', responseMs: 1840, budgetMs: 800 },
    cs: ['Web E-shop je zpomalený', 'Odezva 1840 ms je nad limitem 800 ms.'],
    en: ['E-shop is degraded', 'The response time of 1840 ms is over the 800 ms budget.'],
  },
  'website.recovered_performance': {
    params: { websiteName: 'E-shop', responseMs: 310, budgetMs: 800 },
    cs: ['Web E-shop už není zpomalený', 'Odezva 310 ms je opět v limitu 800 ms.'],
    en: ['E-shop is no longer degraded', 'The response time of 310 ms is within the 800 ms budget again.'],
  },
  'website.changed': {
    params: { websiteName: 'E-shop', item: 'records.MX' },
    cs: ['Na webu E-shop se něco změnilo', 'Změnil se sledovaný údaj: záznamy DNS MX.'],
    en: ['Something changed on E-shop', 'A watched value changed: DNS MX records.'],
  },
  'summary.weekly': {
    params: { websites: 3, incidents: 2, downtimeMinutes: 14 },
    cs: ['Týdenní souhrn Hlídky', 'Incidenty za posledních 7 dní: 2, výpadky celkem 14 min.'],
    en: ['Hlídka weekly summary', 'Incidents in the past 7 days: 2, 14 min of downtime in total.'],
  },
  'checker.unreachable': {
    params: { region: 'praha', hosts: 12 },
    cs: [
      'Hlídka se nemůže spojit se sítí',
      'Kontroly z oblasti praha nedosáhnou na 12 různých serverů. Dokud se spojení neobnoví, zapisují se jako „bez dat“ a neotevírají incidenty.',
    ],
    en: [
      'Hlídka cannot reach the network',
      'Checks from region praha cannot reach 12 different servers. Until the connection is back, they are recorded as “no data” and open no incidents.',
    ],
  },
  'on_call.shift_starting': {
    params: { scheduleName: 'Provoz', scheduleId: 's', startsAt: SHIFT_START, endsAt: '2026-01-17T08:00:00.000Z' },
    cs: ['Vaše pohotovost brzy začíná', `Vaše pohotovost v rozpisu Provoz začíná ${localTime('cs')}.`],
    en: ['Your on-call shift starts soon', `Your on-call shift in Provoz starts ${localTime('en')}.`],
  },
  'region.no_worker': {
    params: { websiteName: 'E-shop', region: 'ap-south' },
    cs: [
      'Web E-shop nemá v oblasti pracovníka',
      'Žádný pracovník v oblasti ap-south: odtud web nikdo nekontroluje. Spusťte tam pracovníka (hlidka start --role worker s REGION=ap-south), nebo v nastavení webu vyberte oblast, kde pracovník běží.',
    ],
    en: [
      'No worker checks E-shop in its region',
      "No worker in region ap-south: nothing checks the website from there. Start a worker there (hlidka start --role worker with REGION=ap-south), or choose a region with a running worker in the website's settings.",
    ],
  },
};

describe('notificationText', () => {
  it.each(notificationKinds)('words %s in Czech and in English from the same code and values', (kind) => {
    const { params, cs: czech, en: english } = expected[kind];
    const inCzech = notificationText(cs, notice(kind, params));
    const inEnglish = notificationText(en, notice(kind, params));
    expect([inCzech.subject, inCzech.body]).toEqual(czech);
    expect([inEnglish.subject, inEnglish.body]).toEqual(english);
    expect(inCzech.severity).toBe(inEnglish.severity);
  });

  it('gives outages a danger icon, recoveries success, certificates, domains, slowness and acknowledgements warning', () => {
    const severity = (kind: NotificationKind) => notificationText(cs, notice(kind, expected[kind].params)).severity;
    expect(notificationKinds.map((kind) => [kind, severity(kind)])).toEqual([
      ['incident.opened', 'danger'],
      ['heartbeat.missed', 'danger'],
      ['incident.acknowledged', 'warning'],
      ['incident.resolved', 'success'],
      ['tls.expiring', 'warning'],
      ['domain.expiring', 'warning'],
      ['website.paused', 'info'],
      ['website.degraded', 'warning'],
      ['website.recovered_performance', 'success'],
      ['website.changed', 'warning'],
      ['summary.weekly', 'info'],
      ['checker.unreachable', 'warning'],
      ['region.no_worker', 'warning'],
      ['on_call.shift_starting', 'info'],
    ]);
  });

  it("names a parent's dependents in its one alert, with Czech plurals", () => {
    const opened = (dependents: number) => notice('incident.opened', { websiteName: 'Databázový server', dependents });
    expect(notificationText(cs, opened(12)).subject).toBe('Databázový server a 12 závislých webů jsou nedostupné');
    expect(notificationText(cs, opened(3)).subject).toBe('Databázový server a 3 závislé weby jsou nedostupné');
    expect(notificationText(cs, opened(1)).subject).toBe('Databázový server a 1 závislý web jsou nedostupné');
    expect(notificationText(en, opened(12)).subject).toBe('Databázový server and 12 dependent websites are down');
  });

  it('names a heartbeat whose job reported a failure by what happened, in both languages', () => {
    const params = { websiteName: 'Noční záloha', causeCode: 'heartbeat_failed' };
    expect(notificationText(cs, notice('heartbeat.missed', params))).toMatchObject({
      subject: 'Heartbeat Noční záloha ohlásil selhání',
      body: 'Příčina: Úloha ohlásila selhání',
    });
    expect(notificationText(en, notice('heartbeat.missed', params))).toMatchObject({
      subject: 'Heartbeat Noční záloha reported a failure',
      body: 'Cause: The job reported a failure',
    });
  });

  it('picks the body by the values: who did it by hand, a failure without a known code, plurals of days', () => {
    const resolvedBy = notificationText(cs, notice('incident.resolved', { websiteName: 'E', actorName: 'Petr' }));
    expect(resolvedBy.body).toBe('Vyřešeno uživatelem Petr.');
    expect(notificationText(en, notice('incident.opened', { websiteName: 'E' })).body).toBe(
      'Checks of the website fail.',
    );
    const days = (daysLeft: number) =>
      notificationText(cs, notice('tls.expiring', { websiteName: 'A', daysLeft })).body;
    expect([days(0), days(1), days(2), days(7)]).toEqual([
      'Platnost certifikátu končí dnes.',
      'Platnost certifikátu končí za 1 den.',
      'Platnost certifikátu končí za 2 dny.',
      'Platnost certifikátu končí za 7 dní.',
    ]);
    const domainDays = (daysLeft: number) =>
      notificationText(cs, notice('domain.expiring', { websiteName: 'A', daysLeft })).body;
    expect([domainDays(0), domainDays(1), domainDays(4), domainDays(5)]).toEqual([
      'Registrace domény končí dnes.',
      'Registrace domény končí za 1 den.',
      'Registrace domény končí za 4 dny.',
      'Registrace domény končí za 5 dní.',
    ]);
    expect(notificationText(en, notice('domain.expiring', { websiteName: 'A', daysLeft: 1 })).body).toBe(
      'The domain registration expires in 1 day.',
    );
  });

  it('words a failed assertion with the values that travel in the params', () => {
    const params = {
      websiteName: 'API',
      causeCode: 'assertion',
      path: '$.status',
      operator: 'eq',
      expected: 'ok',
      actual: 'degraded',
    };
    expect(notificationText(en, notice('incident.opened', params)).body).toBe(
      'Cause: A response assertion failed: $.status equals “ok” (actual: degraded)',
    );
    expect(notificationText(cs, notice('incident.opened', params)).body).toBe(
      'Příčina: Kontrola odpovědi neprošla: $.status se rovná „ok“ (skutečnost: degraded)',
    );
  });

  it('shows a notification an older version stored as text as it was written, as information', () => {
    expect(notificationText(en, notice(null))).toEqual({
      subject: 'Uložený předmět',
      body: 'Uložený text',
      severity: 'info',
    });
  });
});

describe('incident texts', () => {
  it('word the title and the cause in the reader’s language, with the check’s values', () => {
    const incident = { website: { id: 'w', name: 'E-shop', url: 'https://eshop.cz', teamId: null } };
    expect(incidentTitle(cs, incident)).toBe('E-shop je nedostupný');
    expect(incidentTitle(en, incident)).toBe('E-shop is down');
    const cause = { causeCode: 'status', causeParams: { statusCode: 500 } };
    expect(incidentCause(cs, cause)).toBe('Neočekávaný stavový kód HTTP 500');
    expect(incidentCause(en, cause)).toBe('Unexpected HTTP status code 500');
    expect(incidentCause(en, { causeCode: 'timeout', causeParams: {} })).toBe('Timed out');
    expect(incidentCause(cs, { causeCode: 'weird', causeParams: {} })).toBe('Jiná chyba (weird)');
  });
});
