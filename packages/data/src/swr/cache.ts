import type { Cache, State } from 'swr';

/** Kept 30 minutes after the last use (spec §7 "retained 30 minutes"). */
export const CACHE_RETENTION_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 60_000;

export interface RetainingCache extends Cache {
  /** Mark a key as in use (a mounted hook); in-use entries are never evicted. Returns the release function. */
  retain(key: string): () => void;
  /** Drop entries unused for longer than the retention time. */
  sweep(): void;
  readonly size: number;
}

export interface RetainingCacheOptions {
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The SWR cache provider: a Map whose entries are evicted when no mounted hook uses them and nobody has read or
 * written them for the retention time (like react-query's gcTime). Sweeps lazily, at most once a minute.
 */
export function createRetainingCache(options: RetainingCacheOptions = {}): RetainingCache {
  const maxAgeMs = options.maxAgeMs ?? CACHE_RETENTION_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: State; touchedAt: number }>();
  const retained = new Map<string, number>();
  let lastSweep = now();

  function maybeSweep() {
    if (now() - lastSweep >= Math.min(SWEEP_EVERY_MS, maxAgeMs)) cache.sweep();
  }

  function touch(key: string) {
    const entry = entries.get(key);
    if (entry) entry.touchedAt = now();
  }

  const cache: RetainingCache = {
    keys: () => entries.keys(),
    get(key) {
      maybeSweep();
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.touchedAt = now();
      return entry.value;
    },
    set(key, value) {
      maybeSweep();
      entries.set(key, { value, touchedAt: now() });
    },
    delete(key) {
      entries.delete(key);
    },
    retain(key) {
      retained.set(key, (retained.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const count = (retained.get(key) ?? 1) - 1;
        if (count <= 0) retained.delete(key);
        else retained.set(key, count);
        touch(key);
      };
    },
    sweep() {
      lastSweep = now();
      const limit = lastSweep - maxAgeMs;
      for (const [key, entry] of entries) {
        if (entry.touchedAt <= limit && !retained.has(key)) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
