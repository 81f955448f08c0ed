import { apiKeyRoutes, authRoutes, twoFactorRoutes, userRoutes } from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('documents every auth, two-factor, user and API-key route in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  const routes = [authRoutes, twoFactorRoutes, userRoutes, apiKeyRoutes].flatMap((table) => Object.values(table));
  for (const def of routes) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    expect(paths[path]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
  }
});
