import { isPlanId, planName, type SeriesRange, type Website, withoutWriteOnly } from '@hlidka/contract';
import { planQuotaRoutes, websiteRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import {
  createCheckResult,
  createChecks,
  createEmptyUptimeWindows,
  createHeartbeatRuns,
  createResponseSeries,
  createUptimeWindows,
  createWebsite,
  FIXTURE_NOW,
  fixtureNowIso,
  planQuotaLimits,
} from '../fixtures';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { fail, languageOf, notFound, ok } from '../respond';

const NOT_FOUND = 'Web nebyl nalezen';

/** The plan limits as the server derives them from the current subscription (the plan table), named in `language`. */
export function quotaOf(db: MockDb, language: 'cs' | 'en' = 'cs') {
  const subscription = db.subscriptions.find((item) => item.status === 'active') ?? db.subscriptions[0];
  const planId = isPlanId(subscription?.planId) ? subscription.planId : 'free';
  return {
    planId,
    planName: planName(planId, language),
    ...planQuotaLimits(planId),
    websitesUsed: db.websites.length,
  };
}

/** The list's sorts besides the name's (which follows the reader's language, see `nameOrder`). */
const sortKeys: Record<string, (website: Website) => string | number> = {
  status: (website) => website.status,
  uptime: (website) => website.uptime ?? -1,
  responseTime: (website) => website.lastResponseMs ?? Number.MAX_SAFE_INTEGER,
  lastCheck: (website) => website.lastCheckAt ?? '',
  checksCount: (website) => website.checksCount,
  incidentsCount: (website) => website.incidentsCount,
  createdAt: (website) => website.createdAt,
};

const neverChecked = (website: Website) => website.lastCheckAt === null && website.checksCount === 0;

/** The website's regions that no live worker serves, sorted (as the server keeps them). */
function noWorkerRegions(db: MockDb, regions: readonly string[]): string[] {
  const live = new Set(db.liveRegions.map((region) => region.name));
  return regions.filter((region) => !live.has(region)).sort();
}

export function websiteHandlers(db: MockDb) {
  const find = (id: unknown) => db.websites.find((website) => website.id === id);
  const update = (website: Website, changes: Partial<Website>) => {
    Object.assign(website, withoutWriteOnly(changes), { updatedAt: fixtureNowIso() });
    return ok({ website });
  };
  return [
    mockRoute(planQuotaRoutes.get, ({ request }) => ok({ quota: quotaOf(db, languageOf(request)) })),
    mockRoute(websiteRoutes.list, ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
      const status = url.searchParams.get('status');
      const teamId = url.searchParams.get('teamId');
      const groupId = url.searchParams.get('groupId');
      const search = url.searchParams.get('search')?.toLocaleLowerCase('cs');
      const sort = sortKeys[url.searchParams.get('sort') ?? 'name'];
      const compareNames = nameOrder(request);
      const direction = url.searchParams.get('order') === 'desc' ? -1 : 1;
      const list = db.websites
        .filter(
          (website) =>
            (!status || website.status === status) &&
            (!teamId || (teamId === 'personal' ? website.teamId === null : website.teamId === teamId)) &&
            (!groupId || website.groupId === (groupId === 'none' ? null : groupId)) &&
            (!search ||
              `${website.name} ${website.url} ${website.description ?? ''}`.toLocaleLowerCase('cs').includes(search)),
        )
        .sort((a, b) => {
          if (!sort) return compareNames(a.name, b.name) * direction;
          const [x, y] = [sort(a), sort(b)];
          return (x < y ? -1 : x > y ? 1 : 0) * direction;
        });
      return ok({
        websites: list.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: list.length, totalPages: Math.ceil(list.length / limit) },
      });
    }),
    mockRoute(websiteRoutes.test, () => ok({ result: createCheckResult() })),
    mockRoute(websiteRoutes.regions, () => ok({ regions: db.liveRegions })),
    mockRoute(websiteRoutes.create, async ({ request }) => {
      const quota = quotaOf(db);
      if (db.websites.length >= quota.websiteLimit) {
        return fail(
          403,
          'PLAN_LIMIT_REACHED',
          `Váš tarif ${quota.planName} umožňuje nejvýše ${quota.websiteLimit} weby. Pro další weby přejděte na vyšší tarif.`,
        );
      }
      const body = (await request.json()) as Partial<Website> & { name: string };
      const now = fixtureNowIso();
      const website = createWebsite(db.websites.length + 1, {
        ...body,
        id: `00000000-0000-4000-8000-${String(900 + db.websites.length).padStart(12, '0')}`,
        status: 'pending',
        noWorkerRegions: noWorkerRegions(db, body.regions ?? []),
        description: body.description ?? null,
        teamId: body.teamId ?? null,
        groupId: body.groupId ?? null,
        dependsOn: body.dependsOn ?? null,
        statusChangedAt: null,
        lastCheckAt: null,
        lastResponseMs: null,
        lastCode: null,
        uptime: null,
        checksCount: 0,
        incidentsCount: 0,
        createdAt: now,
        updatedAt: now,
      });
      db.websites = [...db.websites, website];
      return ok({ website }, 201);
    }),
    mockRoute(websiteRoutes.checks, ({ params, request }) => {
      const website = find(params.id);
      if (!website) return notFound(NOT_FOUND);
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const limit = Math.max(1, Math.min(200, Number(url.searchParams.get('limit') ?? 50)));
      const failedOnly = url.searchParams.get('failed') === 'true';
      const from = Date.parse(url.searchParams.get('from') ?? '');
      const to = Date.parse(url.searchParams.get('to') ?? '');
      // A website never checked (a heartbeat waiting for its first ping) has no checks, as on the server.
      const all = (neverChecked(website) ? [] : createChecks(300)).filter((check) => {
        const at = Date.parse(check.checkedAt);
        return (!failedOnly || check.state === 'down') && !(at < from) && !(at >= to);
      });
      return ok({
        checks: all.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
      });
    }),
    mockRoute(websiteRoutes.runs, ({ params }) => {
      const website = find(params.id);
      if (!website) return notFound(NOT_FOUND);
      return ok({ runs: website.type !== 'heartbeat' || neverChecked(website) ? [] : createHeartbeatRuns() });
    }),
    mockRoute(websiteRoutes.responseTimes, ({ params, request }) => {
      const website = find(params.id);
      if (!website) return notFound(NOT_FOUND);
      const range = (new URL(request.url).searchParams.get('range') ?? '24h') as SeriesRange;
      const series = createResponseSeries(['24h', '7d', '30d', '90d'].includes(range) ? range : '24h');
      return ok({ series: neverChecked(website) ? { ...series, points: [] } : series });
    }),
    mockRoute(websiteRoutes.get, ({ params }) => {
      const website = find(params.id);
      if (!website) return notFound(NOT_FOUND);
      const uptime = neverChecked(website) ? createEmptyUptimeWindows() : createUptimeWindows(website.uptime ?? 100);
      return ok({ website, uptime });
    }),
    mockRoute(websiteRoutes.update, async ({ params, request }) => {
      const website = find(params.id);
      if (!website) return notFound(NOT_FOUND);
      const changes = (await request.json()) as Partial<Website>;
      return update(website, { ...changes, noWorkerRegions: noWorkerRegions(db, changes.regions ?? website.regions) });
    }),
    mockRoute(websiteRoutes.delete, ({ params }) => {
      if (!find(params.id)) return notFound(NOT_FOUND);
      db.websites = db.websites.filter((website) => website.id !== params.id);
      return ok({ deleted: true });
    }),
    mockRoute(websiteRoutes.pause, ({ params }) => {
      const website = find(params.id);
      return website ? update(website, { status: 'paused', nextCheckAt: null }) : notFound(NOT_FOUND);
    }),
    mockRoute(websiteRoutes.resume, ({ params }) => {
      const website = find(params.id);
      return website
        ? update(website, { status: 'pending', nextCheckAt: new Date(FIXTURE_NOW + 5_000).toISOString() })
        : notFound(NOT_FOUND);
    }),
    mockRoute(websiteRoutes.checkNow, ({ params }) =>
      find(params.id) ? ok({ queued: true }, 202) : notFound(NOT_FOUND),
    ),
  ];
}
