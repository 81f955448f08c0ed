import { dashboardRoutes, userRoutes } from '@hlidka/contract/routes';
import { PREFETCHED_GLOBAL } from '@hlidka/data/core';
import { describe, expect, it } from 'vitest';
import * as preload from '../../vite/route-preload';

// The build step cannot import the contract or the data layer (vite.config.ts runs in Node): its copies must match.
describe('/route-preload.js prefetches', () => {
  it('the contract paths of the profile and the dashboard, into the global the data layer reads', () => {
    expect(preload.PREFETCH['/dashboard']).toEqual([userRoutes.getUser.path, dashboardRoutes.get.path]);
    expect(preload.PREFETCH_SIGNED_IN).toEqual([userRoutes.getUser.path]);
    expect(preload.PREFETCHED_GLOBAL).toBe(PREFETCHED_GLOBAL);
  });
});
