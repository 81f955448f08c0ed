import type { AnyRoute, RouteRequestParams, RouteResult } from '@hlidka/contract/routes';
import { interpolatePath, type Query } from './client';

declare const answerType: unique symbol;

/**
 * Every SWR key of the app: `[path]` or `[path, query]`, made from a GET route of the contract's table (`keyOf`); the
 * path is the API path the fetcher calls, and the key carries the type of the route's answer, so `useResource(key)`
 * knows what it reads. `null` means "not ready" (signed out, missing id). Live events and mutations revalidate by
 * path (`matchKeys`).
 */
export type DataKey<Answer = unknown> = (readonly [path: string] | readonly [path: string, query: Query]) & {
  readonly [answerType]?: Answer;
};

/** The key of a GET route: its path with the params filled in, and the query without its undefined values. */
export function keyOf<R extends AnyRoute>(
  route: R,
  params?: RouteRequestParams<R>,
  query?: Query,
): DataKey<RouteResult<R>> {
  const path = interpolatePath(route.path, params as Record<string, unknown> | undefined);
  const clean: Query = {};
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) clean[name] = value;
  return Object.keys(clean).length === 0 ? [path] : [path, clean];
}

export function keyPath(key: unknown): string | undefined {
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;
}

/**
 * Keys by path: `'/api/websites'` is that path (with any query) and every path under it; `pathOnly('/api/websites')`
 * is that path alone (the list, not its items).
 */
export type KeyPattern = string;

const ONLY = '?';

export const pathOnly = (path: string): KeyPattern => `${path}${ONLY}`;

/** A filter for SWR's `mutate(filter)`: the keys any of the patterns match. Mutations and live events both use it. */
export function matchKeys(...patterns: readonly KeyPattern[]): (key: unknown) => boolean {
  return (key) => {
    const path = keyPath(key);
    if (path === undefined) return false;
    return patterns.some((pattern) =>
      pattern.endsWith(ONLY)
        ? path === pattern.slice(0, -ONLY.length)
        : path === pattern || path.startsWith(`${pattern}/`),
    );
  };
}
