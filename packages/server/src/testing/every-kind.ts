import { randomUUID } from 'node:crypto';
import { statusPageDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { websites } from '../db/schema/monitoring';
import { STATE_DOWN, STATE_UP } from '../monitoring/results/codes';
import { type CheckRecord, ResultWriter } from '../monitoring/results/writer';
import type { TestApp } from './app';
import { bearer, expectData, registerUser } from './auth';
import { subscribeThroughCheckout } from './billing';
import { createChannel, createRule, openIncident, Receiver, resolveBy } from './notifications';
import { createTeam } from './teams';

/** One website of every check type, by the API (its settings as a user would save them). */
const WEBSITE_BODIES: Record<string, Record<string, unknown>> = {
  http: { name: 'Obchod', url: 'http://127.0.0.1:9/' },
  keyword: { name: 'Klíčové slovo', type: 'keyword', url: 'http://127.0.0.1:9/uvod', keyword: { value: 'Vítejte' } },
  tcp: { name: 'Databáze', type: 'tcp', url: '127.0.0.1:9' },
  tls: { name: 'Certifikát', type: 'tls', url: '127.0.0.1:443' },
  heartbeat: { name: 'Záloha', type: 'heartbeat', url: '' },
  dns: { name: 'DNS', type: 'dns', url: 'example.test', dns: { recordType: 'A', expected: ['192.0.2.1'] } },
  ping: { name: 'Router', type: 'ping', url: '127.0.0.1' },
  domain: { name: 'Doména', type: 'domain', url: 'hlidka.cz', intervalSeconds: 86_400 },
};

/**
 * Data of every kind a running Hlídka keeps, made by the API and the services themselves: accounts and sessions, a
 * team, websites of every check type, raw checks with their rollups (`checks` of them), incidents, notification
 * channels, rules and deliveries, a status page, a maintenance window, a paid subscription with its invoice.
 */
export async function fillEveryKind(t: TestApp, options: { checks?: number } = {}) {
  const { app, database } = t;
  const owner = await registerUser(app);
  const member = await registerUser(app, { email: `clen.${randomUUID()}@example.cz` });
  await createTeam(app, owner);
  const ids: Record<string, string> = {};
  for (const [type, body] of Object.entries(WEBSITE_BODIES)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(owner.token),
      payload: body,
    });
    if (response.statusCode !== 201) throw new Error(`website ${type}: ${response.statusCode} ${response.body}`);
    ids[type] = (JSON.parse(response.body) as { data: { website: { id: string } } }).data.website.id;
  }
  const httpId = ids.http as string;

  // Raw checks (every tenth failing) an hour apart, through the result writer: the rollups come with them.
  const [row] = await database.db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, httpId));
  const writer = new ResultWriter({ db: database.db, maxBatch: 500 });
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < (options.checks ?? 200); i++) {
    const checkedAt = new Date(start + i * 60_000);
    const down = i % 10 === 0;
    const record: CheckRecord = {
      websiteId: httpId,
      websiteSeq: row?.seq ?? 0,
      ownerId: owner.user.id,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 60,
      checkedAt,
      nextCheckAt: new Date(checkedAt.getTime() + 60_000),
      state: down ? STATE_DOWN : STATE_UP,
      code: down ? 'timeout' : null,
      message: down ? 'Žádná odpověď do 30 s' : null,
      statusCode: down ? null : 200,
      timings: { dns: 1, connect: 2, tls: null, firstByte: 30, total: 42 + (i % 7) },
    };
    writer.add(record);
  }
  await writer.close();

  // A notification channel and rule, then an incident opened and resolved: notifications and deliveries follow.
  const hook = await Receiver.start();
  try {
    const channel = await createChannel(app, owner.token, {
      name: 'Webhook',
      config: { type: 'webhook', url: hook.url(), secret: 'tajemstvi-tajemstvi-tajemstvi-42' },
    });
    await createRule(app, owner.token, {
      name: 'Vše',
      events: ['incident.opened', 'incident.resolved'],
      channelIds: [channel.id],
    });
    const { websiteId } = await openIncident(database, owner.user.id, { name: 'Výpadek' });
    await resolveBy(database, websiteId, 90);
    await app.notifications.runOnce();
  } finally {
    await hook.down();
  }

  expectData(
    await app.inject({
      method: 'POST',
      url: '/api/status-pages',
      headers: bearer(owner.token),
      payload: {
        name: 'Stav služeb',
        slug: `stav-${randomUUID().slice(0, 8)}`,
        groups: [{ name: 'Služby', websites: [{ websiteId: httpId }] }],
      },
    }),
    statusPageDataSchema,
    201,
  );
  const maintenance = await app.inject({
    method: 'POST',
    url: '/api/maintenance-windows',
    headers: bearer(owner.token),
    payload: {
      title: 'Týdenní aktualizace',
      startsAt: '2026-01-01T10:30',
      durationMinutes: 60,
      recurrence: { kind: 'weekly', days: ['TH'] },
      websiteIds: [httpId],
    },
  });
  if (maintenance.statusCode !== 201) throw new Error(`maintenance: ${maintenance.body}`);
  await subscribeThroughCheckout(app, member);
  // Text that COPY's format must escape: a backslash, a tab, line breaks, a NUL-free control character.
  await database.query(`UPDATE users SET last_name = $1 WHERE id = $2`, [
    'Nová\\ková\tz\nBrna\r\u000b',
    member.user.id,
  ]);
  return { owner, member, websiteIds: ids };
}

/** The tables the issue names, each of which must hold rows after `fillEveryKind`. */
export const EVERY_KIND_TABLES = [
  'users',
  'sessions',
  'teams',
  'team_members',
  'websites',
  'check_results',
  'check_rollups_hourly',
  'check_rollups_daily',
  'incidents',
  'incident_events',
  'notification_channels',
  'notification_rules',
  'notifications',
  'notification_deliveries',
  'status_pages',
  'status_page_websites',
  'maintenance_windows',
  'maintenance_window_websites',
  'subscriptions',
  'invoices',
] as const;
