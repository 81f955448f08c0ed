import { PLAN_TABLE } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { DEFAULT_PLAN_ID, PLANS } from '../../plans/config';

/**
 * Days each plan keeps the audit log, as SQL (`case plan_id when 'free' then 30 … end`), from the plan table: the
 * one place plans are set.
 */
function retentionDaysByPlan() {
  const cases = PLANS.map((plan) => sql`when ${plan.id}::text then ${PLAN_TABLE[plan.id].auditRetentionDays}::int`);
  return sql`(case plan_id ${sql.join(cases, sql` `)} else ${PLAN_TABLE[DEFAULT_PLAN_ID].auditRetentionDays}::int end)`;
}

/**
 * Delete the audit entries older than their plan keeps them: a team's by the plan of the team's owner, a personal
 * one's by its owner's (without a plan row, or once the team or owner is gone: the default plan). This is the only
 * path that deletes entries: it marks its transaction (`hlidka.audit_retention`) and the table's trigger lets exactly
 * such deletes through. Returns how many went.
 */
export async function pruneAuditEvents(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hlidka.audit_retention', 'on', true)`);
    const result = await tx.execute<{ id: string }>(sql`
      with scoped as (
        select a.id, a.created_at, coalesce(up.plan_id, ${DEFAULT_PLAN_ID}) as plan_id
        from audit_events a
        left join team_members tm on tm.team_id = a.team_id and tm.role = 'owner'
        left join user_plans up on up.user_id = case when a.team_id is null then a.owner_id else tm.user_id end
      )
      delete from audit_events e using scoped s
      where e.id = s.id
        and s.created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${retentionDaysByPlan()})
      returning e.id`);
    return result.rows.length;
  });
}
