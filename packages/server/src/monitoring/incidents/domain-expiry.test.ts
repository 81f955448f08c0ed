import { defaultCheckSettings, webhookPayloadSchema, websiteDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData } from '../../testing/auth';
import type { TestClock } from '../../testing/clock';
import { insertWebsite } from '../../testing/incidents';
import { createChannel, createRule, Receiver } from '../../testing/notifications';
import { startRdapServer } from '../../testing/rdap-server';
import { registerUser } from '../../testing/teams';
import { type Monitoring, startMonitoring } from '../index';
import type { CheckOutcome } from '../results/outcome';
import { recordDomainExpiryWarnings } from './domain-expiry';

describeEachApp('Domain expiry warnings', (t) => {
  const now = new Date('2026-03-02T09:00:00Z');
  const expiring = (websiteId: string, expiresAt: string, daysLeft: number): CheckOutcome => ({
    websiteId,
    ok: true,
    code: null,
    message: null,
    checkedAt: now,
    region: 'eu',
    responseMs: 120,
    domainExpiry: { expiresAt, daysLeft },
  });
  const record = (outcomes: CheckOutcome[]) => t.db.transaction((tx) => recordDomainExpiryWarnings(tx, outcomes, now));
  const domainRows = async (websiteId: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.type, 'domain.expiring'))).filter(
      (row) => (row.payload as { websiteId: string }).websiteId === websiteId,
    );
  const domainWebsite = (ownerId: string, name = 'Obchod') =>
    insertWebsite(t.db, ownerId, {
      name,
      settings: defaultCheckSettings('domain'),
      url: 'obchod.cz',
      intervalSeconds: 3600,
    });

  let hook: Receiver;
  beforeAll(async () => {
    hook = await Receiver.start();
  });
  afterAll(() => hook.down());

  it('warns once per expiry date, again for a renewed registration that nears expiry, never for a paused website', async () => {
    const jana = await registerUser(t.app);
    const websiteId = await domainWebsite(jana.user.id, '<b>Obchod</b>');
    const plain = await domainWebsite(jana.user.id);
    const paused = await insertWebsite(t.db, jana.user.id, {
      settings: defaultCheckSettings('domain'),
      url: 'blog.cz',
      status: 'paused',
    });

    await record([
      expiring(websiteId, '2026-03-12T00:00:00Z', 10),
      { ...expiring(plain, '', 0), domainExpiry: undefined },
      expiring(paused, '2026-03-20T00:00:00Z', 18),
    ]);
    // The next checks find the same date: nothing new.
    await record([expiring(websiteId, '2026-03-12T00:00:00Z', 9)]);
    await record([expiring(websiteId, '2026-03-12T00:00:00Z', 8)]);
    const [first, ...more] = await domainRows(websiteId);
    expect(more).toHaveLength(0);
    expect(first?.payload).toMatchObject({
      websiteName: '<b>Obchod</b>',
      websiteUrl: 'obchod.cz',
      ownerId: jana.user.id,
      domain: { expiresAt: '2026-03-12T00:00:00.000Z', daysLeft: 10 },
    });
    expect(await domainRows(plain)).toHaveLength(0);
    expect(await domainRows(paused)).toHaveLength(0);
    const [warned] = await t.db
      .select({ at: websites.domainWarnedExpiresAt, tls: websites.tlsWarnedValidTo })
      .from(websites)
      .where(eq(websites.id, websiteId));
    expect(warned?.at?.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    // A domain warning is not a certificate warning.
    expect(warned?.tls).toBeNull();

    // Renewed for a year, and a year later near expiry again.
    await record([expiring(websiteId, '2027-03-12T00:00:00Z', 7)]);
    expect(await domainRows(websiteId)).toHaveLength(2);

    // Resumed, the paused website warns about the registration it had not warned about.
    await t.db.update(websites).set({ status: 'up' }).where(eq(websites.id, paused));
    await record([expiring(paused, '2026-03-20T00:00:00Z', 18)]);
    expect(await domainRows(paused)).toHaveLength(1);
  });

  it('reaches the bell in the reader’s language and a webhook channel of a rule that chose it', async () => {
    const jana = await registerUser(t.app);
    const websiteId = await domainWebsite(jana.user.id);
    const channel = await createChannel(t.app, jana.token, {
      name: 'Webhook',
      config: { type: 'webhook', url: hook.url() },
    });
    await createRule(t.app, jana.token, { name: 'Domény', events: ['domain.expiring'], channelIds: [channel.id] });
    await t.app.notifications.runOnce();
    hook.clear();
    await record([expiring(websiteId, '2026-03-12T00:00:00Z', 10)]);
    await t.app.notifications.runOnce();

    const inbox = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(jana.token) });
      return list.json().data.notifications[0];
    };
    const czech = await inbox();
    expect(czech).toMatchObject({
      kind: 'domain.expiring',
      params: { websiteName: 'Obchod', expiresAt: '2026-03-12T00:00:00.000Z', daysLeft: 10 },
      subject: 'Doména webu Obchod brzy vyprší',
      content: 'Registrace domény končí za 10 dní.',
    });
    // Stored as a code and values: worded when read, in the language the reader has now.
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(jana.token),
      payload: { language: 'en' },
    });
    const english = await inbox();
    expect([english.subject, english.content]).toEqual([
      'The domain of Obchod expires soon',
      'The domain registration expires in 10 days.',
    ]);

    const [sent] = hook.received.filter((r) => r.headers['x-hlidka-event'] === 'domain.expiring');
    const payload = webhookPayloadSchema.parse(sent?.json);
    expect(payload).toMatchObject({ event: 'domain.expiring', language: 'cs', incident: null });
    expect(payload.message.subject).toBe('Doména webu Obchod brzy vyprší');
    expect(payload.message.text).toContain('Registrace domény vyprší: 12. 3. 2026');
    expect(payload.message.text).toContain('Zbývá dní: 10');
  });
});

