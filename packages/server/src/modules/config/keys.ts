import type { ConfigKind } from '@hlidka/contract';
import { and, eq } from 'drizzle-orm';
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

/**
 * The keys of a user's items of one kind by item id. Items without one get a key made from their name, stored from
 * then on (so renaming an item in the app keeps its key). Rows of items that are gone are dropped.
 */
export async function keysOf(
  db: DbOrTx,
  userId: string,
  kind: ConfigKind,
  items: readonly { id: string; name: string }[],
  fallback: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(configKeys)
    .where(and(eq(configKeys.userId, userId), eq(configKeys.kind, kind)));
  const live = new Set(items.map((item) => item.id));
  const keys = new Map<string, string>();
  for (const row of rows) {
    if (live.has(row.itemId)) keys.set(row.itemId, row.key);
    else await db.delete(configKeys).where(and(eq(configKeys.kind, kind), eq(configKeys.itemId, row.itemId)));
  }
  const taken = new Set(keys.values());
  for (const item of items) {
    if (keys.has(item.id)) continue;
    const key = freeKey(slugOf(item.name, fallback), taken);
    taken.add(key);
    keys.set(item.id, key);
    await db.insert(configKeys).values({ userId, kind, itemId: item.id, key });
  }
  return keys;
}

/** Give an item the key of the document (a new item, or one that had another). */
export async function setKey(db: DbOrTx, userId: string, kind: ConfigKind, itemId: string, key: string) {
  await db.delete(configKeys).where(and(eq(configKeys.kind, kind), eq(configKeys.itemId, itemId)));
  await db.insert(configKeys).values({ userId, kind, itemId, key });
}
