import type { DashboardData, DashboardWebsite } from '@hlidka/contract';
import { dashboardRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { FIXTURE_NOW } from '../fixtures';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { ok } from '../respond';

/**
 * 24 hourly averages around the last response time; a down website's last three hours failed (all 24 when its uptime
 * is 0).
 */
function sparkOf(
  responseMs: number | null,
  status: string,
  uptime: number | null,
): Pick<DashboardWebsite, 'spark' | 'sparkFailures'> {
  if (status === 'pending') return { spark: [] };
  const base = responseMs ?? 180;
  const failing = (i: number) => status === 'down' && (uptime === 0 || i >= 21);
  return {
    spark: Array.from({ length: 24 }, (_, i) => (failing(i) ? null : base + Math.round(30 * Math.sin((i + base) / 3)))),
    ...(status === 'down' ? { sparkFailures: Array.from({ length: 24 }, (_, i) => (failing(i) ? 60 : 0)) } : {}),
  };
}

/**
 * The dashboard as the server derives it, from the mock database's websites and incidents; its list by name in the
 * reader's order (`nameOrder`, Czech by default).
 */
export function dashboardOf(db: MockDb, compareNames = new Intl.Collator('cs').compare): DashboardData {
  const count = (status: string) => db.websites.filter((website) => website.status === status).length;
  const withUptime = db.websites.filter((website) => website.uptime !== null);
  const active = db.incidents.filter((incident) => incident.status !== 'resolved');
  const day = 86_400_000;
  const resolvedWithin = (ms: number) =>
    db.incidents.filter((incident) => incident.resolvedAt && FIXTURE_NOW - Date.parse(incident.resolvedAt) <= ms)
      .length;
  const checks = db.websites.reduce((sum, website) => sum + (website.status === 'pending' ? 0 : 1440), 0);
  return {
    websites: {
      total: db.websites.length,
      up: count('up'),
      down: count('down'),
      paused: count('paused'),
      pending: count('pending'),
      maintenance: count('maintenance'),
      degraded: count('degraded'),
    },
    incidents: {
      active: active.length,
      acknowledged: active.filter((incident) => incident.status === 'acknowledged').length,
      resolved24h: resolvedWithin(day),
      resolved30d: resolvedWithin(30 * day),
    },
    checks24h: { successful: checks - count('down') * 12, failed: count('down') * 12 },
    uptime24h: withUptime.length
      ? Math.round((withUptime.reduce((sum, website) => sum + (website.uptime ?? 0), 0) / withUptime.length) * 1000) /
        1000
      : null,
    slowest: db.websites
      .filter((website) => website.lastResponseMs !== null)
      .sort((a, b) => (b.lastResponseMs ?? 0) - (a.lastResponseMs ?? 0))
      .slice(0, 5)
      .map((website) => ({
        id: website.id,
        name: website.name,
        avgResponseMs: website.lastResponseMs ?? 0,
        p95Ms: (website.lastResponseMs ?? 0) + 80,
      })),
    workers: [
      {
        region: 'eu-central',
        healthy: true,
        online: true,
        lastSeenAt: new Date(FIXTURE_NOW - 20_000).toISOString(),
        checksLastMinute: 42,
      },
    ],
    list: [...db.websites]
      .sort((a, b) => compareNames(a.name, b.name))
      .map((website) => ({
        id: website.id,
        name: website.name,
        type: website.type,
        status: website.status,
        ...(website.noWorkerRegions.length > 0 ? { noWorkerRegions: website.noWorkerRegions } : {}),
        ...(website.status === 'maintenance' ? { lastCode: website.lastCode } : {}),
        responseMs: website.lastResponseMs,
        uptime24h: website.uptime,
        lastCheckAt: website.lastCheckAt,
        incident: db.incidents.some((incident) => incident.website.id === website.id && incident.status !== 'resolved'),
        ...sparkOf(website.lastResponseMs, website.status, website.uptime),
      })),
    truncated: false,
    generatedAt: new Date(FIXTURE_NOW).toISOString(),
  };
}

export function dashboardHandlers(db: MockDb) {
  return [mockRoute(dashboardRoutes.get, ({ request }) => ok(dashboardOf(db, nameOrder(request))))];
}
