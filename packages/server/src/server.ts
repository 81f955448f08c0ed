import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app';
import { type Config, derivedPublicUrl } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { appMeta } from './db/schema/index';
import type { Database } from './db/types';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { type Monitoring, startMonitoring } from './monitoring/index';
import type { Role } from './role';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /**
   * http://host:port; for `--role worker` the listener of its metrics and health (METRICS_PORT), or null when
   * METRICS_PORT is not set (no HTTP).
   */
  url: string | null;
  /** Stop taking requests, finish the ones in flight, close the database and release the data-dir lock. */
  close(): Promise<void>;
}

export { createLogger };

/**
 * Open the database, apply migrations, build the app and listen (workers only on METRICS_PORT, when set). `database`:
 * one already opening (the CLI starts the embedded PostgreSQL while this module and its dependencies load).
 */
export async function startServer(
  config: Config,
  options: { role?: Role; logger?: Logger; modules?: BuildAppOptions['modules']; database?: Promise<Database> } = {},
): Promise<RunningServer> {
  const role = options.role ?? 'all';
  const logger = options.logger ?? createLogger(config);
  const database = await (options.database ?? openDatabase(config, logger));
  let app: FastifyInstance | undefined;
  try {
    await migrate(database, { log: logger });
    await recordStart(database, role);
    const mailer = createMailer(config, logger);
    app = await buildApp({
      config,
      database,
      mailer,
      role,
      loggerInstance: logger,
      modules: options.modules,
      rateLimit: config.rateLimitPerMinute > 0 ? { max: config.rateLimitPerMinute } : false,
    });
    app.addHook('onClose', async () => {
      await mailer.close();
    });
    // A worker listens only for Prometheus and health probes, and only where METRICS_PORT says (buildApp answers 404
    // to everything else there).
    const listenPort = role === 'worker' ? (config.metricsPort ?? null) : config.port;
    let url: string | null = null;
    if (listenPort !== null) {
      await app.listen({ port: listenPort, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : listenPort;
      url = derivedPublicUrl(config.host, port);
      // PORT=0 picks the port at listen: a derived address learns it now, before any link is made.
      if (config.publicUrlDerived && config.port === 0 && role !== 'worker') config.publicUrl = url;
    } else {
      await app.ready();
    }
    // Checkers (issue 4 §3): roles all and worker run the scheduler; stopped before the app and database close.
    const monitoring: Monitoring | null = role === 'api' ? null : await startMonitoring(app);
    // Notifications (issue 7): the delivery worker runs beside the checkers; app.close() stops it before the database.
    if (role !== 'api') (app as Partial<FastifyInstance>).notifications?.start();
    logger.info(
      {
        role,
        database: 'postgres',
        url: role === 'worker' ? url : config.publicUrl,
      },
      role === 'worker'
        ? url
          ? `Hlídka worker is running (metrics and health on ${url})`
          : 'Hlídka worker is running'
        : startMessage(config, url),
    );
    if (!config.smtp) logger.info(`E-mail goes to ${config.dataDir}/outbox (SMTP_URL is not set)`);
    const running = app;
    let closing: Promise<void> | null = null;
    return {
      app: running,
      database,
      url,
      close() {
        closing ??= (async () => {
          // Requests get 10 s to finish; then remaining connections are cut.
          const cut = setTimeout(() => running.server.closeAllConnections(), 10_000);
          cut.unref();
          try {
            await monitoring?.stop().catch((error) => logger.error({ err: error }, 'Stopping the checkers failed'));
            await running.close();
          } finally {
            clearTimeout(cut);
            await database.close();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * The start line of roles all and api: the one address every link uses (e-mails, webhooks, status pages, OpenAPI), and
 * where it came from and how to change it.
 */
export function startMessage(config: Pick<Config, 'publicUrl' | 'publicUrlDerived'>, listening: string | null): string {
  const address = config.publicUrl;
  if (config.publicUrlDerived) {
    return `Hlídka is running on ${address} (API docs: ${address}/api/docs). Links in e-mails, webhooks and status pages use this address; PUBLIC_URL is not set: set it to the address your users open (e.g. PUBLIC_URL=https://hlidka.example.cz) to change it.`;
  }
  return `Hlídka is running on ${address} (API docs: ${address}/api/docs), listening on ${listening}. Links in e-mails, webhooks and status pages use this address, from PUBLIC_URL.`;
}

/** Remember the installation id (first start) and when and as what this process last started. */
async function recordStart(database: Database, role: Role) {
  const now = new Date();
  await database.db
    .insert(appMeta)
    .values({ key: 'installation', value: { id: randomUUID(), firstStartedAt: now.toISOString() } })
    .onConflictDoNothing();
  await database.db
    .insert(appMeta)
    .values({ key: 'last_start', value: { at: now.toISOString(), role, pid: process.pid } })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: now } });
}
