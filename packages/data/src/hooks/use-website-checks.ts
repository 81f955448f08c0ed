import type { SeriesRange } from '@hlidka/contract';
import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/{id}/checks, newest first. */
export function useWebsiteChecks(
  websiteId: string | null | undefined,
  params: { page?: number; limit?: number; failed?: boolean; from?: string; to?: string } = {},
) {
  const query = useResource(useAuthedKey(websiteId ? keys.websiteChecks(websiteId, { ...params }) : null));
  return { ...query, checks: query.data?.checks, pagination: query.data?.pagination };
}

/** GET /api/websites/{id}/response-times?range=…: the response-time chart's series. */
export function useResponseTimes(websiteId: string | null | undefined, range: SeriesRange = '24h') {
  const query = useResource(useAuthedKey(websiteId ? keys.responseTimes(websiteId, range) : null));
  return { ...query, series: query.data?.series };
}

/** GET /api/websites/{id}/runs: a heartbeat's latest runs of its job, newest first. */
export function useHeartbeatRuns(websiteId: string | null | undefined, limit = 20) {
  const query = useResource(useAuthedKey(websiteId ? keys.heartbeatRuns(websiteId, { limit }) : null));
  return { ...query, runs: query.data?.runs };
}
