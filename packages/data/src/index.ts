// @hlidka/data: the refresh-aware fetcher, session, offline queue, SWR hooks and live events.
// Mocks live apart, in @hlidka/data/mocks.

export * from './core';
export * from './hooks';
export { useLiveEvents } from './live/use-live-events';
export { type OfflineModeState, useOfflineMode, useOnlineStatus } from './offline/use-offline';
export { CACHE_RETENTION_MS, createRetainingCache, type RetainingCache } from './swr/cache';
export { createSwrFetcher, notFoundMessageFor } from './swr/fetcher';
export {
  DataProvider,
  type DataProviderProps,
  FRESH_MS,
  swrDefaults,
  useApiClient,
  useDataCache,
  useOfflineQueue,
  useRevalidateAll,
  useSession,
} from './swr/provider';
export {
  isTransientError,
  type MutationOptions,
  type MutationState,
  useApiMutation,
  useAuthedKey,
  useResource,
  withRetry,
} from './swr/use-resource';
