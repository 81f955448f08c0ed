import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/regions: the regions whose workers reported in the last 10 minutes (the form's region picker). */
export function useLiveRegions() {
  const query = useResource(useAuthedKey(keys.liveRegions()));
  return { ...query, regions: query.data?.regions };
}
