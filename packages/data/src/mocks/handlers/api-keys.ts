import { apiKeyRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createApiKey, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { notFound, ok } from '../respond';

export function apiKeyHandlers(db: MockDb) {
  return [
    mockRoute(apiKeyRoutes.list, () => ok({ apiKeys: db.apiKeys })),
    mockRoute(apiKeyRoutes.create, async ({ request }) => {
      const body = (await request.json()) as { name: string; expiresAt?: string };
      const apiKey = createApiKey(db.apiKeys.length + 10, {
        name: body.name,
        expiresAt: body.expiresAt ?? null,
        createdAt: fixtureNowIso(),
        lastUsedAt: null,
      });
      db.apiKeys = [apiKey, ...db.apiKeys];
      return ok({ apiKey, secret: `${apiKey.prefix}mock-secret-0123456789abcdef` }, 201);
    }),
    mockRoute(apiKeyRoutes.revoke, ({ params }) => {
      const before = db.apiKeys.length;
      db.apiKeys = db.apiKeys.filter((key) => key.id !== params.id);
      return before === db.apiKeys.length ? notFound('API klíč nebyl nalezen') : ok({ revoked: true });
    }),
  ];
}
