import { dashboardRoutes, eventRoutes, incidentRoutes, reportRoutes } from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('documents every incident, live-event, dashboard and report route in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  const defs = [incidentRoutes, eventRoutes, dashboardRoutes, reportRoutes].flatMap((routes) => Object.values(routes));
  for (const def of defs) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    expect(paths[path]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
  }
});