const DAY_MS = 86_400_000;
const rdap = await startRdapServer({
  'obchod.cz': new Date(Date.now() + 10.5 * DAY_MS).toISOString(),
  'daleko.cz': new Date(Date.now() + 200 * DAY_MS).toISOString(),
});
afterAll(() => rdap.close());

/** The scheduler compares schedule times with the database's clock: the app must run on real time here. */
const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

describeEachApp(
  'Domain expiry warnings from the scheduler',
  (t) => {
    it('a domain check that finds the registration within the warning days records one warning', async () => {
      const monitoring: Monitoring = await startMonitoring(t.app, { pollMs: 200, batchDelayMs: 100 });
      try {
        const user = await registerUser(t.app);
        const create = async (name: string, url: string) =>
          expectData(
            await t.app.inject({
              method: 'POST',
              url: '/api/websites',
              headers: bearer(user.token),
              payload: { name, type: 'domain', url, domainWarnDays: 30, intervalSeconds: 3600, timeoutSeconds: 3 },
            }),
            websiteDataSchema,
            201,
          ).website;
        const near = await create('Obchod', 'obchod.cz');
        const far = await create('Daleko', 'daleko.cz');
        const checked = async (id: string) => {
          const [row] = await t.db.select({ at: websites.lastCheckedAt }).from(websites).where(eq(websites.id, id));
          return row?.at != null;
        };
        const deadline = Date.now() + 10_000;
        while (!((await checked(near.id)) && (await checked(far.id))) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const rows = async (websiteId: string) =>
          (await t.db.select().from(outbox).where(eq(outbox.type, 'domain.expiring'))).filter(
            (row) => (row.payload as { websiteId: string }).websiteId === websiteId,
          );
        const [warning, ...more] = await rows(near.id);
        expect(more).toHaveLength(0);
        expect(warning?.payload).toMatchObject({ websiteName: 'Obchod', domain: { daysLeft: 10 } });
        expect(await rows(far.id)).toHaveLength(0);
      } finally {
        await monitoring.stop();
      }
    });
  },
  { clock: realClock, config: { allowPrivateTargets: true, rdapBaseUrl: rdap.baseUrl } },
);
