import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { workers } from '../../db/schema/monitoring';
import type { Db, DbOrTx } from '../../db/types';

export interface WorkerIdentity {
  id: string;
  region: string;
}

/** Insert or refresh this worker's row (start and every heartbeat). */
export async function heartbeatWorker(
  db: Db,
  identity: WorkerIdentity,
  state: {
    startedAt: Date;
    now: Date;
    healthy: boolean;
    unhealthySince: Date | null;
    checks: number;
    failures: number;
  },
) {
  await db
    .insert(workers)
    .values({
      id: identity.id,
      region: identity.region,
      hostname: hostname(),
      pid: process.pid,
      startedAt: state.startedAt,
      heartbeatAt: state.now,
      healthy: state.healthy,
      unhealthySince: state.unhealthySince,
      checksLastMinute: state.checks,
      failuresLastMinute: state.failures,
    })
    .onConflictDoUpdate({
      target: workers.id,
      set: {
        heartbeatAt: state.now,
        healthy: state.healthy,
        unhealthySince: state.unhealthySince,
        checksLastMinute: state.checks,
        failuresLastMinute: state.failures,
        stoppedAt: null,
      },
    });
}

export async function markWorkerStopped(db: Db, id: string, now: Date) {
  await db.update(workers).set({ stoppedAt: now }).where(sql`${workers.id} = ${id}`);
}

/** Workers that reported in the last `staleMs` and have not stopped. */
export async function listWorkers(db: DbOrTx, now: Date, staleMs: number) {
  const rows = await db
    .select()
    .from(workers)
    .where(
      sql`${workers.heartbeatAt} > ${new Date(now.getTime() - staleMs).toISOString()}::timestamptz and ${workers.stoppedAt} is null`,
    );
  return rows;
}

/**
 * Forget workers not heard from for a day, stopped or not: every process start reports under a new id, and the
 * dashboard lists only the last day's workers.
 */
export async function pruneWorkers(db: Db, now: Date) {
  await db
    .delete(workers)
    .where(sql`${workers.heartbeatAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`);
}
