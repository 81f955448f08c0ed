import { type IncidentSort, type IncidentStatus, incidentSortValues } from '@hlidka/contract';
import type { IncidentListParams } from '@hlidka/data';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export const statusFilters = ['all', 'active', 'open', 'acknowledged', 'resolved'] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const periods = ['all', '24h', '7d', '30d', '90d'] as const;
export type Period = (typeof periods)[number];

const periodMs: Record<Exclude<Period, 'all'>, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
};

export interface IncidentFilters {
  status: StatusFilter;
  websiteId: string;
  period: Period;
  sort: IncidentSort;
  order: 'asc' | 'desc';
  page: number;
}

const defaults: IncidentFilters = {
  status: 'all',
  websiteId: '',
  period: 'all',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
};

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The list's filters, sort and page live in the URL (shareable, kept on back/forward). */
export function useIncidentFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo<IncidentFilters>(() => {
    const params = new URLSearchParams(search);
    return {
      status: pick(params.get('status'), statusFilters, defaults.status),
      websiteId: params.get('website') ?? '',
      period: pick(params.get('period'), periods, defaults.period),
      sort: pick(params.get('sort'), incidentSortValues, defaults.sort),
      order: pick(params.get('order'), ['asc', 'desc'] as const, defaults.order),
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    };
  }, [search]);

  const update = (changes: Partial<IncidentFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    const params = new URLSearchParams();
    if (next.status !== defaults.status) params.set('status', next.status);
    if (next.websiteId) params.set('website', next.websiteId);
    if (next.period !== defaults.period) params.set('period', next.period);
    if (next.sort !== defaults.sort) params.set('sort', next.sort);
    if (next.order !== defaults.order) params.set('order', next.order);
    if (next.page !== 1) params.set('page', String(next.page));
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  const isFiltered = filters.status !== 'all' || filters.websiteId !== '' || filters.period !== 'all';
  return { filters, update, isFiltered, reset: () => update({ status: 'all', websiteId: '', period: 'all' }) };
}

/** The API query for the filters; `from` is rounded to the minute so the SWR key stays put while the page is open. */
export function useIncidentQuery(filters: IncidentFilters, limit: number): IncidentListParams {
  const from = useMemo(() => {
    if (filters.period === 'all') return undefined;
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    return new Date(minute - periodMs[filters.period]).toISOString();
  }, [filters.period]);
  const status: IncidentStatus | IncidentStatus[] | undefined =
    filters.status === 'all' ? undefined : filters.status === 'active' ? ['open', 'acknowledged'] : filters.status;
  return {
    page: filters.page,
    limit,
    status,
    websiteId: filters.websiteId || undefined,
    from,
    sort: filters.sort,
    order: filters.order,
  };
}
