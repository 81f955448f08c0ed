import type { Metric, Registry } from 'prom-client';
import { STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../../monitoring/results/codes';
import { WRITE_TIME_BOUNDS_SECONDS } from '../../monitoring/results/write-time';
import type { Scheduler } from '../../monitoring/scheduler/scheduler';

type Sample = { value: number; labels: Record<string, string | number>; metricName?: string };
type MetricType = 'counter' | 'gauge' | 'histogram';

/** A metric whose samples are read from the checker's own counters at scrape time: nothing is counted twice. */
function readOnlyMetric(name: string, help: string, type: MetricType, samples: () => Sample[]): Metric<string> {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: samples() }),
  } as unknown as Metric<string>;
}

/** Histogram samples (`_bucket` with `le`, `_sum`, `_count`) from cumulative counts at ascending bounds. */
function histogramSamples(
  name: string,
  boundsSeconds: readonly number[],
  cumulative: number[],
  sum: number,
  count: number,
) {
  const samples: Sample[] = boundsSeconds.map((bound, i) => ({
    metricName: `${name}_bucket`,
    labels: { le: bound },
    value: cumulative[i] ?? 0,
  }));
  samples.push({ metricName: `${name}_bucket`, labels: { le: '+Inf' }, value: count });
  samples.push({ metricName: `${name}_sum`, labels: {}, value: sum });
  samples.push({ metricName: `${name}_count`, labels: {}, value: count });
  return samples;
}

/** Schedule lag buckets (seconds): a check on time starts within milliseconds of its slot. */
export const LAG_BOUNDS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60] as const;

/**
 * The checker figures of this process's scheduler, read when Prometheus scrapes: checks by result (rate() gives
 * checks/s), schedule lag, checks held and running, results waiting to be written, the database time of each result
 * batch, and whether this worker can reach the network.
 */
export function registerCheckerFigures(registry: Registry, scheduler: Scheduler) {
  const region = scheduler.region;
  const add = (metric: Metric<string>) => registry.registerMetric(metric);
  add(
    readOnlyMetric('hlidka_checks_total', 'Checks done by this process, by the result recorded.', 'counter', () => [
      { labels: { region, result: 'up' }, value: scheduler.checksByState[STATE_UP] },
      { labels: { region, result: 'down' }, value: scheduler.checksByState[STATE_DOWN] },
      { labels: { region, result: 'no_data' }, value: scheduler.checksByState[STATE_NO_DATA] },
    ]),
  );
  add(
    readOnlyMetric(
      'hlidka_schedule_lag_seconds',
      'How late checks started after their scheduled time.',
      'histogram',
      () => {
        const lag = scheduler.lag;
        const cumulative = lag.countsAtMost(LAG_BOUNDS_SECONDS.map((s) => s * 1000));
        return histogramSamples(
          'hlidka_schedule_lag_seconds',
          LAG_BOUNDS_SECONDS,
          cumulative,
          lag.sumMs / 1000,
          lag.count,
        );
      },
    ),
  );
  const gauge = (name: string, help: string, value: () => number) =>
    add(readOnlyMetric(name, help, 'gauge', () => [{ labels: { region }, value: value() }]));
  gauge(
    'hlidka_checks_held',
    'Checks claimed by this process and not finished (waiting for their time or running).',
    () => scheduler.stats().held,
  );
  gauge('hlidka_checks_running', 'Checks running now.', () => scheduler.stats().active);
  gauge(
    'hlidka_checks_waiting_for_slot',
    'Due checks waiting for a free slot (all slots busy).',
    () => scheduler.stats().waitingForSlot,
  );
  gauge(
    'hlidka_check_results_pending',
    'Check results waiting to be written to the database.',
    () => scheduler.writer.pending,
  );
  gauge('hlidka_checker_network_healthy', 'Whether this checker can reach the network (1) or not (0).', () =>
    scheduler.health.healthy() ? 1 : 0,
  );
  add(
    readOnlyMetric('hlidka_check_results_written_total', 'Check results written to the database.', 'counter', () => [
      { labels: { region }, value: scheduler.writer.written },
    ]),
  );
  add(
    readOnlyMetric(
      'hlidka_check_results_dropped_total',
      'Check results given up (the database was away too long).',
      'counter',
      () => [{ labels: { region }, value: scheduler.writer.dropped }],
    ),
  );
  add(
    readOnlyMetric(
      'hlidka_check_result_write_seconds',
      'Database time of each batch of check results (one transaction; failed attempts included).',
      'histogram',
      () => {
        const time = scheduler.writer.writeTime;
        return histogramSamples(
          'hlidka_check_result_write_seconds',
          WRITE_TIME_BOUNDS_SECONDS,
          time.cumulative(),
          time.sumSeconds,
          time.count,
        );
      },
    ),
  );
}
