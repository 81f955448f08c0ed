import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'none' | 'user';

/** A flat (non-enveloped) answer, e.g. the Google endpoints of spec §7. */
export type RawResponse<T extends z.ZodType = z.ZodType> = { raw: T };

/** Input accepted by `defineRoute`. */
export interface RouteConfig<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | RawResponse = z.ZodType | RawResponse,
> {
  method: HttpMethod;
  /** Fastify-style path: `/api/user/sessions/:id/terminate`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: RouteAuth;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope, or `{ raw: schema }` for a flat answer. */
  response: R;
  /** Success status (default 200). */
  status?: number;
}

/** A route of the contract; the server registers it, the data package derives types from it. */
export interface RouteDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | RawResponse = z.ZodType | RawResponse,
> extends RouteConfig<P, Q, B, R> {
  status: number;
}

export type AnyRouteDef = RouteDef<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | RawResponse
>;

// `body?: B` reads as `B | undefined`: strip the undefined that comes from the optional property itself.
type OutputOf<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S> & z.ZodType>;
type InputOf<S> = [NonNullable<S>] extends [never] ? undefined : z.input<NonNullable<S> & z.ZodType>;

/** Params, query and body as the handler sees them (after parsing, defaults and coercion). */
export type RouteParams<D extends AnyRouteDef> = OutputOf<D['params']>;
export type RouteQuery<D extends AnyRouteDef> = OutputOf<D['query']>;
export type RouteBody<D extends AnyRouteDef> = OutputOf<D['body']>;
/** What a client sends. */
export type RouteRequestParams<D extends AnyRouteDef> = InputOf<D['params']>;
export type RouteRequestQuery<D extends AnyRouteDef> = InputOf<D['query']>;
export type RouteRequestBody<D extends AnyRouteDef> = InputOf<D['body']>;

/** The `data` a handler returns (or the whole body for raw routes), before encoding. */
export type RouteData<D extends AnyRouteDef> =
  D['response'] extends RawResponse<infer T>
    ? z.input<T>
    : D['response'] extends z.ZodType
      ? z.input<D['response']>
      : never;

/** The JSON a client receives: `data` of the envelope, or the whole flat answer for raw routes. */
export type RouteResult<D extends AnyRouteDef> =
  D['response'] extends RawResponse<infer T>
    ? z.output<T>
    : D['response'] extends z.ZodType
      ? z.output<D['response']>
      : never;

export function isRawResponse(response: z.ZodType | RawResponse): response is RawResponse {
  return typeof response === 'object' && response !== null && 'raw' in response && !('_zod' in response);
}

/** Declare one API route. Types of params, query, body and answer flow to the server handler and the client. */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | RawResponse = z.ZodType,
>(config: RouteConfig<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return { ...config, status: config.status ?? 200 };
}
