import type { CreateWebsiteBody, TestWebsiteBody, WebsiteSort, WebsiteStatus } from '@hlidka/contract';
import { websiteRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

export interface WebsiteListParams {
  page?: number;
  limit?: number;
  status?: WebsiteStatus;
  /** A team's websites, or 'personal' for the caller's own without a team. */
  teamId?: string;
  /** A group's websites, or 'none' for those in no group. */
  groupId?: string;
  search?: string;
  sort?: WebsiteSort;
  order?: 'asc' | 'desc';
}

/** GET /api/websites (filtered, sorted, paged). */
export function useWebsites(params: WebsiteListParams = {}) {
  const query = useResource(useAuthedKey(keys.websites({ ...params })));
  return { ...query, websites: query.data?.websites, pagination: query.data?.pagination };
}

/** Lists, the quota and the dashboard change with the set of websites. */
const touched = [keyPrefixes.websites, keyPrefixes.dashboard, keyPrefixes.websiteGroups];

/** POST /api/websites; beyond the plan the error has code PLAN_LIMIT_REACHED (status 403). */
export function useCreateWebsite() {
  return useApiMutation((client, body: CreateWebsiteBody) => client.call(websiteRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** POST /api/websites/test: check an unsaved configuration once ("test now"). */
export function useTestWebsite() {
  return useApiMutation((client, body: TestWebsiteBody) => client.call(websiteRoutes.test, { body }), {
    retries: 0,
  });
}
