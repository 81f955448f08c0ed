import type { DashboardData, WebsiteDetailData } from '@hlidka/contract';
import * as routes from '@hlidka/contract/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DataKey, keyOf } from './key-match';
import { keyPrefixes, keys } from './keys';

const tablePaths = Object.values(routes).flatMap((value) =>
  typeof value === 'object' && value !== null && !('method' in value)
    ? Object.values(value as Record<string, routes.AnyRoute>).map((route) => route.path)
    : [],
);

describe('keys', () => {
  it('are made from the routes of the table, params filled in and empty query values left out', () => {
    expect(keys.website('w 1')).toEqual(['/api/websites/w%201']);
    expect(keys.websites({ page: 2, search: undefined })).toEqual(['/api/websites', { page: 2 }]);
    expect(keys.websites({ search: undefined })).toEqual(['/api/websites']);
    expect(keys.teamInvitationPreview('t')).toEqual([routes.teamRoutes.previewInvitation.path.replace(':token', 't')]);
  });

  it('carry the answer type of their route', () => {
    expectTypeOf(keys.dashboard()).toEqualTypeOf<DataKey<DashboardData>>();
    expectTypeOf(keys.website('w1')).toEqualTypeOf<DataKey<WebsiteDetailData>>();
    // @ts-expect-error the route's param is `id`
    expect(() => keyOf(routes.websiteRoutes.get, { websiteId: 'w1' })).toThrow('Missing path parameter :id');
  });

  it('group by paths of the table', () => {
    for (const [name, prefix] of Object.entries(keyPrefixes)) {
      expect(
        tablePaths.some((path) => path === prefix || path.startsWith(`${prefix}/`)),
        name,
      ).toBe(true);
    }
  });
});
