import { describe, expect, it } from 'vitest';
import { CACHE_RETENTION_MS, createRetainingCache } from './cache';

describe('retaining SWR cache (kept 30 minutes)', () => {
  it('evicts entries unused for 30 minutes, keeps retained and recently used ones', () => {
    let now = 0;
    const cache = createRetainingCache({ now: () => now });
    cache.set('old', { data: 1 });
    cache.set('mounted', { data: 2 });
    cache.set('read', { data: 3 });
    const release = cache.retain('mounted');
    now = CACHE_RETENTION_MS - 1000;
    cache.get('read');
    // Sweeps are lazy, at most once a minute.
    now = CACHE_RETENTION_MS + 60_000;
    cache.set('new', { data: 4 });
    expect([...cache.keys()].sort()).toEqual(['mounted', 'new', 'read']);

    release();
    now += CACHE_RETENTION_MS - 1;
    cache.sweep();
    expect(cache.get('mounted')).toEqual({ data: 2 });
    now += CACHE_RETENTION_MS + 1;
    cache.sweep();
    expect(cache.get('mounted')).toBeUndefined();
  });

  it('counts retains per key', () => {
    let now = 0;
    const cache = createRetainingCache({ now: () => now, maxAgeMs: 10 });
    cache.set('k', { data: 1 });
    const a = cache.retain('k');
    const b = cache.retain('k');
    a();
    a();
    now = 100;
    cache.sweep();
    expect(cache.size).toBe(1);
    b();
    now = 200;
    cache.sweep();
    expect(cache.size).toBe(0);
  });
});
