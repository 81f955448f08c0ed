import { affiliateRoutes, authRoutes, helpRoutes, userRoutes } from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('serves every route of the affiliate, help, user and auth contracts', () => {
  const routes = [
    ...Object.values(affiliateRoutes),
    ...Object.values(helpRoutes),
    ...Object.values(userRoutes),
    ...Object.values(authRoutes),
  ];
  const missing = routes.filter((def) => !t.app.hasRoute({ method: def.method, url: def.path }));
  expect(missing.map((def) => `${def.method} ${def.path}`)).toEqual([]);
});
