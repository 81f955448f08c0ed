import type { ConfigKind } from '@hlidka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { configKeys } from '../../db/schema/config-keys';
import type { DbOrTx } from '../../db/types';

/** A key from a name: `Hlavní web` → `hlavni-web` (letters without accents, digits, `-`); `fallback` when none. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** A key of `base` that `taken` does not hold yet: `base`, `base-2`, `base-3`… */
export function freeKey(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The kinds of keys: the document's lists, and the groups of status pages (`page-key/group-key`). */
export type KeyKind = ConfigKind | 'statusPageGroups';

/** Rounds of making keys before giving up: each round loses only to a concurrent call that made some of them. */
const KEY_ROUNDS = 5;

/**
 * The keys of a user's items of one kind by item id. Items without one get a key made from their name (after their
 * `prefix`, if any), stored from then on (so renaming an item in the app keeps its key). Rows of items that are gone
 * are dropped. Safe to run concurrently (two exports at once): the database decides which key is stored (insert … on
 * conflict do nothing), and the keys are read again until every item has one.
 */
export async function keysOf(
  db: DbOrTx,
  userId: string,
  kind: KeyKind,
  items: readonly { id: string; name: string; prefix?: string }[],
  fallback: string,
): Promise<Map<string, string>> {
  const live = new Set(items.map((item) => item.id));
  for (let round = 1; ; round++) {
    const rows = await db
      .select()
      .from(configKeys)
      .where(and(eq(configKeys.userId, userId), eq(configKeys.kind, kind)));
    const keys = new Map<string, string>();
    const gone: string[] = [];
    for (const row of rows) {
      if (live.has(row.itemId)) keys.set(row.itemId, row.key);
      else gone.push(row.itemId);
    }
    if (gone.length > 0) {
      await db.delete(configKeys).where(and(eq(configKeys.kind, kind), inArray(configKeys.itemId, gone)));
    }
    const missing = items.filter((item) => !keys.has(item.id));
    if (missing.length === 0) return keys;
    if (round > KEY_ROUNDS) throw new Error(`config keys of ${kind}: still missing after ${KEY_ROUNDS} rounds`);
    const taken = new Set([...rows.map((row) => row.key)]);
    const values = missing.map((item) => {
      const key = freeKey(`${item.prefix ?? ''}${slugOf(item.name, fallback)}`, taken);
      taken.add(key);
      return { userId, kind, itemId: item.id, key };
    });
    // A key another call stored meanwhile (for this item, or the same key for another) wins; the next round reads it.
    await db.insert(configKeys).values(values).onConflictDoNothing();
  }
}

/** Give an item the key of the document (a new item, or one that had another); a row of a gone item with it goes. */
export async function setKey(db: DbOrTx, userId: string, kind: KeyKind, itemId: string, key: string) {
  await db.delete(configKeys).where(and(eq(configKeys.kind, kind), eq(configKeys.itemId, itemId)));
  await db
    .delete(configKeys)
    .where(and(eq(configKeys.userId, userId), eq(configKeys.kind, kind), eq(configKeys.key, key)));
  await db.insert(configKeys).values({ userId, kind, itemId, key });
}
