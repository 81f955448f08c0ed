import type { RefreshTokenData } from '@hlidka/contract';
import { ApiError, isApiError } from '../api-error';
import { isUsableRefreshToken } from '../session/refresh-token';
import type { ClientContext, Send } from './context';
import { googleRefresh } from './google-refresh';

/** Tabs refresh one at a time (Web Locks where the browser has them): a refresh token is single-use. */
export async function refreshAcrossTabs(ctx: ClientContext, send: Send): Promise<string> {
  const failedToken = ctx.session.getState().token;
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return runRefresh(ctx, send, failedToken);
  return locks.request('hlidka-token-refresh', () => runRefresh(ctx, send, failedToken));
}

async function runRefresh(ctx: ClientContext, send: Send, failedToken: string | null): Promise<string> {
  const { session } = ctx;
  session.reload();
  const state = session.getState();
  // Another tab refreshed while this one waited for the lock.
  if (state.token && state.token !== failedToken && !session.isTokenExpired()) return state.token;
  if (state.authMethod === 'google' && state.token) {
    try {
      return await googleRefresh(ctx, send, state.token);
    } catch (error) {
      // 'OAuth refresh selhal: …'; the normal refresh is the fallback.
      ctx.logger.warn(error instanceof Error ? error.message : String(error), error);
    }
  }
  return normalRefresh(ctx, send);
}

async function normalRefresh(ctx: ClientContext, send: Send): Promise<string> {
  const refreshToken = ctx.session.getState().refreshToken;
  if (!isUsableRefreshToken(refreshToken)) {
    throw new ApiError({ ...ctx.own('sessionExpired'), code: 'REFRESH_TOKEN_UNAVAILABLE', status: 401 });
  }
  let data: Partial<RefreshTokenData> | undefined;
  try {
    data = await send<Partial<RefreshTokenData> | undefined>('/api/refresh-token', {
      method: 'POST',
      body: { refreshToken },
      auth: false,
    });
  } catch (error) {
    // The server refused the refresh token: it is not usable.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      throw new ApiError({
        ...ctx.own('sessionExpired'),
        code: error.code,
        status: error.status,
        requestId: error.requestId,
        cause: error,
      });
    }
    throw error;
  }
  if (!data?.token) throw new ApiError({ ...ctx.own('refreshWithoutToken'), code: 'REFRESH_FAILED', status: 200 });
  ctx.session.updateTokens({ token: data.token, refreshToken: data.refreshToken, expiresAt: data.expiresAt ?? null });
  return data.token;
}
