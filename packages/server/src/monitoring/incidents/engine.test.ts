import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';
import { websiteIncidentState } from '../../db/schema/incidents';
import type { Database } from '../../db/types';
import { createPostgresTestDatabase, describeEachDatabase, testDatabaseKinds } from '../../testing/databases';
import {
  incidentsOf,
  insertUser,
  insertWebsite,
  outboxOf,
  outcome,
  timelineOf,
  websiteStatus,
} from '../../testing/incidents';
import type { CheckOutcome } from '../results/outcome';
import { processCheckOutcomes } from './engine';

async function feed(database: Database, ...outcomes: CheckOutcome[]) {
  const last = outcomes.at(-1)?.checkedAt ?? new Date();
  await database.db.transaction((tx) => processCheckOutcomes(tx, outcomes, last));
}

describeEachDatabase('incident engine', (ctx) => {
  it('one failure then a success opens nothing (confirmation 2)', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, outcome(site, false, 0));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    expect(await websiteStatus(ctx.db, site)).toBe('pending');
    await feed(ctx.database, outcome(site, true, 60));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    expect(await websiteStatus(ctx.db, site)).toBe('up');
    await feed(ctx.database, outcome(site, false, 120));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    const types = (await outboxOf(ctx.db, site)).map((row) => row.type);
    expect(types).toEqual(['website.status_changed']);
  });

  it('consecutive failures open exactly one incident with the first failure as its cause; recovery resolves it', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, outcome(site, true, 0));
    await feed(ctx.database, outcome(site, false, 60, { code: 'dns', message: 'ENOTFOUND obchod.example.cz' }));
    await feed(ctx.database, outcome(site, false, 120), outcome(site, false, 180));
    await feed(ctx.database, outcome(site, false, 240));

    const open = await incidentsOf(ctx.db, site);
    expect(open).toHaveLength(1);
    const [incident] = open;
    expect(incident).toMatchObject({
      status: 'open',
      causeCode: 'dns',
      causeMessage: 'ENOTFOUND obchod.example.cz',
      resolvedAt: null,
    });
    expect(incident?.startedAt.toISOString()).toBe('2026-01-15T10:01:00.000Z');
    // Opened when the second failure landed (its batch ran at 10:03).
    expect(incident?.createdAt.toISOString()).toBe('2026-01-15T10:03:00.000Z');
    expect(await websiteStatus(ctx.db, site)).toBe('down');

    await feed(ctx.database, outcome(site, true, 300));
    const [resolved] = await incidentsOf(ctx.db, site);
    expect(resolved).toMatchObject({ status: 'resolved', resolvedByUserId: null });
    expect(resolved?.resolvedAt?.toISOString()).toBe('2026-01-15T10:05:00.000Z');
    expect(await websiteStatus(ctx.db, site)).toBe('up');

    const timeline = await timelineOf(ctx.db, incident?.id ?? '');
    expect(timeline.map((e) => e.type)).toEqual(['opened', 'resolved']);
    expect(timeline[1]?.data).toMatchObject({ automatic: true });
    const types = (await outboxOf(ctx.db, site)).map((row) => row.type);
    expect(types).toEqual([
      'website.status_changed',
      'incident.opened',
      'website.status_changed',
      'incident.resolved',
      'website.status_changed',
    ]);
    const opened = (await outboxOf(ctx.db, site)).find((row) => row.type === 'incident.opened');
    expect(opened?.payload).toMatchObject({
      incidentId: incident?.id,
      websiteId: site,
      ownerId: owner,
      causeCode: 'dns',
    });
    // The live event goes out by NOTIFY at commit; the row keeps only what the notifiers read.
    expect(opened?.payload).not.toHaveProperty('live');
  });

  it('honours the website’s own confirmation counts', async () => {
    const owner = await insertUser(ctx.db, 'en');
    const site = await insertWebsite(ctx.db, owner, { failuresToOpen: 3, successesToResolve: 2, name: 'Shop' });
    await feed(ctx.database, outcome(site, false, 0), outcome(site, false, 60));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    await feed(ctx.database, outcome(site, false, 120));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('open');
    await feed(ctx.database, outcome(site, true, 180));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('open');
    await feed(ctx.database, outcome(site, true, 240));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('resolved');
  });

  it('keeps the first failure’s code and values, and no text in anyone’s language', async () => {
    const owner = await insertUser(ctx.db, 'en');
    const site = await insertWebsite(ctx.db, owner, { name: 'Shop' });
    const status = {
      code: 'status' as const,
      message: 'Status 503 is not one of 200-299',
      params: { statusCode: 503 },
    };
    await feed(ctx.database, outcome(site, false, 0, status), outcome(site, false, 60));
    const [incident] = await incidentsOf(ctx.db, site);
    expect(incident).toMatchObject({ causeCode: 'status', causeParams: { statusCode: 503 } });
    expect(incident).not.toHaveProperty('title');
    const opened = (await outboxOf(ctx.db, site)).find((row) => row.type === 'incident.opened');
    expect(opened?.payload).toMatchObject({ causeCode: 'status', causeParams: { statusCode: 503 } });
    expect(opened?.payload).not.toHaveProperty('title');
  });

  it('no-data outcomes and replays change nothing', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, outcome(site, false, 0));
    await feed(ctx.database, outcome(site, false, 30, { noData: true }), outcome(site, false, 40, { noData: true }));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    // The same failing check again (a retried batch) is not a second failure.
    await feed(ctx.database, outcome(site, false, 0));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    const [state] = await ctx.db.select().from(websiteIncidentState).where(eq(websiteIncidentState.websiteId, site));
    expect(state).toMatchObject({ region: '*', consecutiveFailures: 1 });
  });

  it('a failing transaction leaves neither an incident nor an outbox row nor counters', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner);
    await expect(
      ctx.db.transaction(async (tx) => {
        await processCheckOutcomes(tx, [outcome(site, false, 0), outcome(site, false, 60)], new Date());
        expect(await incidentsOf(tx, site)).toHaveLength(1);
        throw new Error('the batch insert failed');
      }),
    ).rejects.toThrow('the batch insert failed');
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    expect(await outboxOf(ctx.db, site)).toHaveLength(0);
    expect(await ctx.db.select().from(websiteIncidentState).where(eq(websiteIncidentState.websiteId, site))).toEqual(
      [],
    );
    expect(await websiteStatus(ctx.db, site)).toBe('pending');
  });

  it('a multi-region website needs a majority of its regions failing, and of them recovering', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { regions: ['eu', 'us', 'asia'] });
    const at = (region: string, ok: boolean, s: number) => outcome(site, ok, s, { region });
    await feed(ctx.database, at('eu', false, 0), at('eu', false, 60), at('us', true, 1), at('asia', true, 2));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    await feed(ctx.database, at('us', false, 61));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    await feed(ctx.database, at('us', false, 121));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(1);
    await feed(ctx.database, at('asia', false, 62), at('asia', false, 122));
    // Three regions fail; one recovering leaves a failing majority, a second one resolves.
    await feed(ctx.database, at('eu', true, 180));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('open');
    await feed(ctx.database, at('us', true, 181));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('resolved');
    expect(await incidentsOf(ctx.db, site)).toHaveLength(1);
  });

  it('a quorum of every region: one region that cannot reach the website opens nothing; the incident tells who saw what', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { regions: ['eu', 'us', 'asia'], regionQuorum: 3 });
    const at = (region: string, ok: boolean, s: number) => outcome(site, ok, s, { region });
    await feed(ctx.database, at('eu', false, 0), at('eu', false, 60), at('us', false, 1), at('us', false, 61));
    await feed(ctx.database, at('asia', true, 2), at('asia', true, 62));
    // Two of three fail (a majority), but the website asks all three to agree.
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    await feed(ctx.database, at('asia', false, 122));
    expect(await incidentsOf(ctx.db, site)).toHaveLength(0);
    await feed(ctx.database, at('asia', false, 182));
    const [incident] = await incidentsOf(ctx.db, site);
    expect(incident?.regionVerdicts).toEqual({
      quorum: 3,
      verdicts: [
        expect.objectContaining({ region: 'eu', failing: true, consecutiveFailures: 2, causeCode: 'timeout' }),
        expect.objectContaining({ region: 'us', failing: true, consecutiveFailures: 2 }),
        expect.objectContaining({
          region: 'asia',
          failing: true,
          failingSince: outcome(site, false, 122).checkedAt.toISOString(),
        }),
      ],
    });
    // One region recovering is enough: three can no longer agree.
    await feed(ctx.database, at('eu', true, 240));
    expect((await incidentsOf(ctx.db, site))[0]?.status).toBe('resolved');
    expect((await outboxOf(ctx.db, site)).filter((r) => r.type === 'incident.opened')).toHaveLength(1);
  });

  it('a website checked from one region keeps no region verdicts', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, outcome(site, false, 0), outcome(site, false, 60));
    expect((await incidentsOf(ctx.db, site))[0]?.regionVerdicts).toBeNull();
  });

  it('keeps each website of a batch apart', async () => {
    const owner = await insertUser(ctx.db);
    const a = await insertWebsite(ctx.db, owner);
    const b = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, outcome(a, false, 0), outcome(b, true, 0), outcome(a, false, 60), outcome(b, false, 60));
    expect(await incidentsOf(ctx.db, a)).toHaveLength(1);
    expect(await incidentsOf(ctx.db, b)).toHaveLength(0);
  });
});

