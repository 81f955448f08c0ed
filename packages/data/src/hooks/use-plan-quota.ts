import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/quota: the plan's limits and how many websites are used (limit-reached banners). */
export function usePlanQuota() {
  const query = useResource(useAuthedKey(keys.planQuota()));
  const quota = query.data?.quota;
  return { ...query, quota, limitReached: quota ? quota.websitesUsed >= quota.websiteLimit : undefined };
}
