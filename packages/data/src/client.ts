import type { RefreshTokenData } from '@hlidka/contract';
import type {
  AnyRoute,
  RouteRequestBody,
  RouteRequestParams,
  RouteRequestQuery,
  RouteResult,
} from '@hlidka/contract/routes';
import { ApiError, apiErrorFromBody, isApiError, messageTranslations } from './api-error';
import { filenameFromContentDisposition } from './content-disposition';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { type MessageKey, type Messages, messagesFor } from './messages';
import { takePrefetched } from './prefetched';
import { isUsableRefreshToken } from './session/refresh-token';
import { createSessionStore, type SessionStore } from './session/session-store';
import { defaultStorage, type KeyValueStorage } from './session/storage';

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

/** Requests whose 401 is an answer, not an expired session (spec §8: login, logout, refresh; the second sign-in step). */
const authPaths = new Set([
  '/api/login_check',
  '/api/logout',
  '/api/refresh-token',
  '/api/auth/oauth/google/refresh',
  '/api/login/two-factor',
  '/api/login/two-factor/passkey-options',
]);

const mutationMethods = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

interface GoogleRefreshAnswer {
  success: boolean;
  tokens?: { access_token?: string; expires_at?: string };
  message?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** `/api/teams/:id/members` + `{ id }` → `/api/teams/…/members`. */
export function interpolatePath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter :${name}`);
    return encodeURIComponent(String(value));
  });
}

function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

function readSentryDsn(): string | undefined {
  try {
    return (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_SENTRY_DSN;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const storage = options.storage ?? defaultStorage();
  const session = options.session ?? createSessionStore(storage);
  const reporter = options.errorReporter ?? createErrorReporter(options.sentryDsn ?? readSentryDsn());
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const isOnline = options.isOnline ?? (() => (globalThis as { navigator?: Navigator }).navigator?.onLine ?? true);
  const currentMessages = (): Messages => ({ ...messagesFor(options.getLanguage?.()), ...options.messages });
  /** An error's text of the client's own, in the current language and in both. */
  const own = (key: MessageKey) => ({ message: currentMessages()[key], translations: messageTranslations(key) });
  const logger = options.logger ?? { warn: (message, detail) => console.warn(message, detail) };
  let refreshing: Promise<string> | null = null;

  function url(path: string, query?: Query): string {
    return `${/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`}${buildQueryString(query)}`;
  }

  async function fetchOnce(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const target = url(path, opts.query);
    if (method === 'GET' && token) {
      // Asked for already by /route-preload.js while the code downloaded (the slow link of issue 25).
      const prefetched = takePrefetched(target, token);
      if (prefetched) {
        try {
          return await prefetched;
        } catch {
          // That attempt failed: ask again below.
        }
      }
    }
    try {
      return await fetchImpl(target, { method, headers, body, signal: opts.signal ?? null });
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (!isOnline()) throw new ApiError({ ...own('offline'), code: 'OFFLINE', status: 0, cause: error });
      throw new ApiError({ ...own('unexpected'), code: 'NETWORK_ERROR', status: 0, cause: error });
    }
  }

  async function parseBody(response: Response): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  function fail(error: ApiError, method: string, path: string): never {
    if (error.status >= 500) {
      try {
        reporter.report(error, { method, url: url(path) });
      } catch {
        // a broken reporter must not hide the error
      }
    }
    throw error;
  }

  async function readAnswer<T>(response: Response, path: string, opts: RequestOptions): Promise<T> {
    const method = opts.method ?? 'GET';
    const requestId = response.headers.get('x-request-id');
    if (response.ok && opts.responseType === 'response') return response as T;
    const body = await parseBody(response);
    if (!response.ok || (isRecord(body) && body.success === false)) {
      fail(
        apiErrorFromBody(response.status, body, {
          fallbackMessage: opts.fallbackMessage ?? currentMessages().unexpected,
          notFoundMessage: opts.notFoundMessage,
          requestId,
        }),
        method,
        path,
      );
    }
    if (opts.raw) return body as T;
    if (isRecord(body) && 'success' in body) return body.data as T;
    return body as T;
  }

  async function send<T>(path: string, opts: RequestOptions, retried: boolean): Promise<T> {
    const useAuth = opts.auth !== false;
    const sentToken = opts.token !== undefined ? opts.token : useAuth ? session.getState().token : null;
    const response = await fetchOnce(path, opts, sentToken);
    if (response.status === 401 && useAuth && opts.token === undefined && !authPaths.has(path)) {
      // Drain the body so the connection is reused.
      await response.body?.cancel().catch(() => undefined);
      if (retried) {
        await endSession();
        throw new ApiError({ ...own('loginExpired'), code: 401, status: 401 });
      }
      session.reload();
      const current = session.getState().token;
      // Another request (or tab) refreshed while this one was under way: replay with the new token.
      if (current && current !== sentToken && !refreshing) return send<T>(path, opts, true);
      await refresh();
      return send<T>(path, opts, true);
    }
    return readAnswer<T>(response, path, opts);
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? 'GET';
    if (!isOnline()) {
      const queueing =
        mutationMethods.has(method) &&
        opts.queueable !== false &&
        (await options.offlineQueue?.isEnabled().catch(() => false));
      if (queueing) {
        await options.offlineQueue?.enqueue({ method, path, query: opts.query, body: opts.body });
        throw new ApiError({ ...own('offline'), code: 'OFFLINE_QUEUED', status: 0 });
      }
      throw new ApiError({ ...own('offline'), code: 'OFFLINE', status: 0 });
    }
    return send<T>(path, opts, false);
  }

