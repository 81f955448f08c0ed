import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/dashboard: counts, 24-hour checks and uptime, slowest websites, workers and the live table. */
export function useDashboard(params: { teamId?: string } = {}) {
  const query = useResource(useAuthedKey(keys.dashboard({ ...params })));
  return { ...query, dashboard: query.data };
}
