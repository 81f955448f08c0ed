import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { appMeta } from '../../../db/schema/platform';
import type { Db } from '../../../db/types';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'web_push_vapid';
const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
    return row?.value as VapidKeys | undefined;
  };
  const stored = await read();
  if (stored) return stored;
  // Two processes starting at once: the first insert wins and both read it back.
  await db.insert(appMeta).values({ key: KEY, value: webPush.generateVAPIDKeys() }).onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('The VAPID keys were not stored');
  return created;
}

/**
 * This installation's VAPID key pair (Web Push): made once, on first use, and kept in `app_meta` (never in the
 * repository or the environment); the public key is what browsers subscribe with, so it must not change.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/** Who sends (the VAPID `sub` claim): the public address when it is https, else a mailto: address. */
export function vapidSubject(publicUrl: string, supportEmail: string | null): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  if (supportEmail) return `mailto:${supportEmail}`;
  return `mailto:hlidka@${new URL(publicUrl).hostname}`;
}
