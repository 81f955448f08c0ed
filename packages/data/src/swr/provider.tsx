import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { isApiError } from '../api-error';
import type { ApiClient } from '../client';
import { type OfflineQueue, type SyncResult, syncOfflineQueue, syncWhenOnline } from '../offline/offline-queue';
import type { SessionState } from '../session/session-store';
import { createRetainingCache, type RetainingCache } from './cache';
import { createSwrFetcher } from './fetcher';

/** Fresh for 5 minutes (spec §7): profile and settings too. */
export const FRESH_MS = 5 * 60_000;

function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === 'OFFLINE' || error.code === 'OFFLINE_QUEUED') return false;
  return error.status === 0 || error.status >= 500 || error.status === 429;
}

/**
 * Spec §7 "Default query options": fresh 5 minutes (deduplicated), kept 30 minutes (the cache provider), 1 retry, no
 * refetch on focus nor on mount when cached, refetch on reconnect. Queries run even offline: the fetcher answers with
 * the offline error instead of waiting.
 */
export const swrDefaults = {
  dedupingInterval: FRESH_MS,
  errorRetryCount: 1,
  errorRetryInterval: 2_000,
  shouldRetryOnError: isRetryable,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: true,
} satisfies SWRConfiguration;

const ApiClientContext = createContext<ApiClient | null>(null);
const CacheContext = createContext<RetainingCache | null>(null);
const OfflineQueueContext = createContext<OfflineQueue | null>(null);

export interface DataProviderProps {
  client: ApiClient;
  children?: ReactNode;
  /** A cache of your own (stories and tests give each render a fresh one; the default is one per provider). */
  cache?: RetainingCache;
  /** Overrides of the defaults (tests: `dedupingInterval: 0`). */
  config?: SWRConfiguration;
  /** With the offline queue, queued mutations are sent when the browser comes back online (spec §4). */
  offlineQueue?: OfflineQueue;
  /** The counts of that sync, for a notice. */
  onOfflineSync?: (result: SyncResult) => void;
}

/** The one SWR configuration of the app, with the API client for the hooks. */
export function DataProvider({ client, children, cache, config, offlineQueue, onOfflineSync }: DataProviderProps) {
  const [ownCache] = useState(() => cache ?? createRetainingCache());
  const value = useMemo<SWRConfiguration>(
    () => ({ ...swrDefaults, fetcher: createSwrFetcher(client), provider: () => ownCache, ...config }),
    [client, ownCache, config],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <CacheContext.Provider value={ownCache}>
        <OfflineQueueContext.Provider value={offlineQueue ?? null}>
          <SWRConfig value={value}>
            <ClearCacheOnSignOut client={client} />
            {offlineQueue && <SyncWhenOnline client={client} queue={offlineQueue} onResult={onOfflineSync} />}
            {children}
          </SWRConfig>
        </OfflineQueueContext.Provider>
      </CacheContext.Provider>
    </ApiClientContext.Provider>
  );
}

/** Signing out (logout, expired session, deleted account) drops every cached answer. */
function ClearCacheOnSignOut({ client }: { client: ApiClient }) {
  const { unload } = useSWRConfig();
  useEffect(
    () =>
      client.session.onEvent((event) => {
        if (event.type === 'signed-out') unload({ revalidate: false });
      }),
    [client, unload],
  );
  return null;
}

function SyncWhenOnline({
  client,
  queue,
  onResult,
}: {
  client: ApiClient;
  queue: OfflineQueue;
  onResult: ((result: SyncResult) => void) | undefined;
}) {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      syncWhenOnline(
        () => syncOfflineQueue(queue, client, { messages: client.messages }),
        (result) => {
          if (result.succeeded > 0) void mutate(() => true);
          if (result.succeeded + result.failed > 0) onResult?.(result);
        },
      ),
    [client, queue, onResult, mutate],
  );
  return null;
}

/** Asks the server again for every answer on screen (after a language change: it words messages in the request's). */
export function useRevalidateAll(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(() => true), [mutate]);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs a <DataProvider>');
  return client;
}

/** The offline queue given to <DataProvider>, if any (the /settings/offline screen). */
export function useOfflineQueue(): OfflineQueue | null {
  return useContext(OfflineQueueContext);
}

export function useDataCache(): RetainingCache | null {
  return useContext(CacheContext);
}

/** The session state (spec §3 Auth session), re-rendering on change. */
export function useSession(): SessionState {
  const { session } = useApiClient();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
