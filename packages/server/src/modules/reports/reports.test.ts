import { reportDataSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsDaily, degradedPeriods } from '../../db/schema/monitoring';
import type { Db } from '../../db/types';
import { bucketOf, emptyHistogram } from '../../monitoring/rollups/histogram';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, registerUser } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { createTeam } from '../../testing/teams';
import { reportCsv } from './service';

function hist(entries: [ms: number, count: number][]) {
  const h = emptyHistogram();
  for (const [ms, count] of entries) h[bucketOf(ms)] = (h[bucketOf(ms)] ?? 0) + count;
  return h;
}

/**
 * The fixture: 10 Jan fully checked and up (1,440 checks at 100 ms); 11 Jan checked half the day (the other half no
 * data) with an hour down (60 failures) and 660 successes at 200 ms; 12 Jan no data at all.
 */
async function seedFixture(db: Db, websiteId: string) {
  await db.insert(checkRollupsDaily).values([
    {
      websiteId,
      bucket: new Date('2026-01-10T00:00:00Z'),
      checks: 1440,
      failures: 0,
      downtimeSeconds: 0,
      coveredSeconds: 86_400,
      responseSumMs: 1440 * 100,
      responseCount: 1440,
      maxMs: 300,
      hist: hist([[100, 1440]]),
    },
    {
      websiteId,
      bucket: new Date('2026-01-11T00:00:00Z'),
      checks: 720,
      failures: 60,
      noData: 120,
      downtimeSeconds: 3600,
      noDataSeconds: 7200,
      coveredSeconds: 43_200,
      responseSumMs: 660 * 200,
      responseCount: 660,
      maxMs: 900,
      hist: hist([[200, 660]]),
    },
    // Outside the period: must not count.
    {
      websiteId,
      bucket: new Date('2026-01-13T00:00:00Z'),
      checks: 1440,
      failures: 1440,
      downtimeSeconds: 86_400,
      coveredSeconds: 86_400,
      responseSumMs: 0,
      responseCount: 0,
      hist: emptyHistogram(),
    },
  ]);
  const base = { websiteId, title: 'Obchod je nedostupný', causeCode: 'timeout' };
  await db.insert(incidents).values([
    {
      ...base,
      status: 'resolved',
      startedAt: new Date('2026-01-11T10:00:00Z'),
      createdAt: new Date('2026-01-11T10:01:00Z'),
      resolvedAt: new Date('2026-01-11T11:00:00Z'),
    },
    {
      ...base,
      status: 'open',
      startedAt: new Date('2026-01-12T08:00:00Z'),
      createdAt: new Date('2026-01-12T08:01:00Z'),
    },
    {
      ...base,
      status: 'resolved',
      startedAt: new Date('2026-01-05T10:00:00Z'),
      createdAt: new Date('2026-01-05T10:01:00Z'),
      resolvedAt: new Date('2026-01-05T10:30:00Z'),
    },
  ]);
}

