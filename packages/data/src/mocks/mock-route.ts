import type { AnyRoute, RouteResult } from '@hlidka/contract/routes';
import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, http, type PathParams } from 'msw';

declare const answerType: unique symbol;

/** A mock's answer, typed by what it carries: `ok(data)` and `raw(body)` their data, `fail(…)` nothing (fits any route). */
export type MockAnswer<T> = HttpResponse<DefaultBodyType> & { readonly [answerType]: T };

type Info = Parameters<HttpResponseResolver<PathParams>>[0];
type Answer<R extends AnyRoute> = MockAnswer<RouteResult<R>> | MockAnswer<never>;

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** Matches any origin, so the same handlers serve Storybook (same origin) and msw/node tests (any base URL). */
export const api = (path: string) => `*${path}`;

/**
 * The mock of a route of the contract's table: its method and path, and an answer of the route's type (a mock that
 * answers another shape does not compile).
 */
export function mockRoute<R extends AnyRoute>(route: R, resolver: (info: Info) => Answer<R> | Promise<Answer<R>>) {
  return byMethod[route.method](api(route.path), resolver);
}

/** A flat answer (a raw route: the Google endpoints, downloads). */
export function raw<T>(body: T, init?: ResponseInit): MockAnswer<T> {
  // ArrayBuffer.isView, not instanceof: under jsdom the bytes may come from another realm's Uint8Array.
  if (typeof body === 'string' || ArrayBuffer.isView(body)) {
    return new HttpResponse(body as BodyInit, init) as MockAnswer<T>;
  }
  return HttpResponse.json(body as DefaultBodyType, init) as MockAnswer<T>;
}

export function typed<T>(response: HttpResponse<DefaultBodyType>): MockAnswer<T> {
  return response as MockAnswer<T>;
}
