import { inArray } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { SilenceRow } from '../../db/schema/silences';
import type { DbOrTx } from '../../db/types';

type Target = Pick<SilenceRow, 'targetKind' | 'targetId'>;

const idsOf = (rows: Target[], kind: Target['targetKind']) => [
  ...new Set(rows.filter((row) => row.targetKind === kind).map((row) => row.targetId)),
];

/**
 * The websites each target covers now, by target id: a website itself, a group's websites, an incident's website.
 * Three queries at most, whatever the number of silences; a target that is gone covers none.
 */
export async function coveredWebsites(db: DbOrTx, rows: Target[]): Promise<Map<string, string[]>> {
  const covered = new Map<string, string[]>();
  const add = (targetId: string, websiteId: string) =>
    covered.set(targetId, [...(covered.get(targetId) ?? []), websiteId]);
  const websiteIds = idsOf(rows, 'website');
  const groupIds = idsOf(rows, 'group');
  const incidentIds = idsOf(rows, 'incident');
  if (websiteIds.length > 0) {
    const found = await db.select({ id: websites.id }).from(websites).where(inArray(websites.id, websiteIds));
    for (const website of found) add(website.id, website.id);
  }
  if (groupIds.length > 0) {
    const found = await db
      .select({ id: websites.id, groupId: websites.groupId })
      .from(websites)
      .where(inArray(websites.groupId, groupIds))
      .orderBy(websites.id);
    for (const website of found) if (website.groupId) add(website.groupId, website.id);
  }
  if (incidentIds.length > 0) {
    const found = await db
      .select({ id: incidents.id, websiteId: incidents.websiteId })
      .from(incidents)
      .where(inArray(incidents.id, incidentIds));
    for (const incident of found) add(incident.id, incident.websiteId);
  }
  return covered;
}