  async function googleRefresh(token: string): Promise<string> {
    try {
      const answer = await send<Partial<GoogleRefreshAnswer> | undefined>(
        '/api/auth/oauth/google/refresh',
        { method: 'POST', raw: true, token },
        false,
      );
      const accessToken = answer?.tokens?.access_token;
      if (answer?.success !== true || !accessToken) {
        throw new ApiError({
          message: answer?.message || currentMessages().refreshWithoutToken,
          code: 'REFRESH_FAILED',
          status: 200,
        });
      }
      session.updateTokens({ token: accessToken, expiresAt: answer.tokens?.expires_at ?? null });
      return accessToken;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError({
        message: `${currentMessages().googleRefreshFailed}${reason}`,
        code: isApiError(error) ? error.code : 'OAUTH_ERROR',
        status: isApiError(error) ? error.status : 0,
        cause: error,
      });
    }
  }

  async function normalRefresh(): Promise<string> {
    const refreshToken = session.getState().refreshToken;
    if (!isUsableRefreshToken(refreshToken)) {
      throw new ApiError({ ...own('sessionExpired'), code: 'REFRESH_TOKEN_UNAVAILABLE', status: 401 });
    }
    let data: Partial<RefreshTokenData> | undefined;
    try {
      data = await send<Partial<RefreshTokenData> | undefined>(
        '/api/refresh-token',
        { method: 'POST', body: { refreshToken }, auth: false },
        false,
      );
    } catch (error) {
      // The server refused the refresh token: it is not usable.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        throw new ApiError({
          ...own('sessionExpired'),
          code: error.code,
          status: error.status,
          requestId: error.requestId,
          cause: error,
        });
      }
      throw error;
    }
    if (!data?.token) throw new ApiError({ ...own('refreshWithoutToken'), code: 'REFRESH_FAILED', status: 200 });
    session.updateTokens({ token: data.token, refreshToken: data.refreshToken, expiresAt: data.expiresAt ?? null });
    return data.token;
  }

  /** Tabs refresh one at a time (Web Locks where the browser has them): a refresh token is single-use. */
  async function runRefreshAcrossTabs(): Promise<string> {
    const failedToken = session.getState().token;
    const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    if (!locks) return runRefresh(failedToken);
    return locks.request('hlidka-token-refresh', () => runRefresh(failedToken));
  }

  async function runRefresh(failedToken: string | null): Promise<string> {
    session.reload();
    const state = session.getState();
    // Another tab refreshed while this one waited for the lock.
    if (state.token && state.token !== failedToken && !session.isTokenExpired()) return state.token;
    if (state.authMethod === 'google' && state.token) {
      try {
        return await googleRefresh(state.token);
      } catch (error) {
        // 'OAuth refresh selhal: …'; the normal refresh is the fallback.
        logger.warn(error instanceof Error ? error.message : String(error), error);
      }
    }
    return normalRefresh();
  }

  function refresh(): Promise<string> {
    if (!refreshing) {
      refreshing = runRefreshAcrossTabs()
        .catch(async (error: unknown) => {
          await endSession();
          throw error;
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  let ending: Promise<void> | null = null;
  function endSession(): Promise<void> {
    ending ??= logout('expired').finally(() => {
      ending = null;
    });
    return ending;
  }

  async function logout(reason: 'logout' | 'expired' = 'logout'): Promise<void> {
    const { token, refreshToken } = session.getState();
    const wasSignedIn = token !== null || refreshToken !== null;
    session.signOut(reason);
    if (!wasSignedIn || !isOnline()) return;
    try {
      await send(
        '/api/logout',
        {
          method: 'POST',
          token,
          body: isUsableRefreshToken(refreshToken) ? { refreshToken } : undefined,
        },
        false,
      );
    } catch {
      // The session is over locally whatever the server says.
    }
  }

  async function call<D extends AnyRoute>(
    route: D,
    input: RouteInput<D> = {},
    extra: Omit<RequestOptions, 'method' | 'query' | 'body' | 'signal' | 'raw'> = {},
  ): Promise<RouteResult<D>> {
    const path = interpolatePath(route.path, input.params as Record<string, unknown> | undefined);
    const result = await request<RouteResult<D>>(path, {
      ...extra,
      method: route.method,
      query: input.query as Query | undefined,
      body: input.body,
      signal: input.signal,
      raw: route.raw,
      auth: extra.auth ?? route.auth === 'user',
    });
    const issues = options.checkAnswer?.(route, result);
    if (issues) logger.warn(`${route.method} ${route.path}: the answer does not match the contract`, issues);
    return result;
  }

  async function download(
    path: string,
    opts: RequestOptions & { fallbackFilename?: string } = {},
  ): Promise<DownloadedFile> {
    const response = await request<Response>(path, {
      ...opts,
      responseType: 'response',
      headers: { Accept: '*/*', ...opts.headers },
    });
    const filename =
      filenameFromContentDisposition(response.headers.get('content-disposition')) ??
      opts.fallbackFilename ??
      path.split('/').filter(Boolean).pop() ??
      'download';
    const blob = await response.blob();
    return { blob, filename, contentType: response.headers.get('content-type') ?? blob.type };
  }

  return {
    session,
    storage,
    get messages() {
      return currentMessages();
    },
    baseUrl,
    request,
    call,
    download,
    refresh,
    logout,
    url,
  };
}
