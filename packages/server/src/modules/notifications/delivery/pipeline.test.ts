import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notificationDeliveries } from '../../../db/schema/notifications';
import { noteOutboxWrite } from '../../../events/outbox-writes';
import { describeEachApp } from '../../../testing/app';
import { openIncident } from '../../../testing/notifications';
import { registerUser } from '../../../testing/teams';
import { insertDeliveries } from './insert';
import { IDLE_LOOK_MS, NotificationPipeline } from './pipeline';

describeEachApp('notification pipeline timer', (t) => {
  /** Wait until `condition` holds, checking at each of the pipeline's ticks (never for a fixed time). */
  async function until(condition: () => boolean) {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** Let 20 ticks pass and answer how many rounds ran meanwhile. */
  async function roundsOverTwentyTicks(pipeline: NotificationPipeline) {
    const { ticks, rounds } = pipeline.counts;
    await until(() => pipeline.counts.ticks >= ticks + 20);
    return pipeline.counts.rounds - rounds;
  }

  /** Ticks until one full stretch of 20 passes without a round (a round that found work looks again once). */
  async function quiet(pipeline: NotificationPipeline) {
    while ((await roundsOverTwentyTicks(pipeline)) > 0);
  }

  it('on PGlite looks when this process wrote the outbox, a delivery is due or the idle interval passed; on PostgreSQL at every tick', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const pipeline = new NotificationPipeline(t.app);
    pipeline.start(10);
    try {
      await until(() => pipeline.counts.rounds >= 1);
      if (t.kind === 'postgres') {
        // Other processes write the outbox: every tick is a round.
        expect(await roundsOverTwentyTicks(pipeline)).toBeGreaterThanOrEqual(19);
        return;
      }
      await quiet(pipeline);
      expect(await roundsOverTwentyTicks(pipeline)).toBe(0);

      // An incident opened in this process writes the outbox: the next tick fans it out.
      const user = await registerUser(t.app);
      const before = pipeline.counts.rounds;
      await openIncident(t.database, user.user.id, { name: 'Obchod' });
      await until(() => pipeline.counts.rounds > before);
      await quiet(pipeline);

      // A bare note of a write (a transaction that rolled back) costs one look.
      const noted = pipeline.counts.rounds;
      noteOutboxWrite();
      await until(() => pipeline.counts.rounds > noted);
      await quiet(pipeline);

      // A delivery waiting for its time (a retry, the end of quiet hours): the look it was made in read its due time.
      const due = new Date(t.clock.now().getTime() + 4000);
      await insertDeliveries(
        t.db,
        [
          {
            dedupKey: `pipeline-test:${user.user.id}`,
            userId: user.user.id,
            channelId: null,
            kind: 'account_email',
            purpose: 'event',
            event: 'incident.opened',
            payload: {
              event: 'incident.opened',
              at: due.toISOString(),
              website: { id: user.user.id, name: 'Obchod', url: 'https://obchod.example.cz/' },
              incident: { id: user.user.id, status: 'open', causeCode: 'timeout', causeMessage: null },
              actorName: null,
            },
            notificationId: null,
            incidentId: null,
            websiteId: null,
            nextAttemptAt: due,
          },
        ],
        t.clock.now(),
      );
      noteOutboxWrite();
      await quiet(pipeline);
      const waiting = pipeline.counts.rounds;
      t.clock.advance(3000);
      expect(await roundsOverTwentyTicks(pipeline)).toBe(0);
      t.clock.advance(1000);
      await until(() => pipeline.counts.rounds > waiting);
      await quiet(pipeline);
      const [sent] = await t.db
        .select({ status: notificationDeliveries.status })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.dedupKey, `pipeline-test:${user.user.id}`));
      expect(sent?.status).toBe('sent');

      // Nothing written: the idle interval brings the next look (reminders, summaries).
      const idle = pipeline.counts.rounds;
      t.clock.advance(IDLE_LOOK_MS - 1000);
      expect(await roundsOverTwentyTicks(pipeline)).toBe(0);
      t.clock.advance(1000);
      await until(() => pipeline.counts.rounds > idle);
    } finally {
      await pipeline.stop();
    }
  });
});
