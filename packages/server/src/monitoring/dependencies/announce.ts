import { asc, eq } from 'drizzle-orm';
import { incidents, outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';

/**
 * The held incident's alert goes out now: the outbox row of its opening, once more, marked as the announcement
 * (held-back.ts lets it through), naming the dependents linked to it, or the parent that recovered before it did.
 */
export async function announceIncident(
  tx: DbOrTx,
  incidentId: string,
  now: Date,
  options: { afterParent?: string } = {},
): Promise<void> {
  const [row] = await tx
    .select({
      incident: incidents,
      website: {
        id: websites.id,
        name: websites.name,
        url: websites.url,
        ownerId: websites.ownerId,
        teamId: websites.teamId,
      },
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, incidentId));
  if (!row) return;
  const dependents = await tx
    .select({ id: websites.id, name: websites.name })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.parentIncidentId, incidentId))
    .orderBy(asc(websites.nameKeyCs), asc(websites.id));
  await recordAnnouncement(tx, {
    incident: row.incident,
    website: row.website,
    now,
    dependents,
    afterParent: options.afterParent ?? null,
  });
}

/**
 * The announcement of an incident whose alerts were held for a dependency (monitoring/dependencies): the outbox row
 * of its opening once more, with `announcement` (held-back.ts lets it through), the dependents linked to it
 * ("Databázový server a 12 závislých webů jsou nedostupné") or the parent that recovered while it still fails. No
 * timeline row of its own (the dependency notes say it) and no live event (nothing on screen changes).
 */
async function recordAnnouncement(
  tx: DbOrTx,
  change: {
    incident: typeof incidents.$inferSelect;
    website: { id: string; name: string; url: string; ownerId: string; teamId: string | null };
    now: Date;
    dependents: { id: string; name: string }[];
    afterParent: string | null;
  },
): Promise<void> {
  const { incident, website, now } = change;
  await tx.insert(outbox).values({
    type: 'incident.opened',
    payload: {
      incidentId: incident.id,
      status: incident.status,
      causeCode: incident.causeCode,
      causeParams: incident.causeParams,
      causeMessage: incident.causeMessage,
      websiteId: website.id,
      websiteName: website.name,
      websiteUrl: website.url,
      ownerId: website.ownerId,
      teamId: website.teamId,
      actor: null,
      announcement: true,
      ...(change.dependents.length > 0 ? { dependents: change.dependents } : {}),
      ...(change.afterParent ? { afterParent: change.afterParent } : {}),
      at: now.toISOString(),
    },
    createdAt: now,
  });
}
