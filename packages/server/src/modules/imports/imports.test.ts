import { IMPORT_MAX_CHARS, type ImportWebsitesBody, importWebsitesDataSchema } from '@hlidka/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { checkSchedules, websites } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import type { Db } from '../../db/types';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { kumaBackup, uptimeRobotApi, uptimeRobotCsv } from './fixtures';
import { supportedType } from './source-monitor';

/** DNS checks came with another change of issue 18; a Kuma dns monitor maps to one only where they exist. */
const dnsChecks = supportedType('dns') !== null;

const post = (app: FastifyInstance, user: Registered, body: ImportWebsitesBody) =>
  app.inject({ method: 'POST', url: '/api/websites/import', headers: bearer(user.token), payload: body });

/** The self-hosted plan (no website limit to speak of, 10-s intervals), as a subscription would give. */
async function selfhosted(db: Db, user: Registered) {
  await db
    .insert(userPlans)
    .values({ userId: user.user.id, planId: 'selfhosted' })
    .onConflictDoUpdate({
      target: userPlans.userId,
      set: { planId: 'selfhosted' },
    });
  return user;
}

async function websitesOf(db: Db, user: Registered) {
  return db.select().from(websites).where(eq(websites.ownerId, user.user.id)).orderBy(websites.seq);
}

