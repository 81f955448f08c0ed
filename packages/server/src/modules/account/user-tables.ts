import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { usableTeamIds } from '../access/scope';

export interface UserReference {
  table: string;
  column: string;
  /** Things with an owner and maybe a team (`owner_id`, `team_id`): their team rows follow the access scope. */
  teamScoped: boolean;
}

/**
 * Every (table, column) with a foreign key to `users`, read from the catalogue: tables other modules add later are
 * covered without a list to keep in step.
 */
export async function userReferences(db: DbOrTx): Promise<UserReference[]> {
  const result = await db.execute<{ table: string; column: string; team_scoped: boolean }>(sql`
    select cl.relname as "table", a.attname as "column",
      a.attname = 'owner_id' and exists (
        select 1 from pg_attribute t where t.attrelid = cl.oid and t.attname = 'team_id' and not t.attisdropped
      ) as team_scoped
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'
    order by cl.relname, a.attname`);
  return result.rows.map((r) => ({
    table: String(r.table),
    column: String(r.column),
    teamScoped: r.team_scoped === true,
  }));
}

/**
 * The rows of `table` whose `column` is the user; of a team's rows (a website the user added to a team) only those of
 * teams the user may use (the access scope: a member the two-factor requirement shuts out exports none of them).
 */
export async function rowsOf(db: DbOrTx, ref: UserReference, userId: string): Promise<Record<string, unknown>[]> {
  const scope = ref.teamScoped ? sql` and (team_id is null or team_id in ${usableTeamIds(userId)})` : sql``;
  const result = await db.execute(
    sql`select * from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${userId}${scope}`,
  );
  return result.rows;
}

/** How many rows of each referencing table point at the user (zero everywhere after a deletion). */
export async function countUserRows(db: DbOrTx, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const ref of await userReferences(db)) {
    const result = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${userId}`,
    );
    const key = `${ref.table}.${ref.column}`;
    counts[key] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
