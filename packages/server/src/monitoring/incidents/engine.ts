import { and, eq, ne, sql } from 'drizzle-orm';
import { pgArray } from '../../db/array-literal';
import { incidents, websiteIncidentState } from '../../db/schema/incidents';
import { type WebsiteStatus, websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { onIncidentOpened, settleHeldIncidents } from '../dependencies/hooks';
import type { CheckOutcome } from '../results/outcome';
import {
  applyOutcome,
  type Cause,
  counterCaps,
  evaluate,
  groupOutcomes,
  type IncidentRules,
  type RegionCounter,
  regionKey,
  regionVerdicts,
  sameCounter,
} from './counters';
import { noteMaintenanceOnIncident } from './maintenance-notes';
import {
  type BudgetedWebsite,
  type PerformanceMeasure,
  type PerformanceVerdict,
  performanceVerdicts,
  responseBudget,
} from './performance';
import { recordIncidentChange, recordWebsiteStatusChange, type WebsiteRef } from './records';

/** First key of the two-key advisory locks taken per website while its counters change ("hl" + 1). */
const ADVISORY_NAMESPACE = 0x686c01;

interface LoadedWebsite extends WebsiteRef, IncidentRules, BudgetedWebsite {
  /** The state the engine decides on: during a maintenance window, the one the window began with. */
  status: WebsiteStatus;
  /** The stored state (`maintenance` during a window). */
  stored: WebsiteStatus;
  counters: Map<string, RegionCounter>;
}

async function load(tx: DbOrTx, ids: string[]): Promise<Map<string, LoadedWebsite>> {
  const rows = await tx
    .select({
      id: websites.id,
      seq: websites.seq,
      type: websites.type,
      degradedAfterMs: websites.degradedAfterMs,
      degradedMode: websites.degradedMode,
      degradedWindow: websites.degradedWindow,
      name: websites.name,
      url: websites.url,
      ownerId: websites.ownerId,
      teamId: websites.teamId,
      status: websites.status,
      statusBeforeMaintenance: websites.statusBeforeMaintenance,
      failuresToOpen: websites.failuresToOpen,
      successesToResolve: websites.successesToResolve,
      regions: websites.regions,
      regionQuorum: websites.regionQuorum,
      region: websiteIncidentState.region,
      consecutiveFailures: websiteIncidentState.consecutiveFailures,
      consecutiveSuccesses: websiteIncidentState.consecutiveSuccesses,
      failingSince: websiteIncidentState.failingSince,
      firstFailureCode: websiteIncidentState.firstFailureCode,
      firstFailureMessage: websiteIncidentState.firstFailureMessage,
      firstFailureParams: websiteIncidentState.firstFailureParams,
      lastCheckedAt: websiteIncidentState.lastCheckedAt,
    })
    .from(websites)
    .leftJoin(websiteIncidentState, eq(websiteIncidentState.websiteId, websites.id))
    .where(sql`${websites.id} = any(${pgArray(ids)}::uuid[])`);
  const loaded = new Map<string, LoadedWebsite>();
  for (const row of rows) {
    let website = loaded.get(row.id);
    if (!website) {
      website = {
        id: row.id,
        seq: row.seq,
        type: row.type,
        budget: responseBudget(row),
        name: row.name,
        url: row.url,
        ownerId: row.ownerId,
        teamId: row.teamId,
        status: row.status === 'maintenance' ? (row.statusBeforeMaintenance ?? 'pending') : row.status,
        stored: row.status,
        failuresToOpen: row.failuresToOpen,
        successesToResolve: row.successesToResolve,
        regions: Array.isArray(row.regions) ? row.regions : [],
        regionQuorum: row.regionQuorum,
        counters: new Map(),
      };
      loaded.set(row.id, website);
    }
    if (row.region !== null && row.lastCheckedAt !== null) {
      website.counters.set(row.region, {
        consecutiveFailures: row.consecutiveFailures ?? 0,
        consecutiveSuccesses: row.consecutiveSuccesses ?? 0,
        failingSince: row.failingSince,
        firstFailureCode: row.firstFailureCode,
        firstFailureMessage: row.firstFailureMessage,
        firstFailureParams: row.firstFailureParams,
        lastCheckedAt: row.lastCheckedAt,
      });
    }
  }
  return loaded;
}

/** The counters after a website's outcomes, and the rows that changed. Outcomes not newer than a counter are replays. */
function advance(website: LoadedWebsite, outcomes: CheckOutcome[]) {
  const counters = new Map(website.counters);
  const caps = counterCaps(website);
  for (const outcome of outcomes) {
    const key = regionKey(website, outcome.region);
    const previous = counters.get(key);
    if (previous && outcome.checkedAt.getTime() <= previous.lastCheckedAt.getTime()) continue;
    counters.set(key, applyOutcome(previous, outcome, caps));
  }
  const changed: [string, RegionCounter][] = [];
  for (const [key, counter] of counters) {
    if (!sameCounter(website.counters.get(key), counter)) changed.push([key, counter]);
  }
  return { counters, changed };
}

/** Take a transaction-scoped advisory lock per website, in id order (no deadlocks between batches). */
async function lockWebsites(tx: DbOrTx, ids: string[]) {
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, hashtext(id))) from (select id from unnest(${pgArray(ids)}::text[]) as id order by id) as ordered`,
  );
}

async function setWebsiteStatus(
  tx: DbOrTx,
  website: LoadedWebsite,
  status: WebsiteStatus,
  now: Date,
  measure: PerformanceMeasure | null = null,
) {
  if (website.stored === status || website.stored === 'paused') return;
  const [updated] = await tx
    .update(websites)
    .set({ status, statusChangedAt: now, statusBeforeMaintenance: status === 'maintenance' ? website.status : null })
    .where(and(eq(websites.id, website.id), eq(websites.status, website.stored)))
    .returning({ id: websites.id });
  if (!updated) return;
  await recordWebsiteStatusChange(tx, { website, status, previousStatus: website.stored, now, measure });
  website.stored = status;
  if (status !== 'maintenance') website.status = status;
}

async function openIncident(
  tx: DbOrTx,
  website: LoadedWebsite,
  cause: Cause,
  counters: ReadonlyMap<string, RegionCounter>,
  now: Date,
) {
  const [incident] = await tx
    .insert(incidents)
    .values({
      websiteId: website.id,
      status: 'open',
      causeCode: cause.code,
      causeParams: cause.params,
      causeMessage: cause.message,
      regionVerdicts: regionVerdicts(website, counters),
      startedAt: cause.since,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: incidents.websiteId, where: sql`${incidents.status} <> 'resolved'` })
    .returning();
  if (incident) {
    // The websites list's count (see rollups/list-figures.ts): incidents are only ever inserted here.
    await tx
      .update(websites)
      .set({ incidentsCount: sql`${websites.incidentsCount} + 1` })
      .where(eq(websites.id, website.id));
    await recordIncidentChange(tx, { type: 'opened', incident, website, actor: null, now });
  }
  await setWebsiteStatus(tx, website, 'down', now);
  if (incident) await onIncidentOpened(tx, website.id, now);
}

/** Resolves the open incident; the website is up, or degraded when its recovering checks are over the budget. */
async function resolveIncident(tx: DbOrTx, website: LoadedWebsite, now: Date, speed: PerformanceVerdict | undefined) {
  const resolved = await tx
    .update(incidents)
    .set({ status: 'resolved', resolvedAt: now, updatedAt: now, resolvedByUserId: null })
    .where(and(eq(incidents.websiteId, website.id), ne(incidents.status, 'resolved')))
    .returning();
  for (const incident of resolved) {
    await recordIncidentChange(tx, { type: 'resolved', incident, website, actor: null, now, automatic: true });
  }
  await setWebsiteStatus(tx, website, speed?.status ?? 'up', now, speed?.measure ?? null);
}

/** An up website over its budget turns degraded, a degraded one within it (or without one) up again. */
const speedChanges = (website: LoadedWebsite, speed: PerformanceVerdict | undefined): speed is PerformanceVerdict =>
  speed !== undefined && (website.status === 'up' || website.status === 'degraded') && speed.status !== website.status;

/** Failing on its counters yet not down: a failure confirmed during maintenance, still failing. */
function failingWithoutIncident(website: LoadedWebsite): boolean {
  if (website.status === 'down' || website.status === 'paused') return false;
  return evaluate(website, website.counters).failing;
}

const lastOutcome = (outcomes: readonly CheckOutcome[] | undefined) =>
  outcomes?.reduce<CheckOutcome | undefined>(
    (last, o) => (!last || o.checkedAt >= last.checkedAt ? o : last),
    undefined,
  );

/**
 * Feed a batch of check outcomes to the incident engine, inside the transaction that stores them.
 *
 * Per website (and per region for multi-region websites) it keeps consecutive failure and success counters in
 * `website_incident_state`. After `failuresToOpen` consecutive failures (default 2) in a quorum of the website's
 * regions (a majority unless the website sets `regionQuorum`) it opens an incident (at most one unresolved per
 * website), noting what each region saw, and marks the website down; after `successesToResolve` consecutive successes
 * (default 1) in enough regions that no quorum can still fail, it resolves the incident and marks the website up (a
 * pending website becomes up on its first success). No-data outcomes change nothing, and an outcome not newer
 * than the last one counted for its region is a replay and is skipped. Every change writes a timeline row, an outbox
 * row and a live event in `tx`, so a rolled-back batch leaves no trace. A website that stays up writes nothing.
 */
export async function processCheckOutcomes(tx: DbOrTx, outcomes: CheckOutcome[], now: Date): Promise<void> {
  await decideOutcomes(tx, outcomes, now);
  // Incidents whose alerts wait for a dependency's verdict: this batch may have brought it (or their time ran out).
  await settleHeldIncidents(tx, now);
}

async function decideOutcomes(tx: DbOrTx, outcomes: CheckOutcome[], now: Date): Promise<void> {
  const groups = groupOutcomes(outcomes);
  if (groups.size === 0) return;
  const ids = [...groups.keys()].sort();

  // A first, unlocked read finds the websites whose counters or status change; usually none.
  const first = await load(tx, ids);
  const speeds = await performanceVerdicts(tx, [...first.values()], groups);
  const candidates = ids.filter((id) => {
    const website = first.get(id);
    if (!website) return false;
    return (
      crossesWindowEdge(website, groups.get(id)) ||
      website.status === 'pending' ||
      speedChanges(website, speeds.get(id)) ||
      advance(website, groups.get(id) ?? []).changed.length > 0 ||
      failingWithoutIncident(website)
    );
  });
  if (candidates.length === 0) return;

  // Regions of one website may land in concurrent transactions: decide under a per-website lock on fresh counters.
  await lockWebsites(tx, candidates);
  const fresh = await load(tx, candidates);
  const rows: (typeof websiteIncidentState.$inferInsert)[] = [];
  const decisions: {
    website: LoadedWebsite;
    counters: ReadonlyMap<string, RegionCounter>;
    before: ReturnType<typeof evaluate>;
    after: ReturnType<typeof evaluate>;
  }[] = [];
  for (const id of candidates) {
    const website = fresh.get(id);
    if (!website) continue;
    const { counters, changed } = advance(website, groups.get(id) ?? []);
    for (const [region, counter] of changed) rows.push({ websiteId: id, region, ...counter });
    decisions.push({
      website,
      counters,
      before: evaluate(website, website.counters),
      after: evaluate(website, counters),
    });
  }

  if (rows.length > 0) {
    await tx
      .insert(websiteIncidentState)
      .values(rows)
      .onConflictDoUpdate({
        target: [websiteIncidentState.websiteId, websiteIncidentState.region],
        set: {
          consecutiveFailures: sql`excluded.consecutive_failures`,
          consecutiveSuccesses: sql`excluded.consecutive_successes`,
          failingSince: sql`excluded.failing_since`,
          firstFailureCode: sql`excluded.first_failure_code`,
          firstFailureMessage: sql`excluded.first_failure_message`,
          firstFailureParams: sql`excluded.first_failure_params`,
          lastCheckedAt: sql`excluded.last_checked_at`,
        },
      });
  }

  for (const { website, counters, before, after } of decisions) {
    // During a maintenance window nothing opens or resolves and no one is alerted: the website shows `maintenance`
    // and its counters keep counting. The first check after the window decides on them as usual, so the real state
    // is announced once (an incident opens or resolves) only when it differs from the state the window began with.
    if (lastOutcome(groups.get(website.id))?.maintenance) {
      if (website.stored !== 'maintenance' && website.stored !== 'paused') {
        await noteMaintenanceOnIncident(tx, website.id, 'maintenance_started', now);
        await setWebsiteStatus(tx, website, 'maintenance', now);
      }
      continue;
    }
    if (website.stored === 'maintenance') await noteMaintenanceOnIncident(tx, website.id, 'maintenance_ended', now);
    const opens = after.failing && after.cause && (!before.failing || failingWithoutIncident(website));
    const speed = speeds.get(website.id);
    if (opens && after.cause) {
      await openIncident(tx, website, after.cause, counters, now);
    } else if (after.healthy && (!before.healthy || website.status === 'pending' || website.status === 'down')) {
      await resolveIncident(tx, website, now, speed);
    } else if (speedChanges(website, speed)) {
      await setWebsiteStatus(tx, website, speed.status, now, speed.measure);
    }
    // Back from a window in the state it began with: no announcement, only the stored state.
    if (website.stored === 'maintenance') await setWebsiteStatus(tx, website, website.status, now);
  }
}

/** The website's stored state and its latest outcome disagree about a maintenance window: it began or ended. */
function crossesWindowEdge(website: LoadedWebsite, outcomes: readonly CheckOutcome[] | undefined): boolean {
  const latest = lastOutcome(outcomes);
  if (!latest || website.stored === 'paused') return false;
  return (latest.maintenance === true) !== (website.stored === 'maintenance');
}

/**
 * Forget a website's failure streak (after a manual resolve): new failures must be confirmed again before another
 * incident opens.
 */
export async function resetIncidentCounters(tx: DbOrTx, websiteId: string): Promise<void> {
  await tx
    .update(websiteIncidentState)
    .set({
      consecutiveFailures: 0,
      failingSince: null,
      firstFailureCode: null,
      firstFailureMessage: null,
      firstFailureParams: null,
    })
    .where(eq(websiteIncidentState.websiteId, websiteId));
}
