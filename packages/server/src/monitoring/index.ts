import type { FastifyInstance } from 'fastify';
import { repeat } from '../background/tasks';
import { recordChanges } from './changes/record';
import { recordDomainExpiryWarnings } from './incidents/domain-expiry';
import { processCheckOutcomes } from './incidents/engine';
import { recordTlsExpiryWarnings } from './incidents/tls-expiry';
import { publishLandedChecks } from './landed-events';
import { pruneCheckHistory } from './retention/prune';
import { listWindowStart, rollListFigures } from './rollups/list-figures';
import { Scheduler, type SchedulerOptions } from './scheduler/scheduler';

export { Scheduler } from './scheduler/scheduler';

export interface Monitoring {
  scheduler: Scheduler;
  stop(): Promise<void>;
}

/**
 * Start the checkers of this process (roles `all` and `worker`): the scheduler, the batch writer wired to the incident
 * engine and live events, and pruning every 10 minutes (check history, batch ids, workers gone for a day).
 */
export async function startMonitoring(
  app: FastifyInstance,
  options: Partial<Omit<SchedulerOptions, 'db' | 'region' | 'allowPrivateTargets'>> = {},
): Promise<Monitoring> {
  const scheduler = new Scheduler({
    db: app.db,
    region: app.config.region,
    allowPrivateTargets: app.config.allowPrivateTargets,
    rdapBaseUrl: app.config.rdapBaseUrl,
    localAddress: app.config.checkSourceAddress,
    log: app.log,
    statsFile: app.config.monitoring.statsFile,
    // Tests and benchmarks shorten leases to see a dead worker's websites taken over quickly.
    leaseMarginMs: app.config.monitoring.leaseMarginMs,
    ...options,
    hooks: {
      inTransaction: async (tx, outcomes, now) => {
        await processCheckOutcomes(tx, outcomes, now);
        await recordTlsExpiryWarnings(tx, outcomes, now);
        await recordDomainExpiryWarnings(tx, outcomes, now);
        await recordChanges(tx, outcomes, now);
      },
      // An app built without the events module (a test of a few modules) has no one to tell.
      afterCommit: app.hasDecorator('events') ? publishLandedChecks(app.events) : undefined,
      ...options.hooks,
    },
  });
  await scheduler.start();
  // The metrics endpoint (when on) reads this process's checker figures at scrape time.
  if (app.hasDecorator('metrics')) app.metrics.watchScheduler(scheduler);
  const pruning = repeat({
    run: () => pruneCheckHistory(app.db, { now: new Date(), defaultPlan: app.config.defaultPlan }),
    firstAfterMs: 60_000,
    everyMs: 10 * 60_000,
    log: app.log,
    failure: 'Pruning check history failed',
  });
  // The websites list's 30-day figures move with the UTC day: at start, then within a minute of midnight.
  let rolledFor = 0;
  const rolling = repeat({
    run: async () => {
      const now = app.clock.now();
      const window = listWindowStart(now).getTime();
      if (window === rolledFor) return;
      await rollListFigures(app.db, now);
      rolledFor = window;
    },
    firstAfterMs: 0,
    everyMs: 60_000,
    log: app.log,
    failure: 'Moving the websites list figures to a new day failed',
  });
  return {
    scheduler,
    async stop() {
      await Promise.all([pruning.stop(), rolling.stop(), scheduler.stop()]);
    },
  };
}
