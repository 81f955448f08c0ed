import { CLOSED_CHANGES_SHOWN, type ValueChange } from '@hlidka/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { type ValueChangeRow, valueChanges, watchedValues } from '../../db/schema/changes';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../monitoring/incidents/actions';
import { requireThingPermission } from '../access/permissions';
import { recordAudit } from '../audit/record';
import { findVisibleWebsite } from '../websites/service';
import { changeMessages as m } from './messages';

export interface ChangeContext {
  db: Db;
  userId: string;
  now: Date;
}

export function toValueChange(row: ValueChangeRow): ValueChange {
  return {
    id: row.id,
    websiteId: row.websiteId,
    item: row.item,
    before: row.before,
    after: row.after,
    detectedAt: row.detectedAt.toISOString(),
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    acceptedBy: row.status === 'accepted' ? { userId: row.acceptedByUserId, name: row.acceptedByName ?? '' } : null,
  };
}

/** The open changes of a website the user sees (newest first), then its latest closed ones. */
export async function listChanges(ctx: ChangeContext, websiteId: string): Promise<ValueChange[]> {
  await findVisibleWebsite(ctx.db, websiteId, ctx.userId);
  const newest = [desc(valueChanges.detectedAt), desc(valueChanges.id)];
  const open = await ctx.db
    .select()
    .from(valueChanges)
    .where(and(eq(valueChanges.websiteId, websiteId), eq(valueChanges.status, 'open')))
    .orderBy(...newest);
  const closed = await ctx.db
    .select()
    .from(valueChanges)
    .where(and(eq(valueChanges.websiteId, websiteId), ne(valueChanges.status, 'open')))
    .orderBy(...newest)
    .limit(CLOSED_CHANGES_SHOWN);
  return [...open, ...closed].map(toValueChange);
}

/**
 * Accept an open change of a website the user sees: its value becomes the accepted one, so checks that see it again
 * report nothing. Whoever sees the website may (like editing it). A change no longer open answers 409.
 */
export async function acceptChange(ctx: ChangeContext, websiteId: string, changeId: string): Promise<ValueChange> {
  return ctx.db.transaction(async (tx) => {
    const website = await findVisibleWebsite(tx, websiteId, ctx.userId);
    await requireThingPermission(tx, website, ctx.userId, 'write', 'websites');
    const [row] = await tx
      .select()
      .from(valueChanges)
      .where(and(eq(valueChanges.id, changeId), eq(valueChanges.websiteId, websiteId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', m.changeNotFound);
    if (row.status !== 'open') throw new AppError('CONFLICT', m.notOpen);
    const actor = await actorOf(tx, ctx.userId);
    await tx
      .update(watchedValues)
      .set({ accepted: row.after, acceptedHash: row.afterHash, acceptedAt: ctx.now })
      .where(and(eq(watchedValues.websiteId, websiteId), eq(watchedValues.item, row.item)));
    const [accepted] = await tx
      .update(valueChanges)
      .set({ status: 'accepted', closedAt: ctx.now, acceptedByUserId: ctx.userId, acceptedByName: actor.name })
      .where(eq(valueChanges.id, changeId))
      .returning();
    if (!accepted) throw new AppError('NOT_FOUND', m.changeNotFound);
    // The website's new baseline for the item, in its log.
    await recordAudit(tx, {
      scope: { ownerId: website.ownerId, teamId: website.teamId },
      action: 'accept',
      resourceType: 'website',
      resourceId: websiteId,
      resourceName: website.name,
      before: { item: row.item, value: row.before },
      after: { item: row.item, value: row.after },
    });
    return toValueChange(accepted);
  });
}
