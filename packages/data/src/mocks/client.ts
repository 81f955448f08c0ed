import type { User } from '@hlidka/contract';
import { type ApiClient, createApiClient } from '../client';
import { noopErrorReporter } from '../error-reporter';
import type { AuthMethod } from '../session/session-store';
import { createMemoryStorage } from '../session/storage';
import { createUser } from './fixtures';

export interface MockClientOptions {
  /** Signed in by default. */
  signedIn?: boolean;
  user?: User;
  authMethod?: AuthMethod;
  /** Same origin by default (Storybook); msw/node tests pass any absolute URL. */
  baseUrl?: string;
  isOnline?: () => boolean;
  /** The UI's language, as the app's client has it: sent as Accept-Language and used for the client's own texts. */
  getLanguage?: () => string | undefined;
}

/**
 * An API client for stories and app tests: memory storage (nothing leaks between stories), no error reporting, and a
 * signed-in session unless told otherwise. Pair it with `scenario(...)` handlers and a fresh `<DataProvider>`.
 */
export function createMockClient(options: MockClientOptions = {}): ApiClient {
  const client = createApiClient({
    baseUrl: options.baseUrl,
    storage: createMemoryStorage(),
    errorReporter: noopErrorReporter,
    logger: { warn() {} },
    isOnline: options.isOnline,
    getLanguage: options.getLanguage,
  });
  if (options.signedIn !== false) {
    client.session.signIn({
      token: 'mock-access-1',
      refreshToken: 'mock-refresh-1',
      user: options.user ?? createUser(),
      expiresAt: '2099-01-01T00:00:00.000Z',
      authMethod: options.authMethod ?? 'email',
    });
  }
  return client;
}
