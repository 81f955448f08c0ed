import { type ApiClient, type ApiClientOptions, createApiClient } from './client';
import { createOfflineQueue, type OfflineQueue } from './offline/offline-queue';
import { type AuthActions, createAuthActions } from './session/auth';

export interface DataLayer {
  client: ApiClient;
  auth: AuthActions;
  offlineQueue: OfflineQueue;
}

/**
 * The app's data layer in one call: the client (with the IndexedDB offline queue bound), the auth actions and the
 * queue. `sentryDsn` is `import.meta.env.VITE_SENTRY_DSN`; without it errors go nowhere.
 */
export function createDataLayer(options: Omit<ApiClientOptions, 'offlineQueue'> = {}): DataLayer {
  const offlineQueue = createOfflineQueue();
  const client = createApiClient({ ...options, offlineQueue });
  return { client, auth: createAuthActions(client), offlineQueue };
}
