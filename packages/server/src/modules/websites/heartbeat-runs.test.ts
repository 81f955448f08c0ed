import {
  type Check,
  HEARTBEAT_OUTPUT_LIMIT_BYTES,
  heartbeatRunsDataSchema,
  incidentListDataSchema,
  pushDataSchema,
  type Website,
  websiteChecksDataSchema,
  websiteDataSchema,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Monitoring, startMonitoring } from '../../monitoring/index';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { realClock, until } from '../../testing/clock';

describeEachApp(
  'cron heartbeats: schedules, runs, exit statuses, output',
  (t) => {
    let monitoring: Monitoring;
    let user: Registered;
    beforeAll(async () => {
      monitoring = await startMonitoring(t.app, { pollMs: 200, batchDelayMs: 50 });
      user = await registerUser(t.app);
    });
    afterAll(() => monitoring.stop());

    const create = async (name: string, extra: Record<string, unknown> = {}) => {
      const { website } = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/websites',
          headers: bearer(user.token),
          payload: { name, type: 'heartbeat', intervalSeconds: 3600, graceSeconds: 60, failuresToOpen: 1, ...extra },
        }),
        websiteDataSchema,
        201,
      );
      return { website, token: website.pushUrl?.split('/').at(-1) ?? '' };
    };
    const runs = async (id: string) =>
      expectData(
        await t.app.inject({ url: `/api/websites/${id}/runs`, headers: bearer(user.token) }),
        heartbeatRunsDataSchema,
      ).runs;
    const checks = async (id: string): Promise<Check[]> =>
      expectData(
        await t.app.inject({ url: `/api/websites/${id}/checks?limit=50`, headers: bearer(user.token) }),
        websiteChecksDataSchema,
      ).checks;
    const send = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
      expectData(
        await t.app.inject({ method, url, payload, headers: payload ? { 'content-type': 'text/plain' } : {} }),
        pushDataSchema,
      );
    const read = async (id: string): Promise<Website> =>
      expectData(await t.app.inject({ url: `/api/websites/${id}`, headers: bearer(user.token) }), websiteDataSchema)
        .website;

    it('stores the cron schedule, zone and longest run time, and refuses a bad field by name in both languages', async () => {
      const { website } = await create('Noční záloha', {
        cron: '30 2 * * *',
        timeZone: 'Europe/Prague',
        maxRunSeconds: 900,
      });
      expect(website).toMatchObject({ cron: '30 2 * * *', timeZone: 'Europe/Prague', maxRunSeconds: 900 });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: { ...bearer(user.token), 'accept-language': 'cs' },
        payload: { name: 'Špatný cron', type: 'heartbeat', cron: '30 25 * * *' },
      });
      const error = expectError(bad, 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(error)).toContain('Pole hodiny');
      const english = await t.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: { ...bearer(user.token), 'accept-language': 'en' },
        payload: { name: 'Bad cron', type: 'heartbeat', cron: '30 2 * * * *' },
      });
      expect(JSON.stringify(expectError(english, 400, 'VALIDATION_ERROR'))).toContain('five fields');
      const zone = await t.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: bearer(user.token),
        payload: { name: 'Bad zone', type: 'heartbeat', cron: '0 * * * *', timeZone: 'Europe/Atlantis' },
      });
      expectError(zone, 400, 'VALIDATION_ERROR');
    });

    it('a start and an end make one run with its duration and output; exit statuses decide the outcome', async () => {
      const { website, token } = await create('Export faktur');
      expect(await send(`/api/push/${token}/start`, 'POST')).toMatchObject({ signal: 'start' });
      let list = await until(
        () => runs(website.id),
        (r) => r.length === 1,
        'the open run',
      );
      expect(list[0]).toMatchObject({ running: true, outcome: null, endedAt: null });
      await t.app.db.execute(
        sql`update websites set run_started_at = run_started_at - interval '3 seconds' where id = ${website.id}`,
      );
      await t.app.db.execute(
        sql`update heartbeat_runs set started_at = started_at - interval '3 seconds' where website_id = ${website.id}`,
      );
      expect(await send(`/api/push/${token}`, 'POST', 'exported 120 invoices\n')).toMatchObject({ signal: 'success' });
      list = await runs(website.id);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ running: false, outcome: 'success', output: 'exported 120 invoices\n' });
      expect(list[0]?.durationMs).toBeGreaterThanOrEqual(3000);

      expect(await send(`/api/push/${token}/0`)).toMatchObject({ signal: 'success' });
      expect(await send(`/api/push/${token}/3`, 'POST', 'disk full')).toMatchObject({ signal: 'fail' });
      expect(await send(`/api/push/${token}?exit=0`)).toMatchObject({ signal: 'success' });
      expect(await send(`/api/push/${token}?exit=2`)).toMatchObject({ signal: 'fail' });
      list = await runs(website.id);
      expect(list.map((r) => [r.outcome, r.exitStatus, r.startedAt])).toEqual([
        ['failed', 2, null],
        ['success', 0, null],
        ['failed', 3, null],
        ['success', 0, null],
        ['success', null, list[4]?.startedAt],
      ]);
      expect(list[2]?.output).toBe('disk full');
      expectError(await t.app.inject({ url: `/api/push/${token}/256` }), 400, 'VALIDATION_ERROR');
      expectError(await t.app.inject({ url: `/api/push/${token}?exit=-1` }), 400, 'VALIDATION_ERROR');
      const failed = await until(
        () => checks(website.id),
        (c) => c.some((check) => check.code === 'heartbeat_failed'),
        'a failure check',
      );
      expect(failed.find((c) => c.code === 'heartbeat_failed')?.state).toBe('down');
    });

    it('a cron heartbeat is judged again at its next run plus grace, not at its interval, and shows late then', async () => {
      user = await registerUser(t.app);
      // Every minute, no grace, an interval of 5 minutes: after a ping the next is due at the next full minute.
      const { website, token } = await create('Minutová úloha', {
        cron: '* * * * *',
        graceSeconds: 0,
        intervalSeconds: 300,
      });
      await send(`/api/push/${token}`);
      const up = await until(
        () => read(website.id),
        (w) => w.status === 'up',
        'the ping to be recorded',
      );
      const pingAt = Date.parse(up.lastCheckAt ?? '');
      const nextMinute = Math.floor(pingAt / 60_000) * 60_000 + 60_000;
      const [schedule] = (
        await t.app.db.execute<{ next_check_at: string }>(
          sql`select next_check_at from check_schedules where website_id = ${website.id}`,
        )
      ).rows;
      expect(Date.parse(`${schedule?.next_check_at}`.replace(' ', 'T').replace(/\+00$/, 'Z'))).toBeLessThanOrEqual(
        nextMinute + 1000,
      );
      // No ping at the next minute: the heartbeat is late (missed) just after it, on the real clock.
      const late = await until(
        () => read(website.id),
        (w) => w.status === 'down',
        'the missed run',
        75_000,
      );
      expect(late.lastCode).toBe('heartbeat_missed');
      expect(Date.parse(late.lastCheckAt ?? '')).toBeLessThan(nextMinute + 10_000);
    }, 90_000);

    it('keeps at most 10 KB of output, cut at a whole character and marked', async () => {
      const { website, token } = await create('Dlouhý výpis');
      const long = `${'ž'.repeat(HEARTBEAT_OUTPUT_LIMIT_BYTES)}konec`;
      await send(`/api/push/${token}/fail`, 'POST', long);
      const [run] = await runs(website.id);
      expect(run?.outputTruncated).toBe(true);
      expect(Buffer.byteLength(run?.output ?? '')).toBe(HEARTBEAT_OUTPUT_LIMIT_BYTES);
      expect(run?.output?.endsWith('ž')).toBe(true);
      await send(`/api/push/${token}`, 'POST', 'ok');
      expect((await runs(website.id))[0]).toMatchObject({ output: 'ok', outputTruncated: false });
    });

    it('a run past its longest run time opens an incident that says it is running too long', async () => {
      user = await registerUser(t.app);
      const { website, token } = await create('Přepočet statistik', { maxRunSeconds: 60 });
      await send(`/api/push/${token}`);
      await until(
        () => read(website.id),
        (w) => w.status === 'up',
        'the heartbeat to be up',
      );
      await send(`/api/push/${token}/start`);
      await t.app.db.execute(
        sql`update websites set run_started_at = now() - interval '61 seconds', last_ping_at = now() - interval '90 seconds',
            active_since = now() - interval '2 minutes' where id = ${website.id}`,
      );
      const checkNow = await t.app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/check`,
        headers: bearer(user.token),
      });
      expect(checkNow.statusCode).toBe(202);
      const down = await until(
        () => read(website.id),
        (w) => w.status === 'down',
        'the heartbeat to be down',
      );
      expect(down.lastCode).toBe('heartbeat_running_too_long');
      const incidents = expectData(
        await t.app.inject({ url: `/api/incidents?websiteId=${website.id}`, headers: bearer(user.token) }),
        incidentListDataSchema,
      ).incidents;
      expect(incidents[0]).toMatchObject({ title: 'Úloha heartbeatu Přepočet statistik běží příliš dlouho' });
    });
  },
  { clock: realClock },
);