describe('incident engine across a restart', () => {
  for (const kind of testDatabaseKinds) {
    it(`neither duplicates nor loses an open incident [${kind}]`, async () => {
      // Two successive processes on one database: two pools, one after the other.
      const created = await createPostgresTestDatabase();
      const open = () => openPostgres({ url: created.url, max: 2 });
      const cleanup = created.drop;
      try {
        let database = await open();
        await migrate(database);
        const owner = await insertUser(database.db);
        const site = await insertWebsite(database.db, owner);
        await feed(database, outcome(site, false, 0));
        await database.close();

        database = await open();
        await feed(database, outcome(site, false, 60));
        expect(await incidentsOf(database.db, site)).toHaveLength(1);
        await database.close();

        database = await open();
        // The worker retries the batch it was writing when it stopped, then carries on failing.
        await feed(database, outcome(site, false, 60));
        await feed(database, outcome(site, false, 120));
        const incidents = await incidentsOf(database.db, site);
        expect(incidents).toHaveLength(1);
        expect(incidents[0]?.status).toBe('open');
        await feed(database, outcome(site, true, 180));
        expect((await incidentsOf(database.db, site))[0]?.status).toBe('resolved');
        expect((await outboxOf(database.db, site)).filter((r) => r.type === 'incident.opened')).toHaveLength(1);
        await database.close();
      } finally {
        await cleanup();
      }
    }, 120_000);
  }
});
