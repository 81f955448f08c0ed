import {
  createWebsiteBodySchema,
  type ImportRow,
  type ImportSource,
  type ImportWebsitesBody,
  type ImportWebsitesData,
  type Language,
  MIN_INTERVAL_SECONDS,
  withoutWriteOnly,
} from '@hlidka/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import { websites } from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { issuesToFieldErrors } from '../../http/validation';
import { announceDueNow } from '../../monitoring/scheduler/wake';
import type { PlanConfig } from '../../plans/config';
import { requirePermission } from '../access/permissions';
import { websiteInScope } from '../access/scope';
import { createWebsite, planOf, type ServiceContext, testConfig, websitesOwned } from '../websites/service';
import { parseHealthchecks } from './healthchecks';
import { importMessages } from './messages';
import { ImportFileError, type SourceMonitor } from './source-monitor';
import { parseKumaBackup } from './uptime-kuma';
import { parseUptimeRobot } from './uptimerobot';

const parsers: Record<ImportSource, (content: string) => SourceMonitor[]> = {
  'uptime-kuma': parseKumaBackup,
  uptimerobot: parseUptimeRobot,
  healthchecks: parseHealthchecks,
};

/** Every monitor of the file, or 400 with the reason on the `content` field. */
export function readSource(source: ImportSource, content: string): SourceMonitor[] {
  try {
    return parsers[source](content);
  } catch (error) {
    if (error instanceof ImportFileError) {
      throw new AppError('VALIDATION_ERROR', error.translated, { errors: { content: [error.translated] } });
    }
    throw error;
  }
}

const pick = (language: Language) => (messages: (Translated | string)[]) =>
  messages.map((m) => (typeof m === 'string' ? m : m[language]));

/** Addresses the owner (or the team) already checks, with a website's name for each. */
async function existingTargets(db: DbOrTx, userId: string, teamId: string | null): Promise<Map<string, string>> {
  const rows = await db
    .select({ url: websites.url, name: websites.name })
    .from(websites)
    .where(
      and(
        ne(websites.url, ''),
        websiteInScope(userId),
        teamId ? or(eq(websites.ownerId, userId), eq(websites.teamId, teamId)) : eq(websites.ownerId, userId),
      ),
    );
  return new Map(rows.map((r) => [r.url, r.name]));
}

/**
 * Each monitor checked as creating it by hand would be (the create body's schema, the target's safety, the plan's
 * minimum interval, duplicates in the file and among the user's or team's websites), without writing anything.
 */
export function planRows(
  monitors: SourceMonitor[],
  context: {
    plan: PlanConfig;
    teamId: string | null;
    existing: Map<string, string>;
    allowPrivateTargets: boolean;
    language: Language;
  },
): ImportRow[] {
  const words = pick(context.language);
  const seen = new Set<string>();
  const minInterval = Math.max(context.plan.minIntervalSeconds, MIN_INTERVAL_SECONDS);
  return monitors.map((monitor, index): ImportRow => {
    const row: ImportRow = {
      index,
      name: monitor.name,
      sourceType: monitor.sourceType,
      type: monitor.type,
      url: monitor.url,
      status: 'ready',
      problem: null,
      errors: {},
      notes: [...monitor.notes],
      website: null,
      paused: monitor.notes.some((note) => note.code === 'paused_in_source'),
    };
    if (monitor.kind === 'group') return { ...row, status: 'skipped', problem: { code: 'not_a_monitor', params: {} } };
    if (monitor.type === null) {
      return { ...row, status: 'error', problem: { code: 'unsupported_type', params: { type: monitor.sourceType } } };
    }
    const candidate: Record<string, unknown> = {
      ...monitor.candidate,
      ...(context.teamId ? { teamId: context.teamId } : {}),
    };
    const interval = Number(candidate.intervalSeconds ?? 300);
    if (Number.isFinite(interval) && interval < minInterval) {
      candidate.intervalSeconds = minInterval;
      row.notes.push({ code: 'interval_raised', params: { from: interval, to: minInterval } });
    }
    const parsed = createWebsiteBodySchema.safeParse(candidate);
    if (!parsed.success) {
      const errors = issuesToFieldErrors(parsed.error.issues, 'body');
      return {
        ...row,
        status: 'error',
        problem: { code: 'invalid', params: {} },
        errors: Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, words(list)])),
      };
    }
    let target: string;
    try {
      target = testConfig(parsed.data, context.allowPrivateTargets).url;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const errors = error.errors ?? { body: [error.translated ?? { cs: error.message, en: error.message }] };
      return {
        ...row,
        status: 'error',
        problem: { code: 'invalid', params: {} },
        errors: Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, words(list)])),
      };
    }
    if (target !== '') {
      if (seen.has(target)) return { ...row, status: 'skipped', problem: { code: 'duplicate_in_file', params: {} } };
      seen.add(target);
      const twin = context.existing.get(target);
      if (twin !== undefined) {
        return { ...row, status: 'skipped', problem: { code: 'duplicate_existing', params: { name: twin } } };
      }
    }
    return { ...row, url: target, website: parsed.data };
  });
}

