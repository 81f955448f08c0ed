import type {
  AnyRoute,
  RouteRequestBody,
  RouteRequestParams,
  RouteRequestQuery,
  RouteResult,
} from '@hlidka/contract/routes';
import type { ErrorReporter } from '../error-reporter';
import type { Messages } from '../messages';
import type { SessionStore } from '../session/session-store';
import type { KeyValueStorage } from '../session/storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Query | undefined;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No default timeout (spec §9): pass a signal to cancel. */
  signal?: AbortSignal | undefined;
  /** Send the Bearer token and handle 401 by refreshing (default true). */
  auth?: boolean;
  /** Use this Bearer token instead of the session's (logout after the session is cleared). */
  token?: string | null;
  /** The answer is a flat JSON document, not an envelope (the Google endpoints). */
  raw?: boolean;
  /** Error message when the answer carries none (e.g. 'Přihlášení se nezdařilo'). */
  fallbackMessage?: string | undefined;
  /** Error message for a 404 (e.g. 'Plán nebyl nalezen'). */
  notFoundMessage?: string | undefined;
  /** 'response': resolve with the raw `Response` of a successful answer (file downloads). */
  responseType?: 'json' | 'response';
  /** A mutation made while offline goes to the offline queue when offline mode is on (default true). */
  queueable?: boolean;
}

export interface QueuedRequest {
  method: HttpMethod;
  path: string;
  query?: Query | undefined;
  body?: unknown;
}

/** What the client needs of the offline queue (see offline/offline-queue.ts). */
export interface OfflineQueueBinding {
  isEnabled(): Promise<boolean>;
  enqueue(request: QueuedRequest): Promise<unknown>;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
}

export interface ApiClientOptions {
  /** API origin; the page's own origin by default. */
  baseUrl?: string;
  storage?: KeyValueStorage;
  session?: SessionStore;
  /** Where answers with status ≥ 500 go; Sentry when `sentryDsn` is set, else a no-op. */
  errorReporter?: ErrorReporter;
  sentryDsn?: string | undefined;
  fetch?: typeof globalThis.fetch;
  /** Whether the browser is online (navigator.onLine by default). */
  isOnline?: () => boolean;
  offlineQueue?: OfflineQueueBinding;
  /** Sent as Accept-Language, so server messages come in the UI's language; the client's own texts follow it too. */
  getLanguage?: () => string | undefined;
  /** Overrides of single texts, whatever the language. */
  messages?: Partial<Messages>;
  logger?: Logger;
  /**
   * Check every contract-route answer against its schema and warn about drift (development and tests; the answer is
   * returned either way): pass `answerIssues` of `@hlidka/contract`, which brings the schemas along.
   */
  checkAnswer?: (route: AnyRoute, answer: unknown) => readonly unknown[] | undefined;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

export type RouteInput<D extends AnyRoute> = {
  params?: RouteRequestParams<D>;
  query?: RouteRequestQuery<D>;
  body?: RouteRequestBody<D>;
  signal?: AbortSignal;
};

export interface ApiClient {
  readonly session: SessionStore;
  readonly storage: KeyValueStorage;
  /** The client's own texts in the UI's current language (read at each use). */
  readonly messages: Messages;
  readonly baseUrl: string;
  /** JSON request; resolves with the envelope's `data` (or the whole body for `raw`), throws `ApiError`. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A contract route with typed params, query, body and answer. */
  call<D extends AnyRoute>(
    route: D,
    input?: RouteInput<D>,
    options?: Omit<RequestOptions, 'method' | 'query' | 'body' | 'signal' | 'raw'>,
  ): Promise<RouteResult<D>>;
  /** A file (invoice PDF, report CSV/PDF, data export) with the name the server gives it. */
  download(path: string, options?: RequestOptions & { fallbackFilename?: string }): Promise<DownloadedFile>;
  /** Refresh the access token now (one shared refresh; ends the session when it fails). */
  refresh(): Promise<string>;
  /** Sign out: clears tokens and subscription data, tells the server (best effort). */
  logout(reason?: 'logout' | 'expired'): Promise<void>;
  url(path: string, query?: Query): string;
}
