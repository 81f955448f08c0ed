import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';

/** How often e-mails of one purpose may go to one key (an address, a user). */
export interface MailRule {
  /** Stored with each allowance: one name per rule, never reused for another. */
  purpose: string;
  periodMs: number;
  /** E-mails per key and period (default 1). */
  max?: number;
  /** Least time between two e-mails within a period (default none). */
  gapMs?: number;
}

/** A granted e-mail; `release()` gives it back when the e-mail could not be sent, so the next request may try. */
export interface MailAllowance {
  release(): Promise<void>;
}

/**
 * Claim one e-mail of `rule` for `key` at `now`: the allowance, or null when the rule refuses it. The database decides
 * in one statement (an upsert whose update applies only while the rule allows), so of any number of concurrent claims
 * exactly as many succeed as the rule allows.
 */
export async function claimMail(db: DbOrTx, rule: MailRule, key: string, now: Date): Promise<MailAllowance | null> {
  const at = now.toISOString();
  const periodCutoff = new Date(now.getTime() - rule.periodMs).toISOString();
  const gapCutoff = new Date(now.getTime() - (rule.gapMs ?? 0)).toISOString();
  const result = await db.execute<{ period_start: string | Date }>(sql`
    insert into mail_allowances as a (purpose, key, period_start, sent_in_period, last_sent_at)
    values (${rule.purpose}, ${key}, ${at}::timestamptz, 1, ${at}::timestamptz)
    on conflict (purpose, key) do update set
      period_start = case when a.period_start <= ${periodCutoff}::timestamptz then excluded.period_start else a.period_start end,
      sent_in_period = case when a.period_start <= ${periodCutoff}::timestamptz then 1 else a.sent_in_period + 1 end,
      last_sent_at = excluded.last_sent_at
    where a.period_start <= ${periodCutoff}::timestamptz
       or (a.sent_in_period < ${rule.max ?? 1} and a.last_sent_at <= ${gapCutoff}::timestamptz)
    returning a.period_start`);
  const row = result.rows[0];
  if (!row) return null;
  const periodStart = new Date(row.period_start).toISOString();
  return {
    async release() {
      await db.execute(sql`
        update mail_allowances set sent_in_period = sent_in_period - 1
        where purpose = ${rule.purpose} and key = ${key}
          and period_start = ${periodStart}::timestamptz and sent_in_period > 0`);
    },
  };
}

/** Forget allowances whose rule's period has ended (they no longer refuse anything). */
export async function pruneMailAllowances(db: DbOrTx, rules: readonly MailRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const cutoff = new Date(now.getTime() - rule.periodMs).toISOString();
    await db.execute(
      sql`delete from mail_allowances where purpose = ${rule.purpose} and period_start <= ${cutoff}::timestamptz`,
    );
  }
}
