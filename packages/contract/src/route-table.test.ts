import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type AuthSessionData, authRouteSchemas, type LoginAnswer } from './auth';
import { type RouteRequestBody, type RouteResult, routeTable } from './route';
import { routesWithSchemas, schemasOf } from './route-schemas';
import * as routes from './routes/index';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules `file` loads at runtime (`import type` and `export type` left out), transitively. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, kind, from] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    if (kind) continue;
    if (!from?.startsWith('.')) {
      seen.add(from ?? '');
      continue;
    }
    const base = join(dirname(file), from);
    const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (target) runtimeImports(target, seen);
  }
  return seen;
}

const tableRoutes = Object.values(routes).flatMap((value) =>
  typeof value === 'object' && value !== null && !('method' in value) ? Object.values(value) : [],
);

describe('route table', () => {
  it('loads no zod and no schema module at runtime (@hlidka/contract/routes)', () => {
    const loaded = [...runtimeImports(join(here, 'routes/index.ts'))];
    expect(loaded.filter((module) => !module.startsWith(here))).toEqual([]);
    expect(loaded.filter((module) => !/\/routes\/[\w-]+\.ts$|\/route\.ts$/.test(module))).toEqual([]);
  });

  it('has schemas attached to every route, one route per method and path', () => {
    expect(tableRoutes.length).toBe(routesWithSchemas.length);
    for (const route of tableRoutes) expect(schemasOf(route).response, `${route.method} ${route.path}`).toBeDefined();
    const keys = routesWithSchemas.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carries the types of the schemas', () => {
    expectTypeOf<RouteResult<typeof routes.authRoutes.register>>().toEqualTypeOf<AuthSessionData>();
    expectTypeOf<RouteResult<typeof routes.authRoutes.login>>().toEqualTypeOf<LoginAnswer>();
    expectTypeOf<RouteRequestBody<typeof routes.authRoutes.login>>().toEqualTypeOf<{
      email: string;
      password: string;
    }>();
    expectTypeOf(schemasOf(routes.authRoutes.login).body).toEqualTypeOf(authRouteSchemas.login.body);
  });

  it('does not compile with a route missing or one the schemas do not have', () => {
    const schemas = { get: { summary: 'x', tags: [], response: z.string() } };
    // @ts-expect-error the table lacks the route `get`
    routeTable<typeof schemas>()({});
    routeTable<typeof schemas>()({
      get: { method: 'GET', path: '/x', auth: 'none' },
      // @ts-expect-error no schemas for `other`
      other: { method: 'GET', path: '/y', auth: 'none' },
    });
    expect(routeTable<typeof schemas>()({ get: { method: 'GET', path: '/x', auth: 'none' } }).get).toEqual({
      method: 'GET',
      path: '/x',
      auth: 'none',
      status: 200,
      raw: false,
    });
  });

  it('answers flat, not in the envelope, when the route names another media type', () => {
    const schemas = { page: { summary: 'x', tags: [], response: z.string() } };
    const html = { method: 'GET', path: '/x', auth: 'none', contentType: 'text/html; charset=utf-8' } as const;
    expect(routeTable<typeof schemas>()({ page: html }).page).toMatchObject({ raw: true, status: 200 });
    expect(routes.statusPageRoutes.page).toMatchObject({ raw: true, contentType: 'text/html; charset=utf-8' });
  });
});