describeEachApp('reports API', (ctx) => {
  it('counts the time degraded apart, only the part inside the period, a period still open up to its end', async () => {
    const alice = await registerUser(ctx.app);
    const websiteId = await insertWebsite(ctx.db, alice.user.id, { name: 'Pomalý' });
    await ctx.db.insert(degradedPeriods).values([
      // Half an hour before the period and half an hour in it.
      { websiteId, startedAt: new Date('2026-01-09T23:30:00Z'), endedAt: new Date('2026-01-10T00:30:00Z') },
      { websiteId, startedAt: new Date('2026-01-11T10:00:00Z'), endedAt: new Date('2026-01-11T11:00:00Z') },
      // Still degraded: counted to the period's end.
      { websiteId, startedAt: new Date('2026-01-12T22:00:00Z'), endedAt: null },
    ]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports?websiteIds=${websiteId}&from=2026-01-10&to=2026-01-12`,
      headers: bearer(alice.token),
    });
    const report = expectData(response, reportDataSchema);
    expect(report.summary.degradedSeconds).toBe(1800 + 3600 + 7200);
    expect(report.websites[0]?.figures.degradedSeconds).toBe(12_600);
    // Day by day, and in the CSV export's own column.
    expect(report.websites[0]?.days.map((day) => day.degradedSeconds)).toEqual([1800, 3600, 7200]);
    expect(report.days.map((day) => day.degradedSeconds)).toEqual([1800, 3600, 7200]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/export.csv?websiteIds=${websiteId}&from=2026-01-10&to=2026-01-12`,
      headers: bearer(alice.token),
    });
    const [header, , second, , whole] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(',')[8]).toBe('Zpomaleno (s)');
    expect(second?.split(',').slice(2, 9)).toEqual(['2026-01-11', '', '0', '0', '0', '86400', '3600']);
    expect(whole?.split(',')[8]).toBe('12600');
  });

  it('computes uptime without no-data time, downtime, incidents, MTTR and percentiles from the rollups', async () => {
    const alice = await registerUser(ctx.app);
    const websiteId = await insertWebsite(ctx.db, alice.user.id, { name: 'Obchod' });
    await seedFixture(ctx.db, websiteId);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports?websiteIds=${websiteId}&from=2026-01-10&to=2026-01-12`,
      headers: bearer(alice.token),
    });
    const report = expectData(response, reportDataSchema);
    expect(report).toMatchObject({ from: '2026-01-10', to: '2026-01-12', periodSeconds: 3 * 86_400 });
    const expected = {
      uptime: 97.222,
      noDataExcluded: true,
      checks: 2160,
      failures: 60,
      downtimeSeconds: 3600,
      coveredSeconds: 129_600,
      noDataSeconds: 129_600,
      maintenanceSeconds: 0,
      degradedSeconds: 0,
      incidents: 2,
      mttrSeconds: 3600,
      response: { avgMs: 131, p50Ms: 136, p95Ms: 284, maxMs: 900 },
    };
    expect(report.summary).toMatchObject(expected);
    expect(report.websites).toHaveLength(1);
    expect(report.websites[0]?.figures).toMatchObject(expected);
    expect(report.days.map((d) => [d.date, d.uptime, d.noDataSeconds, d.avgResponseMs])).toEqual([
      ['2026-01-10', 100, 0, 100],
      ['2026-01-11', 91.667, 43_200, 200],
      ['2026-01-12', null, 86_400, null],
    ]);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/export.csv?websiteIds=${websiteId}&from=2026-01-10&to=2026-01-12`,
      headers: bearer(alice.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=hlidka-report-2026-01-10-2026-01-12.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Web,URL,Den,Dostupnost %,Kontroly,Selhání,Výpadek (s),Bez dat (s),Zpomaleno (s),Průměrná odezva (ms),P95 (ms)',
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe('Obchod,https://obchod.example.cz/,2026-01-11,91.667,720,60,3600,43200,0,200,295');
    expect(lines[4]).toBe(
      'Obchod,https://obchod.example.cz/,2026-01-10..2026-01-12,97.222,2160,60,3600,129600,0,131,284',
    );
  });

  it('answers 404 for a stranger’s website or team, and 400 for a bad period', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const mine = await insertWebsite(ctx.db, alice.user.id);
    const theirs = await insertWebsite(ctx.db, bob.user.id);
    const team = await createTeam(ctx.app, bob);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(alice.token) });
    const notFound = expectError(await get(`/api/reports?websiteIds=${mine},${theirs}`), 404, 'NOT_FOUND');
    expect(notFound.message).toBe('Web nebyl nalezen');
    expectError(await get(`/api/reports?teamId=${team.id}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/reports/export.csv?teamId=${team.id}`), 404, 'NOT_FOUND');
    expectError(await get('/api/reports?from=2026-01-10&to=2026-01-01'), 400, 'VALIDATION_ERROR');
    expectError(await get('/api/reports?from=2024-01-01&to=2026-01-01'), 400, 'VALIDATION_ERROR');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/reports' }), 401);

    // A team's report: its websites only, for members.
    const ownTeam = await createTeam(ctx.app, alice);
    const teamSite = await insertWebsite(ctx.db, alice.user.id, { teamId: ownTeam.id, name: 'Týmový' });
    const byTeam = expectData(await get(`/api/reports?teamId=${ownTeam.id}`), reportDataSchema);
    expect(byTeam.websites.map((w) => w.id)).toEqual([teamSite]);

    // Without a selection: every website the caller may see, and nothing of anyone else's.
    const all = expectData(await get('/api/reports'), reportDataSchema);
    expect(all.websites.map((w) => w.id).sort()).toEqual([mine, teamSite].sort());
    expect(all.days).toHaveLength(30);
  });
});

describe('report CSV', () => {
  it('keeps spreadsheet formulas out of names', () => {
    const csv = reportCsv(
      {
        from: '2026-01-01',
        to: '2026-01-01',
        periodSeconds: 0,
        summary: {} as never,
        days: [],
        websites: [
          {
            id: '00000000-0000-4000-8000-000000000000',
            name: '=HYPERLINK("x")',
            url: 'https://a.cz/',
            figures: {
              uptime: null,
              noDataExcluded: true,
              checks: 0,
              failures: 0,
              downtimeSeconds: 0,
              coveredSeconds: 0,
              noDataSeconds: 0,
              maintenanceSeconds: 0,
              degradedSeconds: 0,
              incidents: 0,
              mttrSeconds: null,
              response: { avgMs: null, p50Ms: null, p95Ms: null, p99Ms: null, maxMs: null },
            },
            days: [],
          },
        ],
      },
      'en',
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",https://a.cz/,2026-01-01..2026-01-01,,0,0,0,0,0,,`);
  });
});
