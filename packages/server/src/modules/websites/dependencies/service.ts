import type { WebsiteDependenciesData, WebsiteDependsOn } from '@hlidka/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { type WebsiteRow, websites } from '../../../db/schema/monitoring';
import { websiteGroups } from '../../../db/schema/website-groups';
import type { DbOrTx } from '../../../db/types';
import { AppError, type Translated } from '../../../http/app-error';
import { inScope, websiteInScope } from '../../access/scope';
import { dependencyMessages as m } from './messages';

/** The stored columns of a website's dependency. */
export interface DependsOnColumns {
  dependsOnWebsiteId: string | null;
  dependsOnGroupId: string | null;
}

const refuse = (message: Translated): never => {
  throw new AppError('VALIDATION_ERROR', undefined, { errors: { dependsOn: [message] } });
};

/** The contract's shape of the stored columns. */
export function dependsOnOf(row: DependsOnColumns): WebsiteDependsOn {
  if (row.dependsOnWebsiteId) return { kind: 'website', id: row.dependsOnWebsiteId };
  if (row.dependsOnGroupId) return { kind: 'group', id: row.dependsOnGroupId };
  return null;
}

/**
 * Whether `websiteId` would be among the ancestors of `dependsOn`: the websites it names (a group's, with the website
 * counted in `groupId` as the save leaves it) and, recursively, what they depend on. `union` ends on loops.
 */
async function makesCycle(
  tx: DbOrTx,
  websiteId: string,
  groupId: string | null,
  dependsOn: NonNullable<WebsiteDependsOn>,
): Promise<boolean> {
  const member = sql`(case when m.id = ${websiteId}::uuid then ${groupId}::uuid else m.group_id end)`;
  const start =
    dependsOn.kind === 'website'
      ? sql`select ${dependsOn.id}::uuid as id`
      : sql`select m.id from websites m where ${member} = ${dependsOn.id}::uuid`;
  const result = await tx.execute<{ cycle: boolean }>(sql`
    with recursive up(id) as (
      ${start}
      union
      select m.id from up join websites w on w.id = up.id
        join websites m on m.id = w.depends_on_website_id
          or (w.depends_on_group_id is not null and ${member} = w.depends_on_group_id)
    )
    select exists (select 1 from up where id = ${websiteId}::uuid) as cycle`);
  return result.rows[0]?.cycle === true;
}

/**
 * Check a website's `dependsOn` as a save leaves the website (`id` null for a new one): a website or group the caller
 * sees, of the website's team (or, without a team, of its owner), not itself or its own group, and no loop.
 */
export async function checkDependsOn(
  tx: DbOrTx,
  userId: string,
  dependsOn: WebsiteDependsOn,
  website: { id: string | null; ownerId: string; teamId: string | null; groupId: string | null },
): Promise<DependsOnColumns> {
  if (!dependsOn) return { dependsOnWebsiteId: null, dependsOnGroupId: null };
  if (dependsOn.id === website.id || (dependsOn.kind === 'group' && dependsOn.id === website.groupId)) refuse(m.self);
  const [target] =
    dependsOn.kind === 'website'
      ? await tx
          .select({ ownerId: websites.ownerId, teamId: websites.teamId })
          .from(websites)
          .where(and(eq(websites.id, dependsOn.id), websiteInScope(userId)))
      : await tx
          .select({ ownerId: websiteGroups.ownerId, teamId: websiteGroups.teamId })
          .from(websiteGroups)
          .where(
            and(
              eq(websiteGroups.id, dependsOn.id),
              inScope(userId, { ownerId: websiteGroups.ownerId, teamId: websiteGroups.teamId }),
            ),
          );
  if (!target) return refuse(m.notFound);
  const sameScope = website.teamId
    ? target.teamId === website.teamId
    : !target.teamId && target.ownerId === website.ownerId;
  if (!sameScope) refuse(m.otherScope);
  if (website.id && (await makesCycle(tx, website.id, website.groupId, dependsOn))) refuse(m.cycle);
  return dependsOn.kind === 'website'
    ? { dependsOnWebsiteId: dependsOn.id, dependsOnGroupId: null }
    : { dependsOnWebsiteId: null, dependsOnGroupId: dependsOn.id };
}

/**
 * The dependency after an update: the one given, else the current one — checked again when the team or the group
 * changes (a move to another team drops one that no longer fits; a move into a group may close a loop).
 */
export async function dependsOnAfterUpdate(
  tx: DbOrTx,
  userId: string,
  given: WebsiteDependsOn | undefined,
  row: WebsiteRow,
  next: { teamId: string | null; groupId: string | null },
): Promise<DependsOnColumns> {
  const website = { id: row.id, ownerId: row.ownerId, ...next };
  if (given !== undefined) return checkDependsOn(tx, userId, given, website);
  const current = dependsOnOf(row);
  if (!current || (next.teamId === row.teamId && next.groupId === row.groupId)) {
    return { dependsOnWebsiteId: row.dependsOnWebsiteId, dependsOnGroupId: row.dependsOnGroupId };
  }
  if (next.teamId !== row.teamId) return { dependsOnWebsiteId: null, dependsOnGroupId: null };
  return checkDependsOn(tx, userId, current, website);
}

/** After a website moved to another team: websites of its former scope no longer depend on it. */
export async function dropDependentsOutOfScope(tx: DbOrTx, website: WebsiteRow): Promise<void> {
  await tx
    .update(websites)
    .set({ dependsOnWebsiteId: null })
    .where(
      and(
        eq(websites.dependsOnWebsiteId, website.id),
        website.teamId
          ? sql`${websites.teamId} is distinct from ${website.teamId}::uuid`
          : sql`(${websites.teamId} is not null or ${websites.ownerId} <> ${website.ownerId}::uuid)`,
      ),
    );
}

/** A website's parent and the websites (the caller sees) that depend on it, directly or through its group. */
export async function websiteDependencies(
  db: DbOrTx,
  userId: string,
  website: WebsiteRow,
): Promise<WebsiteDependenciesData> {
  let parent: WebsiteDependenciesData['parent'] = null;
  if (website.dependsOnWebsiteId) {
    const [row] = await db
      .select({ id: websites.id, name: websites.name, status: websites.status })
      .from(websites)
      .where(and(eq(websites.id, website.dependsOnWebsiteId), websiteInScope(userId)));
    if (row) parent = { kind: 'website', id: row.id, name: row.name, down: row.status === 'down' };
  } else if (website.dependsOnGroupId) {
    const [row] = await db
      .select({
        id: websiteGroups.id,
        name: websiteGroups.name,
        down: sql<boolean>`exists (select 1 from websites g where g.group_id = ${websiteGroups.id})
          and not exists (select 1 from websites g where g.group_id = ${websiteGroups.id} and g.status <> 'down')`,
      })
      .from(websiteGroups)
      .where(eq(websiteGroups.id, website.dependsOnGroupId));
    if (row) parent = { kind: 'group', id: row.id, name: row.name, down: row.down === true };
  }
  const dependents = await db
    .select({ id: websites.id, name: websites.name, status: websites.status })
    .from(websites)
    .where(
      and(
        websiteInScope(userId),
        website.groupId
          ? or(eq(websites.dependsOnWebsiteId, website.id), eq(websites.dependsOnGroupId, website.groupId))
          : eq(websites.dependsOnWebsiteId, website.id),
      ),
    )
    .orderBy(websites.nameKeyCs, websites.id);
  return { parent, dependents };
}
