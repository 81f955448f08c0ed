import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../client';
import { createMemoryStorage, type KeyValueStorage } from '../session/storage';

export const BASE = 'http://api.test';

/** One msw/node server per test file: unknown requests fail the test. */
export function setupMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function createTestClient(options: ApiClientOptions & { storage?: KeyValueStorage } = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const warnings: string[] = [];
  const reported: unknown[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    storage,
    isOnline: () => true,
    logger: { warn: (message) => warnings.push(message) },
    errorReporter: { report: (error) => reported.push(error) },
    ...options,
  });
  return { client, storage, warnings, reported };
}

/** A JWT-shaped token with the given payload (unsigned; the client only reads it). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.signature`;
}
