import { collectDefaultMetrics, Registry } from 'prom-client';
import { AppError } from '../../http/app-error';
import type { Scheduler } from '../../monitoring/scheduler/scheduler';
import { defineModule } from '../define-module';
import { metricsScope } from './access';
import { registerCheckerFigures } from './checker-figures';
import { metricsMessages } from './messages';
import { addWebsiteGauges, WebsiteFiguresCache } from './website-gauges';

export interface MetricsHub {
  /** The checkers of this process (roles all and worker): their figures join the operator's scrape. */
  watchScheduler(scheduler: Scheduler): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsHub;
  }
}

/**
 * GET /metrics (issue 18 §5): Prometheus text exposition. Off (404) unless METRICS_TOKEN is set. The operator's token
 * sees every website plus this process's figures (checker and Node.js defaults); a user's API key sees their own and
 * their teams' websites.
 *
 * On a `--role worker` process (its METRICS_PORT listener) only the operator's token is taken, and the scrape is this
 * worker's figures alone: the website gauges come from the database and are the API process's to give (the same
 * series from every worker would only be counted several times).
 */
export const metricsModule = defineModule('metrics', { dependencies: ['auth'], shared: true }, async (app) => {
  const processRegistry = new Registry();
  let scheduler: Scheduler | null = null;
  const token = app.config.metricsToken ?? null;
  if (token) collectDefaultMetrics({ register: processRegistry });
  app.decorate('metrics', {
    watchScheduler(watched: Scheduler) {
      if (!token || scheduler) return;
      scheduler = watched;
      registerCheckerFigures(processRegistry, watched);
    },
  } satisfies MetricsHub);

  const websites = new WebsiteFiguresCache(app.db);
  const worker = app.role === 'worker';
  app.get('/metrics', { schema: { hide: true }, config: { servedByWorker: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND', metricsMessages.disabled);
    const now = app.clock.now();
    const scope = await metricsScope(request, app.db, token, now, { operatorOnly: worker });
    if (worker) {
      return reply
        .header('cache-control', 'no-store')
        .type(processRegistry.contentType)
        .send(await processRegistry.metrics());
    }
    const registry = new Registry();
    addWebsiteGauges(registry, await websites.get(scope, Date.now()), {
      now: now.getTime(),
      certificateExpiry: scheduler?.certificateExpiry,
    });
    const text =
      scope.kind === 'operator'
        ? await Registry.merge([processRegistry, registry]).metrics()
        : await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
});