describeEachApp('import on the selfhosted plan', (t) => {
  let user: Registered;
  beforeAll(async () => {
    user = await selfhosted(t.db, await registerUser(t.app));
  });

  it('imports a Healthchecks.io export: cron checks keep their schedule, zone and grace; a bad schedule names its field', async () => {
    const content = JSON.stringify({
      checks: [
        { name: 'Noční záloha', grace: 900, schedule: '30 2 * * *', tz: 'Europe/Prague', status: 'up' },
        { name: 'Fronta', timeout: 300, grace: 60, status: 'up' },
        { name: 'Rozbitý plán', grace: 60, schedule: '61 * * * *', tz: 'UTC', status: 'up' },
      ],
    });
    const own = await selfhosted(t.db, await registerUser(t.app));
    const preview = expectData(await post(t.app, own, { source: 'healthchecks', content }), importWebsitesDataSchema);
    expect(preview.rows.map((r) => [r.name, r.status])).toEqual([
      ['Noční záloha', 'ready'],
      ['Fronta', 'ready'],
      ['Rozbitý plán', 'error'],
    ]);
    expect(JSON.stringify(preview.rows[2]?.errors)).toContain('minut');
    const done = expectData(
      await post(t.app, own, { source: 'healthchecks', content, dryRun: false, skipInvalid: true }),
      importWebsitesDataSchema,
    );
    expect(done.imported).toBe(2);
    const rows = await websitesOf(t.db, own);
    const backup = rows.find((w) => w.name === 'Noční záloha');
    expect(backup?.settings).toMatchObject({ cron: '30 2 * * *', timeZone: 'Europe/Prague', graceSeconds: 900 });
    expect(backup?.heartbeatToken).toBeTruthy();
  });

  it('previews an Uptime Kuma backup row by row and writes nothing', async () => {
    const data = expectData(
      await post(t.app, user, { source: 'uptime-kuma', content: kumaBackup }),
      importWebsitesDataSchema,
    );
    expect(data.dryRun).toBe(true);
    expect(data.imported).toBe(0);
    expect(data.rows.map((r) => [r.name, r.status, r.problem?.code ?? null])).toEqual([
      ['Eshop', 'ready', null],
      ['Blog – úvodní text', 'ready', null],
      ['SMTP', 'ready', null],
      ['Produkce', 'skipped', 'not_a_monitor'],
      ['Kontejner', 'error', 'unsupported_type'],
      ['Eshop znovu', 'skipped', 'duplicate_in_file'],
      ['Soubory', 'error', 'invalid'],
      ['DNS domény', ...(dnsChecks ? ['ready', null] : ['error', 'unsupported_type'])],
      ['Záloha (push)', 'ready', null],
    ]);
    expect(data.rows[4]?.problem?.params).toEqual({ type: 'docker' });
    expect(Object.keys(data.rows[6]?.errors ?? {})).toEqual(['url']);
    expect(data.rows[0]?.website).toMatchObject({
      type: 'http',
      url: 'https://eshop.example.cz/',
      tlsWarnDays: 14,
      description: 'Objednávky a platby; volat Petru.',
    });
    expect(data.rows.map((r) => r.paused)).toEqual(data.rows.map((r) => r.name === 'Blog – úvodní text'));
    expect(await websitesOf(t.db, user)).toHaveLength(0);
  });

  it('refuses the whole import while a row has an error (unless told to leave such rows out)', async () => {
    const refused = await post(t.app, user, { source: 'uptime-kuma', content: kumaBackup, dryRun: false });
    const body = expectError(refused, 400, 'VALIDATION_ERROR');
    expect(body.errors?.content).toHaveLength(1);
    expect(await websitesOf(t.db, user)).toHaveLength(0);
  });

  it('imports every ready row in one go, with the mapped settings', async () => {
    const data = expectData(
      await post(t.app, user, { source: 'uptime-kuma', content: kumaBackup, dryRun: false, skipInvalid: true }),
      importWebsitesDataSchema,
    );
    expect(data.imported).toBe(dnsChecks ? 5 : 4);
    const created = await websitesOf(t.db, user);
    expect(created.map((w) => [w.name, w.type, w.url])).toEqual([
      ['Eshop', 'http', 'https://eshop.example.cz/'],
      ['Blog – úvodní text', 'keyword', 'https://blog.example.cz/'],
      ['SMTP', 'tcp', 'mail.example.cz:587'],
      ...(dnsChecks ? [['DNS domény', 'dns', 'example.cz']] : []),
      ['Záloha (push)', 'heartbeat', ''],
    ]);
    expect(created[1]?.settings).toMatchObject({
      type: 'keyword',
      keyword: { value: 'Vítejte', mode: 'absent', caseSensitive: true },
      followRedirects: false,
    });
    // Kept from the source: the description, and the paused state (never due, so never checked).
    expect(created[0]?.description).toBe('Objednávky a platby; volat Petru.');
    expect(created.map((w) => w.status)).toEqual(
      created.map((w) => (w.name === 'Blog – úvodní text' ? 'paused' : 'pending')),
    );
    const [never] = await t.db
      .select({ never: sql<boolean>`${checkSchedules.nextCheckAt} = 'infinity'::timestamptz` })
      .from(checkSchedules)
      .where(eq(checkSchedules.websiteId, created[1]?.id ?? ''));
    expect(never?.never).toBe(true);
    expect(created.at(-1)?.heartbeatToken).toBeTruthy();

    // The same file again: every address is there already.
    const again = expectData(
      await post(t.app, user, { source: 'uptime-kuma', content: kumaBackup }),
      importWebsitesDataSchema,
    );
    expect(again.rows[0]).toMatchObject({
      status: 'skipped',
      problem: { code: 'duplicate_existing', params: { name: 'Eshop' } },
    });
  });

  it('reads UptimeRobot’s API answer and CSV export', async () => {
    const other = await selfhosted(t.db, await registerUser(t.app));
    const api = expectData(
      await post(t.app, other, { source: 'uptimerobot', content: uptimeRobotApi }),
      importWebsitesDataSchema,
    );
    expect(api.rows.map((r) => r.status)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready', 'error']);
    expect(api.rows[5]?.problem).toEqual({ code: 'unsupported_type', params: { type: '7' } });
    const csv = expectData(
      await post(t.app, other, { source: 'uptimerobot', content: uptimeRobotCsv, dryRun: false }),
      importWebsitesDataSchema,
    );
    expect(csv.imported).toBe(5);
    expect((await websitesOf(t.db, other)).map((w) => w.url)).toContain('ssh.example.cz:22');
  });

  it('imports into a team of the user, and refuses another user’s team', async () => {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const stranger = await registerUser(t.app);
    const body = { source: 'uptimerobot', content: uptimeRobotCsv, teamId: team.id, dryRun: false } as const;
    expectError(await post(t.app, stranger, body), 404, 'NOT_FOUND');
    expect(await websitesOf(t.db, stranger)).toHaveLength(0);
    const data = expectData(await post(t.app, owner, body), importWebsitesDataSchema);
    expect(data.imported).toBe(5);
    expect((await websitesOf(t.db, owner)).every((w) => w.teamId === team.id)).toBe(true);
  });

  it('takes an export of more than a megabyte of UTF-8 (within the character cap)', async () => {
    const monitors = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      name: `Web ${i + 1}`,
      type: 'http',
      url: `https://web-${i + 1}.example.cz/`,
      interval: 300,
      description: 'Žluťoučký kůň úpěl ďábelské ódy. '.repeat(80),
    }));
    const content = JSON.stringify({ version: '1.23.16', monitorList: monitors });
    expect(content.length).toBeLessThanOrEqual(IMPORT_MAX_CHARS);
    expect(Buffer.byteLength(JSON.stringify({ content }))).toBeGreaterThan(1024 * 1024);
    const data = expectData(await post(t.app, user, { source: 'uptime-kuma', content }), importWebsitesDataSchema);
    expect(data.rows).toHaveLength(300);
    expect(data.rows.every((row) => row.status === 'ready')).toBe(true);
  });

  it('reports a file that is not an export on the content field', async () => {
    const body = expectError(
      await post(t.app, user, { source: 'uptime-kuma', content: '{"hello":1}' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.errors?.content?.[0]).toContain('Uptime Kuma');
  });
});

