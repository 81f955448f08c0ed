import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { incidentEvents, incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { announceIncident } from './announce';
import {
  isDown,
  MAX_CHILD_WAIT_MS,
  MAX_PARENT_WAIT_MS,
  parentState,
  parentsOf,
  passedSince,
  type WebsiteFacts,
  websiteFacts,
} from './facts';
import { holdAlerts, linkToParent, noteDependency } from './links-write';

// Dependencies in the incident engine (issue 28 item 4). An incident opening while the website it depends on is down
// is linked to that incident and alerts with it; while that parent's verdict is still coming this round, the child's
// alerts wait for it. A parent opening waits briefly for its dependents, so its one alert names them all. Waits end in
// `settleHeldIncidents` (after every result batch); the parent's recovery releases the children still failing, whose
// alerts go out when their own next check still fails. What is held is decided in one place: silences/held-back.ts.

/** The websites that depend on `parent`: directly, or through its group while every website of the group is down. */
async function dependentsOf(tx: DbOrTx, parent: WebsiteFacts): Promise<WebsiteFacts[]> {
  let groupDown = false;
  if (parent.groupId) {
    const members = await websiteFacts(tx, sql`w.group_id = ${parent.groupId}::uuid and w.status <> 'paused'`);
    groupDown = members.length > 0 && members.every(isDown);
  }
  const viaGroup = groupDown ? sql` or w.depends_on_group_id = ${parent.groupId}::uuid` : sql``;
  return websiteFacts(tx, sql`w.status <> 'paused' and (w.depends_on_website_id = ${parent.id}::uuid${viaGroup})`);
}

const awaitingParent = (incident: NonNullable<WebsiteFacts['incident']>) =>
  incident.alertsHeldUntil !== null && incident.alertsReleasedAt === null && incident.parentIncidentId === null;

/**
 * As a parent: link the dependents' incidents that wait for a verdict, and say how many are linked and until when
 * the others may still take (null: none is pending — each passed since the parent began failing, or is linked).
 */
async function collectDependents(tx: DbOrTx, parent: WebsiteFacts, now: Date) {
  const incident = parent.incident;
  if (!incident) return { linked: 0, pendingUntil: null };
  let linked = 0;
  let pendingUntil: Date | null = null;
  for (const child of await dependentsOf(tx, parent)) {
    if (child.incident?.parentIncidentId === incident.id) linked++;
    else if (child.incident && awaitingParent(child.incident)) {
      await linkToParent(
        tx,
        { incidentId: child.incident.id, name: child.name },
        { incidentId: incident.id, name: parent.name },
        now,
      );
      linked++;
    } else if (!child.incident && !passedSince(child, incident.startedAt)) {
      const until = new Date(now.getTime() + Math.min(child.verdictMs, MAX_PARENT_WAIT_MS));
      if (!pendingUntil || until > pendingUntil) pendingUntil = until;
    }
  }
  return { linked, pendingUntil };
}

/**
 * An incident has just opened (the website is down): as a child, link it to its parent's incident or wait for the
 * parent's verdict; as a parent, take in the dependents waiting for it, and hold its alert while more may follow.
 */
export async function onIncidentOpened(tx: DbOrTx, websiteId: string, now: Date): Promise<void> {
  const [website] = await websiteFacts(tx, sql`w.id = ${websiteId}::uuid`);
  if (!website?.incident) return;
  if (website.dependsOnWebsiteId || website.dependsOnGroupId) {
    const state = parentState(await parentsOf(tx, website), website.incident.startedAt, now);
    if (state.kind === 'down') {
      await linkToParent(
        tx,
        { incidentId: website.incident.id, name: website.name },
        { incidentId: state.incidentId, name: state.name },
        now,
      );
      return;
    }
    if (state.kind === 'unknown') await holdAlerts(tx, website.incident.id, state.until);
  }
  const { linked, pendingUntil } = await collectDependents(tx, website, now);
  if (pendingUntil) await holdAlerts(tx, website.incident.id, pendingUntil);
  // Dependents already linked: hold it for this batch's settling, which announces it naming them.
  else if (linked > 0) await holdAlerts(tx, website.incident.id, now);
}

/**
 * End the waits that have their verdict (or ran out): a child whose parent went down is linked to it; a child whose
 * parent is clear, and a parent whose dependents are all known, is announced. Runs after every result batch, in its
 * transaction; incidents another batch is settling are skipped (it settles them).
 */
export async function settleHeldIncidents(tx: DbOrTx, now: Date): Promise<void> {
  const held = await tx
    .select({
      id: incidents.id,
      websiteId: incidents.websiteId,
      until: incidents.alertsHeldUntil,
      parentReleasedAt: incidents.parentReleasedAt,
    })
    .from(incidents)
    .where(
      and(
        isNotNull(incidents.alertsHeldUntil),
        isNull(incidents.alertsReleasedAt),
        or(isNull(incidents.parentIncidentId), isNotNull(incidents.parentReleasedAt)),
        ne(incidents.status, 'resolved'),
      ),
    )
    .for('update', { skipLocked: true });
  for (const row of held) {
    const [website] = await websiteFacts(tx, sql`w.id = ${row.websiteId}::uuid`);
    if (!website?.incident || website.incident.id !== row.id) continue;
    const expired = row.until !== null && row.until.getTime() <= now.getTime();
    if (row.parentReleasedAt) {
      await settleReleased(tx, website, { id: row.id, releasedAt: row.parentReleasedAt, expired }, now);
      continue;
    }
    if (website.dependsOnWebsiteId || website.dependsOnGroupId) {
      const state = parentState(await parentsOf(tx, website), website.incident.startedAt, now);
      if (state.kind === 'down') {
        await linkToParent(
          tx,
          { incidentId: row.id, name: website.name },
          { incidentId: state.incidentId, name: state.name },
          now,
        );
        continue;
      }
      if (state.kind === 'unknown' && !expired) continue;
    }
    const { pendingUntil } = await collectDependents(tx, website, now);
    if (pendingUntil && !expired) continue;
    await tx.update(incidents).set({ alertsReleasedAt: now }).where(eq(incidents.id, row.id));
    await announceIncident(tx, row.id, now);
  }
}

/**
 * The incident of a parent resolved (on recovery or by hand): the children still failing that were linked to it — or,
 * for a group, to any incident of the group, which is up again — are released, noted on their timelines. Their own
 * alerts wait for their own next check: a dependent checked before its parent came back has not yet had the chance
 * to (a whole host's outage ending must not send an alert per dependent); `settleHeldIncidents` announces the ones
 * that still fail then.
 */
export async function releaseDependentsOnRecovery(
  tx: DbOrTx,
  resolved: { incidentId: string; websiteId: string },
  now: Date,
): Promise<void> {
  const [parent] = await tx
    .select({ name: websites.name, groupId: websites.groupId })
    .from(websites)
    .where(eq(websites.id, resolved.websiteId));
  if (!parent) return;
  const children = await tx
    .select({ id: incidents.id, websiteId: incidents.websiteId })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(
      and(
        isNotNull(incidents.parentIncidentId),
        isNull(incidents.parentReleasedAt),
        ne(incidents.status, 'resolved'),
        parent.groupId
          ? or(eq(websites.dependsOnWebsiteId, resolved.websiteId), eq(websites.dependsOnGroupId, parent.groupId))
          : eq(websites.dependsOnWebsiteId, resolved.websiteId),
      ),
    )
    .for('update', { of: incidents });
  for (const child of children) {
    const [facts] = await websiteFacts(tx, sql`w.id = ${child.websiteId}::uuid`);
    const waitMs = Math.min(facts?.verdictMs ?? 0, MAX_CHILD_WAIT_MS);
    await tx
      .update(incidents)
      .set({ parentReleasedAt: now, alertsHeldUntil: new Date(now.getTime() + waitMs), alertsReleasedAt: null })
      .where(eq(incidents.id, child.id));
    await noteDependency(tx, child.id, 'dependency_recovered', parent.name, now);
  }
}

/**
 * A dependent released by its parent's recovery: once checked since then and still failing (or when its wait ran
 * out while it fails), its own alert goes out, saying the parent is back; one that recovers meanwhile says nothing.
 */
async function settleReleased(
  tx: DbOrTx,
  website: WebsiteFacts,
  held: { id: string; releasedAt: Date; expired: boolean },
  now: Date,
): Promise<void> {
  if (website.failures === 0) return;
  const checkedSince = website.checkedAt !== null && website.checkedAt.getTime() > held.releasedAt.getTime();
  if (!checkedSince && !held.expired) return;
  const [note] = await tx
    .select({ data: incidentEvents.data })
    .from(incidentEvents)
    .where(and(eq(incidentEvents.incidentId, held.id), eq(incidentEvents.type, 'dependency_recovered')))
    .orderBy(desc(incidentEvents.createdAt))
    .limit(1);
  await tx.update(incidents).set({ alertsReleasedAt: now }).where(eq(incidents.id, held.id));
  await announceIncident(tx, held.id, now, { afterParent: String(note?.data.text ?? '') });
}
