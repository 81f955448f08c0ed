// @hlidka/data/core: all that needs no React (fetcher, session, auth, offline queue, live events, keys).
// Scripts and end-to-end tests use it; the app takes it through @hlidka/data.

export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  apiErrorFromBody,
  type ClientErrorCode,
  firstFieldErrors,
  isApiError,
} from './api-error';
export {
  type ApiClient,
  type ApiClientOptions,
  buildQueryString,
  createApiClient,
  type DownloadedFile,
  type HttpMethod,
  interpolatePath,
  type Logger,
  type OfflineQueueBinding,
  type Query,
  type QueuedRequest,
  type RequestOptions,
  type RouteInput,
} from './client';
export { filenameFromContentDisposition, saveFile } from './content-disposition';
export {
  createErrorReporter,
  createSentryReporter,
  type ErrorReportContext,
  type ErrorReporter,
  noopErrorReporter,
} from './error-reporter';
export { type DataKey, type KeyPattern, keyOf, keyPath, matchKeys, pathOnly } from './key-match';
export { keyPrefixes, keys } from './keys';
export { patternsFor } from './live/event-keys';
export { createEventStreamParser, readStreamEvent, type StreamEvent } from './live/event-stream';
export { connectLiveEvents, type LiveEventsConnection, type LiveEventsOptions } from './live/live-events';
export { defaultMessages, englishMessages, type Messages, messagesFor } from './messages';
export {
  createOfflineQueue,
  type OfflineQueue,
  type OfflineQueueOptions,
  type QueuedMutation,
  type SyncResult,
  syncOfflineQueue,
  syncWhenOnline,
} from './offline/offline-queue';
export { PREFETCHED_GLOBAL, type PrefetchedAnswer, takePrefetched } from './prefetched';
export { type AuthActions, createAuthActions, type RegisterResult } from './session/auth';
export {
  decodeTokenPayload,
  type GoogleCallbackResult,
  PLACEHOLDER_EMAIL_DOMAIN,
  parseGoogleCallback,
  placeholderEmail,
} from './session/google-callback';
export { GOOGLE_MANAGED_REFRESH, isUsableRefreshToken } from './session/refresh-token';
export {
  type AuthMethod,
  createSessionStore,
  type SessionEndReason,
  type SessionEvent,
  type SessionState,
  type SessionStore,
  type SignInInput,
} from './session/session-store';
export { createMemoryStorage, defaultStorage, type KeyValueStorage, storageKeys } from './session/storage';
export {
  currentSubscription,
  deriveSubscriptionData,
  type PlanLike,
  type SubscriptionData,
  type SubscriptionLike,
  websiteLimitOf,
} from './session/subscription-data';
export { createDataLayer, type DataLayer } from './setup';
