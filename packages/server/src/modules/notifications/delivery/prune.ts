import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/types';

/** Processed outbox rows older than `keepMs` (the live-event relay reads them shortly after commit). */
export async function pruneOutbox(db: DbOrTx, now: Date, keepMs = 60 * 60_000): Promise<number> {
  const result = await db.execute(
    sql`delete from outbox where processed_at is not null and processed_at < ${new Date(now.getTime() - keepMs).toISOString()}::timestamptz`,
  );
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
