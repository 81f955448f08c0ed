import { HEARTBEAT_OUTPUT_LIMIT_BYTES, type HeartbeatRun, type HeartbeatSignal } from '@hlidka/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { HEARTBEAT_RUNS_KEPT, type HeartbeatRunRow, heartbeatRuns } from '../../db/schema/heartbeat-runs';
import { websites } from '../../db/schema/monitoring';
import type { Db, Tx } from '../../db/types';
import { notifyInTransaction } from '../../events/notify';
import { checkWebsiteNow } from '../../monitoring/scheduler/schedule';

/** What a job sent: the signal, its exit status when it gave one, and its output (the request body). */
export interface SignalReport {
  signal: HeartbeatSignal;
  exitStatus?: number | null;
  body?: Buffer | string | null;
}

/** The job's output as a run keeps it: text without NUL bytes, cut to the limit (and said so); null when empty. */
export function runOutput(body: Buffer | string | null | undefined): { output: string | null; truncated: boolean } {
  if (body === null || body === undefined) return { output: null, truncated: false };
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (bytes.length === 0) return { output: null, truncated: false };
  const truncated = bytes.length > HEARTBEAT_OUTPUT_LIMIT_BYTES;
  const kept = truncated ? bytes.subarray(0, HEARTBEAT_OUTPUT_LIMIT_BYTES) : bytes;
  // A character cut in half at the limit decodes to U+FFFD: dropped rather than shown.
  const text = new TextDecoder('utf-8').decode(kept).replaceAll('\u0000', '');
  return { output: truncated ? text.replace(/\uFFFD+$/, '') : text, truncated };
}

/**
 * A heartbeat signal. A success or a failure ends a run: it is remembered on the website (a success with the duration
 * of the run its `/start` began, at least 1 ms) and in the run history with the job's output, and judged at once, so
 * that its check lands now. A start opens a run (judged at once when the heartbeat has a longest run time, so that
 * the schedule wakes at its end). Answers false for an unknown token.
 */
export async function recordSignal(db: Db, token: string, report: SignalReport, now: Date): Promise<boolean> {
  const { signal } = report;
  const found = await db.transaction(async (tx) => {
    const [site] = await tx
      .select({
        id: websites.id,
        status: websites.status,
        runStartedAt: websites.runStartedAt,
        settings: websites.settings,
        ownerId: websites.ownerId,
        teamId: websites.teamId,
      })
      .from(websites)
      .where(and(eq(websites.heartbeatToken, token), eq(websites.type, 'heartbeat')))
      .for('update');
    if (!site) return null;
    // The run history changed: open pages refresh it (delivered at commit; a /start records no check to announce it).
    await notifyInTransaction(tx, {
      scope: { userId: site.ownerId, teamId: site.teamId },
      event: { type: 'heartbeat.signal', websiteId: site.id, signal, at: now.toISOString() },
    });
    if (signal === 'start') {
      await tx.update(websites).set({ runStartedAt: now }).where(eq(websites.id, site.id));
      await tx.insert(heartbeatRuns).values({ websiteId: site.id, startedAt: now, createdAt: now });
      await pruneRuns(tx, site.id);
      return site;
    }
    const started = site.runStartedAt;
    const durationMs = started === null ? null : Math.max(1, now.getTime() - started.getTime());
    await tx
      .update(websites)
      .set({
        lastPingAt: now,
        lastPingFailed: signal === 'fail',
        lastRunMs: signal === 'success' ? durationMs : null,
        runStartedAt: null,
      })
      .where(eq(websites.id, site.id));
    const { output, truncated } = runOutput(report.body);
    const ending = {
      endedAt: now,
      durationMs,
      outcome: signal === 'success' ? ('success' as const) : ('failed' as const),
      exitStatus: report.exitStatus ?? null,
      output,
      outputTruncated: truncated,
    };
    const [open] =
      started === null
        ? []
        : await tx
            .select({ id: heartbeatRuns.id })
            .from(heartbeatRuns)
            .where(
              and(
                eq(heartbeatRuns.websiteId, site.id),
                eq(heartbeatRuns.startedAt, started),
                isNull(heartbeatRuns.endedAt),
              ),
            )
            .orderBy(desc(heartbeatRuns.createdAt))
            .limit(1);
    if (open) await tx.update(heartbeatRuns).set(ending).where(eq(heartbeatRuns.id, open.id));
    else {
      await tx
        .insert(heartbeatRuns)
        .values({ websiteId: site.id, startedAt: started, createdAt: started ?? now, ...ending });
      await pruneRuns(tx, site.id);
    }
    return site;
  });
  if (!found) return false;
  const judge = signal !== 'start' || (found.settings.type === 'heartbeat' && found.settings.maxRunSeconds !== null);
  if (judge && found.status !== 'paused') await checkWebsiteNow(db, found.id, now);
  return true;
}

/** Keeps the newest `HEARTBEAT_RUNS_KEPT` runs of a website. */
async function pruneRuns(tx: Tx, websiteId: string) {
  const [oldest] = await tx
    .select({ createdAt: heartbeatRuns.createdAt })
    .from(heartbeatRuns)
    .where(eq(heartbeatRuns.websiteId, websiteId))
    .orderBy(desc(heartbeatRuns.createdAt))
    .offset(HEARTBEAT_RUNS_KEPT - 1)
    .limit(1);
  if (oldest) {
    await tx
      .delete(heartbeatRuns)
      .where(and(eq(heartbeatRuns.websiteId, websiteId), lt(heartbeatRuns.createdAt, oldest.createdAt)));
  }
}

function toRun(row: HeartbeatRunRow, runStartedAt: Date | null): HeartbeatRun {
  return {
    id: row.id,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    outcome: row.outcome,
    running: row.endedAt === null && row.startedAt !== null && runStartedAt?.getTime() === row.startedAt.getTime(),
    exitStatus: row.exitStatus,
    output: row.output,
    outputTruncated: row.outputTruncated,
  };
}

/** A heartbeat's newest runs (the caller has checked the website is visible). */
export async function listRuns(
  db: Db,
  website: { id: string; runStartedAt: Date | null },
  limit: number,
): Promise<HeartbeatRun[]> {
  const rows = await db
    .select()
    .from(heartbeatRuns)
    .where(eq(heartbeatRuns.websiteId, website.id))
    .orderBy(desc(heartbeatRuns.createdAt), sql`${heartbeatRuns.id} desc`)
    .limit(limit);
  return rows.map((row) => toRun(row, website.runStartedAt));
}
