import type { z } from 'zod';

// A route of the API without its schemas: what a client needs to call it (method, path, auth, status, flat answer or
// envelope) and, as types only, what goes in and comes out. The schemas stay in the area modules (auth.ts, …); the
// server and the tests attach them (route-schemas.ts). Nothing here imports zod at runtime, so the screens that only
// call routes carry no schema code (`@hlidka/contract/routes`).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'none' | 'user';

/** The schemas of one route (a route of the table carries their types only). */
export interface RouteTypes {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` inside the success envelope, or of the whole answer when the route is `raw`. */
  response: z.ZodType;
}

/** The schemas of one route with the texts of its OpenAPI entry. */
export interface RouteSchemas extends RouteTypes {
  summary: string;
  description?: string;
  tags: readonly string[];
}

/** Just the schemas' part of an area's entry, without its texts. */
export type TypesOf<S extends RouteTypes> = Pick<S, Extract<keyof S, keyof RouteTypes>>;

/** How a table names a route: everything but its schemas. */
export interface RouteConfig<A extends RouteAuth = RouteAuth> {
  method: HttpMethod;
  /** Fastify-style path: `/api/user/sessions/:id/terminate`. */
  path: string;
  auth: A;
  /** Success status (default 200). */
  status?: number;
  /** A flat answer, not the success envelope (the Google endpoints). Default false, true with a `contentType`. */
  raw?: boolean;
  /** The answer's media type when it is not JSON (`text/html; charset=utf-8`): the handler's text is sent as it is. */
  contentType?: string;
}

export interface Route<T extends RouteTypes = RouteTypes, A extends RouteAuth = RouteAuth> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: A;
  readonly status: number;
  readonly raw: boolean;
  readonly contentType?: string;
  /** Never set: carries the types of the route's schemas. */
  readonly schemas?: T;
}

export type AnyRoute = Route<RouteTypes>;

/** A route with its defaults: status 200, and an answer in the envelope unless it is of another media type. */
export function withRouteDefaults<C extends RouteConfig>(config: C) {
  return { status: 200, raw: config.contentType !== undefined, ...config };
}

/**
 * A table of routes for an area's schemas: `routeTable<typeof authRouteSchemas>()({ login: { method, path, auth } })`.
 * The table has exactly the keys of the schemas (a missing or extra route does not compile), and each route carries
 * the types of its schemas.
 */
export function routeTable<Schemas extends Record<string, RouteSchemas>>() {
  return <const Table extends { [K in keyof Schemas]: RouteConfig }>(
    table: Table & Record<Exclude<keyof Table, keyof Schemas>, never>,
  ): { [K in keyof Schemas]: Route<TypesOf<Schemas[K]>, Table[K]['auth']> } => {
    const routes: Record<string, Route> = {};
    for (const [name, config] of Object.entries(table as Record<string, RouteConfig>)) {
      routes[name] = withRouteDefaults(config);
    }
    return routes as { [K in keyof Schemas]: Route<TypesOf<Schemas[K]>, Table[K]['auth']> };
  };
}

type SchemasOf<R extends AnyRoute> = NonNullable<R['schemas']>;
type Part<R extends AnyRoute, K extends 'params' | 'query' | 'body'> =
  SchemasOf<R> extends { [P in K]: infer S } ? S : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Params, query and body as the handler sees them (after parsing, defaults and coercion). */
export type RouteParams<R extends AnyRoute> = OutputOf<Part<R, 'params'>>;
export type RouteQuery<R extends AnyRoute> = OutputOf<Part<R, 'query'>>;
export type RouteBody<R extends AnyRoute> = OutputOf<Part<R, 'body'>>;
/** What a client sends. */
export type RouteRequestParams<R extends AnyRoute> = InputOf<Part<R, 'params'>>;
export type RouteRequestQuery<R extends AnyRoute> = InputOf<Part<R, 'query'>>;
export type RouteRequestBody<R extends AnyRoute> = InputOf<Part<R, 'body'>>;

/** The `data` a handler returns (or the whole body for raw routes), before encoding. */
export type RouteData<R extends AnyRoute> = z.input<SchemasOf<R>['response']>;
/** The JSON a client receives: `data` of the envelope, or the whole flat answer for raw routes. */
export type RouteResult<R extends AnyRoute> = z.output<SchemasOf<R>['response']>;
