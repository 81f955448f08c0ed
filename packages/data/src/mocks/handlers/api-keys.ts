import { http } from 'msw';
import type { MockDb } from '../db';
import { createApiKey, fixtureNowIso } from '../fixtures';
import { api, notFound, ok } from '../respond';

export function apiKeyHandlers(db: MockDb) {
  return [
    http.get(api('/api/api-keys'), () => ok({ apiKeys: db.apiKeys })),
    http.post(api('/api/api-keys'), async ({ request }) => {
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
    http.delete(api('/api/api-keys/:id'), ({ params }) => {
      const before = db.apiKeys.length;
      db.apiKeys = db.apiKeys.filter((key) => key.id !== params.id);
      return before === db.apiKeys.length ? notFound('API klíč nebyl nalezen') : ok({ revoked: true });
    }),
  ];
}
