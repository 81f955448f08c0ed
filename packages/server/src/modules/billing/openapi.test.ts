import { billingRoutes } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';

describeEachApp('billing in the OpenAPI document', (t) => {
  it('documents every billing route (the webhook and the hosted page stay out)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of Object.values(billingRoutes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/billing/webhook']).toBeUndefined();
  });
});
