import { inArray, sql } from 'drizzle-orm';
import { websites } from '../db/schema/monitoring';
import type { Db, DbOrTx } from '../db/types';
import { type CheckRecord, ResultWriter } from '../monitoring/results/writer';
import { type RollupInput, rollupStatements } from '../monitoring/rollups/upsert';

/**
 * Write finished checks the way the scheduler does, through the result writer (raw rows, rollups, schedules and list
 * figures), each with its website's `seq` looked up.
 */
export async function writeChecks(db: Db, records: readonly CheckRecord[]): Promise<void> {
  const seqs = await db
    .select({ id: websites.id, seq: websites.seq })
    .from(websites)
    .where(inArray(websites.id, [...new Set(records.map((r) => r.websiteId))]));
  const writer = new ResultWriter({ db, maxBatch: 500 });
  for (const r of records) writer.add({ ...r, websiteSeq: seqs.find((s) => s.id === r.websiteId)?.seq ?? 0 });
  await writer.close();
}

/** Add checks to the hourly and daily rollups alone (no raw rows): a long history without writing it check by check. */
export async function upsertRollups(db: DbOrTx, records: readonly RollupInput[]): Promise<void> {
  const { hourly, daily } = rollupStatements(records, sql`websites`);
  for (const statement of [hourly, daily]) if (statement) await db.execute(statement);
}
