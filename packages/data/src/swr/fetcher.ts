import type { ApiClient, Query } from '../client';
import type { Messages } from '../messages';

/** The spec's "not found" texts (§8), by the path that answered 404. */
export function notFoundMessageFor(path: string, messages: Messages): string | undefined {
  if (path === '/api/user' || path === '/api/users/profile') return messages.profileNotFound;
  if (path === '/api/user/settings') return messages.settingsNotFound;
  if (/^\/api\/plans\/[^/]+$/.test(path)) return messages.planNotFound;
  if (/^\/api\/websites\/[^/]+/.test(path)) return messages.websiteNotFound;
  if (/^\/api\/incidents\/[^/]+/.test(path)) return messages.incidentNotFound;
  return undefined;
}

/** SWR's fetcher: a key `[path, query?]` → GET path → the envelope's data. */
export function createSwrFetcher(client: ApiClient) {
  return (key: readonly [string, Query?] | string) => {
    const [path, query] = typeof key === 'string' ? [key, undefined] : key;
    return client.request(path, { query, notFoundMessage: notFoundMessageFor(path, client.messages) });
  };
}
