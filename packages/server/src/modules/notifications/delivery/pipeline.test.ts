import { expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { NotificationPipeline } from './pipeline';

describeEachApp('notification pipeline timer', (t) => {
  /** Wait until `condition` holds, checking at each of the pipeline's ticks (never for a fixed time). */
  async function until(condition: () => boolean) {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('runs a round at every tick (other processes write the outbox)', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const pipeline = new NotificationPipeline(t.app);
    pipeline.start(10);
    try {
      await until(() => pipeline.counts.rounds >= 1);
      const { ticks, rounds } = pipeline.counts;
      await until(() => pipeline.counts.ticks >= ticks + 20);
      expect(pipeline.counts.rounds - rounds).toBeGreaterThanOrEqual(19);
    } finally {
      await pipeline.stop();
    }
  });
});
