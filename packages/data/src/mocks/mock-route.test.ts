import { authRoutes, dashboardRoutes, websiteRoutes } from '@hlidka/contract/routes';
import { describe, expect, it } from 'vitest';
import { mockRoute, raw } from './mock-route';
import { fail, ok } from './respond';

describe('mockRoute', () => {
  it('serves the method and path of its route', () => {
    const handler = mockRoute(websiteRoutes.pause, () => fail(404, 'NOT_FOUND', 'Web nenalezen'));
    expect(handler.info).toMatchObject({ method: 'POST', path: `*${websiteRoutes.pause.path}` });
  });

  it('does not compile with an answer of another shape', () => {
    mockRoute(authRoutes.logout, () => ok({ loggedOut: true }));
    mockRoute(authRoutes.googleUnlink, () => raw({ success: true }));
    // @ts-expect-error the dashboard answers its figures, not a list of plans
    mockRoute(dashboardRoutes.get, () => ok({ plans: [] }));
    // @ts-expect-error logout answers `loggedOut: true`
    mockRoute(authRoutes.logout, () => ok({ loggedOut: 'yes' }));
    expect(true).toBe(true);
  });
});
