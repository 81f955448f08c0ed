import type { AnyRoute, RouteResult } from '@hlidka/contract/routes';
import { ApiError } from '../api-error';
import { isUsableRefreshToken } from '../session/refresh-token';
import { createClientContext } from './context';
import { downloadFile } from './download';
import { fetchOnce } from './fetch-once';
import { refuseOffline } from './offline';
import { readAnswer } from './read-answer';
import { refreshAcrossTabs } from './refresh';
import { singleFlight } from './single-flight';
import type { ApiClient, ApiClientOptions, Query, RequestOptions, RouteInput } from './types';
import { interpolatePath } from './url';

/** Requests whose 401 is an answer, not an expired session (spec §8: login, logout, refresh; the second sign-in step). */
const authPaths = new Set([
  '/api/login_check',
  '/api/logout',
  '/api/refresh-token',
  '/api/auth/oauth/google/refresh',
  '/api/login/two-factor',
  '/api/login/two-factor/passkey-options',
]);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const ctx = createClientContext(options);
  const { session } = ctx;
  const ending = singleFlight(() => logout('expired'));
  const refreshing = singleFlight(() =>
    refreshAcrossTabs(ctx, send).catch(async (error: unknown) => {
      await ending.run();
      throw error;
    }),
  );

  async function send<T>(path: string, opts: RequestOptions, retried = false): Promise<T> {
    const useAuth = opts.auth !== false;
    const sentToken = opts.token !== undefined ? opts.token : useAuth ? session.getState().token : null;
    const response = await fetchOnce(ctx, path, opts, sentToken);
    if (response.status === 401 && useAuth && opts.token === undefined && !authPaths.has(path)) {
      // Drain the body so the connection is reused.
      await response.body?.cancel().catch(() => undefined);
      if (retried) {
        await ending.run();
        throw new ApiError({ ...ctx.own('loginExpired'), code: 401, status: 401 });
      }
      session.reload();
      const current = session.getState().token;
      // Another request (or tab) refreshed while this one was under way: replay with the new token.
      if (current && current !== sentToken && !refreshing.isRunning()) return send<T>(path, opts, true);
      await refreshing.run();
      return send<T>(path, opts, true);
    }
    return readAnswer<T>(ctx, response, path, opts);
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    if (!ctx.isOnline()) return refuseOffline(ctx, path, opts);
    return send<T>(path, opts);
  }

  async function logout(reason: 'logout' | 'expired' = 'logout'): Promise<void> {
    const { token, refreshToken } = session.getState();
    const wasSignedIn = token !== null || refreshToken !== null;
    session.signOut(reason);
    if (!wasSignedIn || !ctx.isOnline()) return;
    try {
      await send('/api/logout', {
        method: 'POST',
        token,
        body: isUsableRefreshToken(refreshToken) ? { refreshToken } : undefined,
      });
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
    if (issues) ctx.logger.warn(`${route.method} ${route.path}: the answer does not match the contract`, issues);
    return result;
  }

  return {
    session,
    storage: ctx.storage,
    get messages() {
      return ctx.messages();
    },
    baseUrl: ctx.baseUrl,
    request,
    call,
    download: (path, opts) => downloadFile(request, path, opts),
    refresh: refreshing.run,
    logout,
    url: ctx.url,
  };
}
