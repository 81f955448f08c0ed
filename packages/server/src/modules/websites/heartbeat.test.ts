import {
  type Check,
  incidentListDataSchema,
  pushDataSchema,
  type Website,
  websiteChecksDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Monitoring, startMonitoring } from '../../monitoring/index';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { realClock, until } from '../../testing/clock';

describeEachApp(
  'heartbeat signals',
  (t) => {
    let monitoring: Monitoring;
    let user: Registered;
    beforeAll(async () => {
      monitoring = await startMonitoring(t.app, { pollMs: 200, batchDelayMs: 50 });
      user = await registerUser(t.app);
    });
    afterAll(() => monitoring.stop());

    const create = async (name: string): Promise<{ website: Website; token: string }> => {
      const { website } = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/websites',
          headers: bearer(user.token),
          payload: { name, type: 'heartbeat', intervalSeconds: 300, graceSeconds: 60, failuresToOpen: 1 },
        }),
        websiteDataSchema,
        201,
      );
      return { website, token: website.pushUrl?.split('/').at(-1) ?? '' };
    };
    const read = async (id: string) =>
      expectData(
        await t.app.inject({ url: `/api/websites/${id}`, headers: bearer(user.token) }),
        websiteDetailDataSchema,
      ).website;
    const checks = async (id: string): Promise<Check[]> =>
      expectData(
        await t.app.inject({ url: `/api/websites/${id}/checks?limit=50`, headers: bearer(user.token) }),
        websiteChecksDataSchema,
      ).checks;
    const send = async (url: string, method: 'GET' | 'POST' = 'GET') =>
      expectData(await t.app.inject({ method, url }), pushDataSchema);
    const schedule = async (id: string) =>
      (
        await t.app.db.execute<{ next_check_at: string | Date; leased_by: string | null }>(
          sql`select next_check_at, leased_by from check_schedules where website_id = ${id}`,
        )
      ).rows[0];

    it('waits for the first ping: no check, counted neither up nor down, judged again at the deadline', async () => {
      const { website } = await create('Noční záloha');
      expect(website.status).toBe('pending');
      // The first judgement (right after creation) finds nothing to record and moves the row to the deadline.
      const deadline = new Date(website.createdAt).getTime() + 360_000;
      const row = await until(
        () => schedule(website.id),
        (r) => r !== undefined && r.leased_by === null && new Date(r.next_check_at).getTime() > deadline,
        'the schedule to move to the deadline',
      );
      expect(new Date(row?.next_check_at ?? 0).getTime()).toBeLessThanOrEqual(deadline + 2000);
      const after = await read(website.id);
      expect(after).toMatchObject({ status: 'pending', lastCheckAt: null, lastResponseMs: null, uptime: null });
      expect(await checks(website.id)).toEqual([]);
    });

    it('a ping is a success; /start measures the run; /fail and ?status=down record failures', async () => {
      const { website, token } = await create('Export faktur');
      const ping = await send(`/api/push/${token}`);
      expect(ping).toMatchObject({ received: true, signal: 'success' });
      let list = await until(
        () => checks(website.id),
        (c) => c.length === 1,
        'the first beat',
      );
      expect(list[0]).toMatchObject({ state: 'up', code: null });
      expect(await read(website.id)).toMatchObject({ status: 'up' });

      expect(await send(`/api/push/${token}/start`, 'POST')).toMatchObject({ signal: 'start' });
      // The run takes a while: its start is set back 4.2 s, as if the job had called /start then.
      await t.app.db.execute(
        sql`update websites set run_started_at = run_started_at - interval '4200 milliseconds' where id = ${website.id}`,
      );
      const startedRun = Date.now();
      await send(`/api/push/${token}`, 'POST');
      list = await until(
        () => checks(website.id),
        (c) => c.length === 2,
        'the timed beat',
      );
      expect(list[0]?.state).toBe('up');
      expect(list[0]?.responseMs).toBeGreaterThanOrEqual(4200);
      expect(list[0]?.responseMs).toBeLessThan(4200 + (Date.now() - startedRun) + 1000);

      expect(await send(`/api/push/${token}/fail`)).toMatchObject({ signal: 'fail' });
      list = await until(
        () => checks(website.id),
        (c) => c.length === 3,
        'the failure',
      );
      expect(list[0]).toMatchObject({ state: 'down', code: 'heartbeat_failed' });
      const down = await until(
        () => read(website.id),
        (w) => w.status === 'down',
        'the heartbeat to be down',
      );
      expect(down.lastCode).toBe('heartbeat_failed');

      const incidents = expectData(
        await t.app.inject({ url: `/api/incidents?websiteId=${website.id}`, headers: bearer(user.token) }),
        incidentListDataSchema,
      ).incidents;
      expect(incidents[0]).toMatchObject({
        title: 'Heartbeat Export faktur ohlásil selhání',
        description: 'Heartbeat Export faktur ohlásil selhání.',
      });

      await send(`/api/push/${token}?status=up`);
      await until(
        () => read(website.id),
        (w) => w.status === 'up',
        'the heartbeat to be up again',
      );
      expect(await send(`/api/push/${token}?status=down&msg=disk%20full&ping=`)).toMatchObject({ signal: 'fail' });
      list = await until(
        () => checks(website.id),
        (c) => c.length === 5,
        'the ?status=down failure',
      );
      expect(list[0]).toMatchObject({ state: 'down', code: 'heartbeat_failed' });
    });

    it('a missed deadline is recorded as heartbeat_missed and names the heartbeat', async () => {
      const { website } = await create('Záloha databáze');
      await t.app.db.execute(
        sql`update websites set active_since = now() - interval '400 seconds' where id = ${website.id}`,
      );
      const checkNow = await t.app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/check`,
        headers: bearer(user.token),
      });
      expect(checkNow.statusCode).toBe(202);
      const list = await until(
        () => checks(website.id),
        (c) => c.length === 1,
        'the missed deadline',
      );
      expect(list[0]).toMatchObject({ state: 'down', code: 'heartbeat_missed' });
      await until(
        () => read(website.id),
        (w) => w.status === 'down',
        'the heartbeat to be down',
      );
      const incidents = expectData(
        await t.app.inject({ url: `/api/incidents?websiteId=${website.id}`, headers: bearer(user.token) }),
        incidentListDataSchema,
      ).incidents;
      expect(incidents[0]).toMatchObject({
        title: 'Heartbeat Záloha databáze nepřišel včas',
        description: 'Heartbeat Záloha databáze nepřišel včas.',
      });
    });

    describe('bad signals', () => {
      it('refuses an unknown status and an unknown token', async () => {
        user = await registerUser(t.app);
        const { token } = await create('Cron');
        expectError(await t.app.inject({ url: `/api/push/${token}?status=maybe` }), 400, 'VALIDATION_ERROR');
        expectError(await t.app.inject({ url: '/api/push/unknown-token-unknown-token/fail' }), 404, 'NOT_FOUND');
        expectError(
          await t.app.inject({ method: 'POST', url: '/api/push/unknown-token-unknown-token/start' }),
          404,
          'NOT_FOUND',
        );
      });
    });
  },
  { clock: realClock },
);
