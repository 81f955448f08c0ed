import type { ReportPeriodKind, Website } from '@hlidka/contract';

/** The websites query the builder lists (and the default period reads). */
export const BUILDER_WEBSITES_QUERY = { limit: 100, sort: 'name' } as const;

/**
 * The period a new report opens on: last month once a website existed before this month began; otherwise this month,
 * because a new user's last month has no data at all.
 */
export function defaultPeriod(websites: readonly Pick<Website, 'createdAt'>[], now = new Date()): ReportPeriodKind {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return websites.some((website) => Date.parse(website.createdAt) < monthStart) ? 'last_month' : 'this_month';
}