describeEachApp('import on the free plan', (t) => {
  it('raises intervals to the plan’s minimum and refuses everything over the website limit', async () => {
    const user = await registerUser(t.app);
    const preview = expectData(
      await post(t.app, user, { source: 'uptimerobot', content: uptimeRobotCsv }),
      importWebsitesDataSchema,
    );
    expect(preview.quota).toEqual({ websiteLimit: 3, websitesUsed: 0 });
    expect(preview.rows[0]?.notes).toEqual([]);
    const kuma = expectData(
      await post(t.app, user, { source: 'uptime-kuma', content: kumaBackup }),
      importWebsitesDataSchema,
    );
    expect(kuma.rows[0]?.notes).toContainEqual({ code: 'interval_raised', params: { from: 60, to: 300 } });
    expect(kuma.rows[0]?.website?.intervalSeconds).toBe(300);
    const refused = await post(t.app, user, { source: 'uptimerobot', content: uptimeRobotCsv, dryRun: false });
    expectError(refused, 403, 'PLAN_LIMIT_REACHED');
    expect(await websitesOf(t.db, user)).toHaveLength(0);
  });

  it('counts only the monitors that arrive active against the limit', async () => {
    const user = await registerUser(t.app);
    const monitor = (id: number, active: boolean) => ({
      id,
      name: `Web ${id}`,
      type: 'http',
      url: `https://web-${id}.example.cz/`,
      interval: 300,
      active,
    });
    const content = JSON.stringify({
      monitorList: [monitor(1, true), monitor(2, false), monitor(3, true), monitor(4, true)],
    });
    const data = expectData(
      await post(t.app, user, { source: 'uptime-kuma', content, dryRun: false }),
      importWebsitesDataSchema,
    );
    expect(data.imported).toBe(4);
    expect((await websitesOf(t.db, user)).map((w) => [w.name, w.status])).toEqual([
      ['Web 1', 'pending'],
      ['Web 2', 'paused'],
      ['Web 3', 'pending'],
      ['Web 4', 'pending'],
    ]);
  });
});
