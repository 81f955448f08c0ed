import { type ChangeWatch, watchedItemsOf } from '@hlidka/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { valueChanges, watchedValues } from '../../db/schema/changes';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { selectorProblem } from '../../monitoring/changes/normalise';
import { changeMessages as m } from './messages';

/** The watch as stored: null when nothing is chosen. A selector that cannot be read is a field error. */
export function storedChangeWatch(watch: ChangeWatch | null): ChangeWatch | null {
  if (!watch || watchedItemsOf(watch).length === 0) return null;
  if (watch.contentSelector) {
    const problem = selectorProblem(watch.contentSelector);
    if (problem !== null) {
      const message = watch.contentSelector.kind === 'json' ? m.invalidJsonPath : m.invalidCss(problem);
      throw new AppError('VALIDATION_ERROR', message, { errors: { 'changeWatch.contentSelector.path': [message] } });
    }
  }
  return { ...watch, records: [...new Set(watch.records)] };
}

const sameContent = (a: ChangeWatch, b: ChangeWatch) =>
  a.ignoreNumbers === b.ignoreNumbers &&
  a.contentSelector?.kind === b.contentSelector?.kind &&
  a.contentSelector?.path === b.contentSelector?.path;

/**
 * After a website's watch (or its address) changes: the values of items no longer watched, or watched differently
 * (another selection, numbers ignored or not, another host), are forgotten with their changes, so the next check
 * accepts a fresh value instead of reporting the new way of looking as a change.
 */
export async function forgetChangedItems(
  tx: DbOrTx,
  websiteId: string,
  before: ChangeWatch | null,
  after: ChangeWatch | null,
  targetChanged: boolean,
) {
  const kept = targetChanged
    ? []
    : watchedItemsOf(after).filter((item) => item !== 'content' || (before && after && sameContent(before, after)));
  const forget = (table: typeof watchedValues | typeof valueChanges) =>
    tx
      .delete(table)
      .where(
        kept.length > 0
          ? and(eq(table.websiteId, websiteId), notInArray(table.item, kept))
          : eq(table.websiteId, websiteId),
      );
  await forget(watchedValues);
  await forget(valueChanges);
}
