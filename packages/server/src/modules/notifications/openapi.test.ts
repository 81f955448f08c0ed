import {
  notificationChannelRoutes,
  notificationRoutes,
  notificationRuleRoutes,
  notificationSettingsRoutes,
} from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('documents every notification route and the webhook payload in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  const doc = res.json() as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown>; description?: string }> };
  };
  const defs = [
    notificationRoutes,
    notificationChannelRoutes,
    notificationRuleRoutes,
    notificationSettingsRoutes,
  ].flatMap((routes) => Object.values(routes));
  for (const def of defs) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    expect(doc.paths[path]?.[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
  }
  const payload = doc.components.schemas.WebhookPayload;
  expect(Object.keys(payload?.properties ?? {})).toEqual(
    expect.arrayContaining(['id', 'event', 'test', 'occurredAt', 'website', 'incident', 'message']),
  );
  expect(payload?.description).toContain('X-Hlidka-Signature');
});
