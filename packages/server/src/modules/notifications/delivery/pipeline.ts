import { randomUUID } from 'node:crypto';
import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type RepeatingTask, repeat } from '../../../background/tasks';
import { type CreatedNotification, notificationDeliveries } from '../../../db/schema/notifications';
import { scheduleShiftNotices } from '../../on-call/shift-notices';
import { scheduleMaintenanceNotices } from '../../status-pages/maintenance-notices';
import { workerContext } from './context';
import { foldDigests } from './digest';
import { scheduleEscalationSteps } from './escalation-steps';
import { processOutbox } from './fanout';
import { pruneOutbox } from './prune';
import { scheduleReminders } from './reminders';
import { ROUND_INTERVAL_MS } from './round-interval';
import { scheduleWeeklySummaries } from './weekly-summary';
import { deliverDue, probeRound } from './worker';

/** Finished deliveries (and their attempts) are kept this long for the channel's history. */
const KEEP_DELIVERIES_MS = 30 * 24 * 60 * 60_000;

export interface RunSummary {
  notifications: number;
  /** Reminders, escalations (rules' and policies' steps) and maintenance notices scheduled. */
  reminders: number;
  sent: number;
}

/**
 * The notification worker of one process (`app.notifications`): outbox → notifications and deliveries, reminders and
 * escalations, sending what is due, pruning. `runOnce()` does one round (tests call it after moving `app.clock`);
 * `start()` runs rounds every second in roles `all` and `worker`.
 */
export class NotificationPipeline {
  readonly workerId = `notify-${randomUUID()}`;
  /** The timer's ticks, and the rounds run (by the timer or `runOnce`). */
  readonly counts = { ticks: 0, rounds: 0 };
  #app: FastifyInstance;
  #rounds: RepeatingTask | null = null;
  #running: Promise<RunSummary> | null = null;
  #stopped = false;
  #lastPrune = 0;
  #lastReminders = Number.NEGATIVE_INFINITY;
  #lastSummaries = Number.NEGATIVE_INFINITY;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /** One round; concurrent callers in this process share the round in progress and then run their own. */
  async runOnce(): Promise<RunSummary> {
    while (this.#running) await this.#running.catch(() => {});
    this.#running = this.#round();
    try {
      return await this.#running;
    } finally {
      this.#running = null;
    }
  }

  async #round(): Promise<RunSummary> {
    const app = this.#app;
    const now = app.clock.now();
    this.counts.rounds += 1;
    const work = await probeRound(app.db, now);
    let created: CreatedNotification[] = [];
    while (work.outbox) {
      const batch = await processOutbox(app.db, { now });
      created = created.concat(batch);
      this.#announce(batch);
      if (batch.length === 0) break;
    }
    // Deliveries created in this round (fan-out, reminders, summaries) are sent in this round too.
    let deliveriesDue = work.deliveries || work.outbox;
    // Reminders (and maintenance notices) are minutes apart: looking every 10 s is plenty (a clock moved back, in
    // tests, looks again).
    let reminders = 0;
    const sinceReminders = now.getTime() - this.#lastReminders;
    const remindersDue = sinceReminders >= 10_000 || sinceReminders < 0;
    // Escalation policies' steps: the first as soon as an incident's "opened" is fanned out, the next ones after waits.
    if (work.outbox || remindersDue) {
      const steps = await scheduleEscalationSteps(app.db, now);
      reminders += steps;
      deliveriesDue ||= steps > 0;
    }
    if (remindersDue) {
      this.#lastReminders = now.getTime();
      reminders += await scheduleReminders(app.db, now);
      // Planned maintenance nears: status pages' subscribers are told once per occurrence.
      reminders += await scheduleMaintenanceNotices(app.db, now);
      // On-call shifts near: their people are told once per shift.
      reminders += await scheduleShiftNotices(app.db, now);
      deliveriesDue ||= reminders > 0;
    }
    const sinceSummaries = now.getTime() - this.#lastSummaries;
    if (sinceSummaries >= 10 * 60_000 || sinceSummaries < 0) {
      this.#lastSummaries = now.getTime();
      deliveriesDue ||= (await scheduleWeeklySummaries(app.db, now)) > 0;
    }
    let sent = 0;
    if (deliveriesDue) {
      await foldDigests(app.db, now);
      sent = await deliverDue(workerContext(app, this.workerId));
    }
    if (now.getTime() - this.#lastPrune > 10 * 60_000) {
      this.#lastPrune = now.getTime();
      await pruneOutbox(app.db, now);
      await app.db
        .delete(notificationDeliveries)
        .where(
          and(
            inArray(notificationDeliveries.status, ['sent', 'failed', 'cancelled']),
            lt(notificationDeliveries.updatedAt, new Date(now.getTime() - KEEP_DELIVERIES_MS)),
          ),
        );
    }
    return { notifications: created.length, reminders, sent };
  }

  #announce(created: CreatedNotification[]) {
    const events = this.#app.events;
    if (!events) return;
    for (const notification of created) {
      events.publish({
        scope: { userId: notification.userId, teamId: null },
        event: {
          type: 'notification.created',
          notificationId: notification.id,
          incidentId: notification.incidentId,
          at: this.#app.clock.now().toISOString(),
        },
      });
    }
  }

  /** Run a round every `intervalMs` until `stop()`. */
  start(intervalMs = ROUND_INTERVAL_MS): void {
    if (this.#rounds || this.#stopped) return;
    this.#rounds = repeat({
      run: async () => {
        this.counts.ticks += 1;
        await this.runOnce();
      },
      everyMs: intervalMs,
      log: this.#app.log,
      failure: 'Notification round failed',
    });
  }

  /** Stop the timer and wait for the round in progress (sends in flight are finished and recorded). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#rounds?.stop();
    this.#rounds = null;
    await this.#running?.catch(() => {});
  }
}
