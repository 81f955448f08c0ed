import { teamRoutes } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';

describeEachApp('teams in the OpenAPI document', (t) => {
  it('documents every team route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of Object.values(teamRoutes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
