import {
  type AnyRouteDef,
  authRoutes,
  incidentRoutes,
  isRawResponse,
  notificationRoutes,
  userRoutes,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { authRouteRefs, incidentRouteRefs, notificationRouteRefs, type RouteRef, userRouteRefs } from './route-refs';

function expectSameAsContract(refs: Record<string, RouteRef<AnyRouteDef>>, routes: Record<string, AnyRouteDef>) {
  for (const [name, ref] of Object.entries(refs)) {
    const route = routes[name];
    expect(route, name).toBeDefined();
    if (!route) continue;
    expect({ method: ref.method, path: ref.path, auth: ref.auth, raw: ref.raw }, name).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      raw: isRawResponse(route.response),
    });
  }
}

describe('route references', () => {
  it('match the contract for the auth routes', () => {
    expectSameAsContract(authRouteRefs, authRoutes);
  });

  it('match the contract for the user routes', () => {
    expectSameAsContract(userRouteRefs, userRoutes);
  });

  it('match the contract for the notification routes', () => {
    expectSameAsContract(notificationRouteRefs, notificationRoutes);
  });

  it('match the contract for the incident routes', () => {
    expectSameAsContract(incidentRouteRefs, incidentRoutes);
  });
});
