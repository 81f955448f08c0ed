import {
  type AnyRoute,
  envelopeSchema,
  errorEnvelopeSchema,
  type RouteBody,
  type RouteData,
  type RouteParams,
  type RouteQuery,
  schemasOf,
} from '@hlidka/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError, type Translated } from './app-error';
import { auditContextOf, withAuditContext } from './audit-context';
import { t } from './language';
import type { RequestAuth } from './types';

/** What a request of an `auth: 'user'` route carries: `app.authenticate` ran before the handler. */
export interface SignedIn {
  auth: RequestAuth;
}

/** The request a handler receives, typed from the route definition. */
export type RouteRequest<D extends AnyRoute> = FastifyRequest<{
  Params: RouteParams<D>;
  Querystring: RouteQuery<D>;
  Body: RouteBody<D>;
}> &
  (D extends { auth: 'user' } ? SignedIn : unknown);

/** A success answer with a message: `return ok(data, { message: { cs, en } })`. */
export class EnvelopeResult<T> {
  constructor(
    readonly data: T,
    readonly message: Translated | string | undefined,
  ) {}
}

export function ok<T>(data: T, options: { message?: Translated | string } = {}): EnvelopeResult<T> {
  return new EnvelopeResult(data, options.message);
}

/**
 * What a handler returns: the envelope's `data` (or the whole body of a raw route), `ok(data, { message })`, or the
 * reply itself after sending something else (a redirect, a stream).
 */
export type RouteHandler<D extends AnyRoute> = (
  request: RouteRequest<D>,
  reply: FastifyReply,
) => Promise<RouteData<D> | EnvelopeResult<RouteData<D>> | FastifyReply> | RouteData<D> | FastifyReply;

export interface RegisterRouteOptions {
  /** Passed through to Fastify: e.g. `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`, `bodyLimit`. */
  fastify?: Partial<Pick<RouteOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preHandler' | 'logLevel'>>;
}

// Objects reject unknown keys (a typo in a field name answers 400 instead of being ignored) unless declared loose; a
// fresh copy either way, which OpenAPI inlines (a named schema's `$ref` among the parameters would not resolve).
function strict(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!(schema instanceof z.ZodObject)) return schema;
  return schema.def.catchall instanceof z.ZodUnknown ? schema.loose() : schema.strict();
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** What `auth: 'user'` routes run in an app without the auth module: nobody is signed in. */
async function nobodySignedIn() {
  throw new AppError('UNAUTHORIZED');
}

/**
 * Register a contract route with the schemas the contract attaches to it: zod validation of params/query/body (unknown fields rejected), OpenAPI schema, auth
 * (`auth: 'user'` runs `app.authenticate`), and the success envelope around what the handler returns.
 */
export function registerRoute<D extends AnyRoute>(
  app: FastifyInstance,
  route: D,
  handler: RouteHandler<D>,
  options: RegisterRouteOptions = {},
): void {
  const def = schemasOf(route);
  const raw = def.raw;
  const answer = raw ? def.response : envelopeSchema(def.response);
  const success = def.contentType ? { content: { [def.contentType]: { schema: answer } } } : answer;
  const extra = options.fastify ?? {};
  app.route({
    method: def.method,
    url: def.path,
    ...extra,
    schema: {
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      tags: [...def.tags],
      ...(def.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(def.params ? { params: strict(def.params) } : {}),
      ...(def.query ? { querystring: strict(def.query) } : {}),
      ...(def.body ? { body: strict(def.body) } : {}),
      response: { [def.status]: success, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    // Authentication before validation: an anonymous caller learns nothing about a route's input, and validation
    // messages follow the signed-in user's language.
    preValidation: def.auth === 'user' ? [app.hasDecorator('authenticate') ? app.authenticate : nobodySignedIn] : [],
    preHandler: asArray(extra.preHandler),
    handler: async (request, reply) => {
      if (def.contentType) reply.type(def.contentType);
      // Every change a handler makes is audited with this request's actor, key, address and browser (modules/audit).
      const audit = auditContextOf(request, app.hasDecorator('clock') ? app.clock.now() : new Date());
      const result = await withAuditContext(audit, () => handler(request as RouteRequest<D>, reply));
      if (result === reply || reply.sent) return reply;
      reply.status(def.status);
      if (raw) return result;
      if (result instanceof EnvelopeResult) {
        const message = typeof result.message === 'object' ? t(request, result.message) : result.message;
        return { success: true, data: result.data, ...(message === undefined ? {} : { message }) };
      }
      return { success: true, data: result };
    },
  });
}