export interface ImportContext extends ServiceContext {}

const pausedInSource = (row: ImportRow) => row.paused;

/**
 * Preview (`dryRun`) or import. The import creates every ready row with the websites service (the same checks as by
 * hand) inside ONE transaction that holds the owner's row locked and counts the plan's limit for all of them first:
 * any failure rolls everything back. Rows with errors refuse the import unless `skipInvalid`.
 */
export async function importWebsites(
  ctx: ImportContext,
  body: Required<Pick<ImportWebsitesBody, 'source' | 'content' | 'dryRun' | 'skipInvalid'>> & {
    teamId?: string | null;
  },
): Promise<ImportWebsitesData> {
  const teamId = body.teamId ?? null;
  if (teamId) await requirePermission(ctx.db, teamId, ctx.userId, 'write', 'websites');
  const monitors = readSource(body.source, body.content);
  const plan = await planOf(ctx.db, ctx.userId);
  const rows = planRows(monitors, {
    plan,
    teamId,
    existing: await existingTargets(ctx.db, ctx.userId, teamId),
    allowPrivateTargets: ctx.allowPrivateTargets,
    language: ctx.language,
  });
  const websitesUsed = await websitesOwned(ctx.db, ctx.userId);
  const answer = (imported: number): ImportWebsitesData => ({
    source: body.source,
    dryRun: body.dryRun,
    // What was read goes back without its secrets (a password of a connection string).
    rows: rows.map((row) => (row.website ? { ...row, website: withoutWriteOnly(row.website) } : row)),
    imported,
    quota: { websiteLimit: plan.websiteLimit, websitesUsed },
  });
  if (body.dryRun) return answer(0);

  const invalid = rows.filter((r) => r.status === 'error').length;
  if (invalid > 0 && !body.skipInvalid) {
    throw new AppError('VALIDATION_ERROR', importMessages.rowsInvalid(invalid), {
      errors: { content: [importMessages.rowsInvalid(invalid)] },
    });
  }
  const ready = rows.filter((r) => r.status === 'ready' && r.website !== null);
  if (ready.length === 0) throw new AppError('VALIDATION_ERROR', importMessages.nothingToImport);
  // Monitors paused in the source arrive paused: they are not checked and, like every paused website, not counted.
  const counted = ready.filter((row) => !pausedInSource(row)).length;
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
    const lockedPlan = await planOf(tx, ctx.userId);
    const used = await websitesOwned(tx, ctx.userId);
    if (used + counted > lockedPlan.websiteLimit) {
      const free = Math.max(0, lockedPlan.websiteLimit - used);
      throw new AppError('PLAN_LIMIT_REACHED', importMessages.overPlanLimit(counted, free, lockedPlan.websiteLimit), {
        status: 403,
      });
    }
    // Each create runs in a savepoint of this transaction: its own checks again (team role, interval, limit,
    // duplicates), and an error anywhere rolls back every website of the import.
    const inTx = { ...ctx, db: tx as unknown as Db };
    for (const row of ready) {
      await createWebsite(inTx, row.website as NonNullable<ImportRow['website']>, { paused: pausedInSource(row) });
    }
  });
  // After the commit: the scheduler's claim sees the new schedule rows.
  announceDueNow();
  return answer(ready.length);
}
