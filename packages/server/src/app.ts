import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { healthRoute } from '@hlidka/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/types';
import { AppError } from './http/app-error';
import { CustomDomains } from './http/custom-domains';
import { apiNotFound, errorBody, installErrorHandling } from './http/error-handler';
import { languageFromHeader } from './http/language';
import { codeMessages } from './http/messages';
import { registerRoute } from './http/register-route';
import { findAppDist, isSpaNavigation, registerSpa, sendSpaIndex } from './http/static';
import type { Clock } from './http/types';
import { zodValidatorCompiler } from './http/validation';
import { createMailer, type Mailer } from './mail/mailer';
import { modules as defaultModules } from './modules/index';
import type { Role } from './role';
import { VERSION } from './version';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Default: SMTP when configured, else the outbox in DATA_DIR. */
  mailer?: Mailer;
  clock?: Clock;
  /** What this process does (default `all`). Modules read it as `app.role`. */
  role?: Role;
  /** Modules to register (default: every module of src/modules/index.ts). */
  modules?: FastifyPluginAsync[];
  /** Built SPA to serve; default packages/app/dist when it exists; `null` serves none. */
  appDist?: string | null;
  /** Requests per minute per client IP over all routes (default 1000); `false` turns the global limit off. */
  rateLimit?: { max: number } | false;
  /** Fastify's logger option (default: pino at config.logLevel). */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger to use instead (shared with the database). */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

declare module 'fastify' {
  interface FastifyInstance {
    role: Role;
  }
  interface FastifyContextConfig {
    /**
     * The route answers on a `--role worker` process too (its METRICS_PORT listener): only `GET /metrics` and
     * `GET /api/health`. Every other route answers 404 there, as an unknown one would.
     */
    servedByWorker?: boolean;
  }
}

export const BODY_LIMIT = 1024 * 1024;

const requestIdPattern = /^[A-Za-z0-9._:-]{8,80}$/;

/** 404 for an address nothing answers: the API's own message under /api, the generic one elsewhere. */
function notFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiNotFound(request, reply);
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, 'NOT_FOUND', codeMessages.NOT_FOUND));
}

/** The Fastify app with every plugin and module registered; not listening. Close it with `app.close()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const customDomains = new CustomDomains();
  const app = Fastify({
    rewriteUrl: (req) => customDomains.rewrite(req.headers.host, req.url ?? '/'),
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger: options.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON must be valid UTF-8; Node would otherwise replace bad bytes with U+FFFD and accept the body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const buffer = body as Buffer;
    // Clients send `Content-Type: application/json` on bodiless calls too (POST /api/logout, the Google refresh):
    // an empty body is no body, and routes that need one answer 400 from their schema.
    if (buffer.length === 0) {
      done(null, undefined);
      return;
    }
    if (!isUtf8(buffer)) {
      done(new AppError('INVALID_BODY'), undefined);
      return;
    }
    parseJson(request, buffer.toString('utf8'), done);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', options.mailer ?? createMailer(config, app.log));
  app.decorate('customDomains', customDomains);
  app.decorate('clock', options.clock ?? { now: () => new Date() });
  app.decorate('role', options.role ?? 'all');
  app.decorateRequest('auth', undefined);
  app.decorateRequest('language', 'cs');

  // While shutting down, answers to requests still in flight close their connection, so keep-alive sockets do not hold
  // the shutdown open for the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.language = languageFromHeader(request.headers['accept-language']);
  });

  installErrorHandling(app);

  // A worker's listener (METRICS_PORT) serves its metrics and health only: the rest of the API, the docs and the app
  // answer 404 there, exactly as an unknown address does. The modules are still registered (their decorations and
  // background tasks run on workers); their routes just do not answer.
  if ((options.role ?? 'all') === 'worker') {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config?.servedByWorker) return notFound(request, reply);
    });
  }

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens in the same window; keep the opener relationship sane but not isolated.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  if (options.rateLimit !== false) {
    await app.register(fastifyRateLimit, {
      global: true,
      max: options.rateLimit?.max ?? 1000,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
    });
  }

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hlídka API',
        description:
          'Website uptime monitoring. Every JSON answer is an envelope `{ success, data?, message?, code?, errors? }`.',
        version: VERSION,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token (JWT) from /api/login_check, or an API key `hk_…`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerRoute(
    app,
    healthRoute,
    async () => {
      let databaseOk = true;
      try {
        await Promise.race([
          database.query('select 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
      } catch {
        databaseOk = false;
      }
      return {
        status: databaseOk ? 'ok' : 'degraded',
        version: VERSION,
        database: 'postgres',
        databaseOk,
        uptimeSeconds: Math.round(process.uptime()),
      } as const;
    },
    { fastify: { config: { servedByWorker: true } } },
  );

  for (const plugin of options.modules ?? defaultModules) await app.register(plugin);

  // A worker serves no app (its listener answers metrics and health only).
  const appDist = options.role === 'worker' ? null : options.appDist === undefined ? findAppDist() : options.appDist;
  if (appDist) await registerSpa(app, appDist);

  app.setNotFoundHandler((request, reply) => {
    if (appDist && isSpaNavigation(request)) return sendSpaIndex(reply);
    return notFound(request, reply);
  });

  return app;
}
