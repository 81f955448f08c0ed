import { ApiError, isApiError } from '../api-error';
import type { ClientContext, Send } from './context';

interface GoogleRefreshAnswer {
  success: boolean;
  tokens?: { access_token?: string; expires_at?: string };
  message?: string;
}

/** A Google session's new access token, asked for with the current one; fails with 'OAuth refresh selhal: …'. */
export async function googleRefresh(ctx: ClientContext, send: Send, token: string): Promise<string> {
  try {
    const answer = await send<Partial<GoogleRefreshAnswer> | undefined>('/api/auth/oauth/google/refresh', {
      method: 'POST',
      raw: true,
      token,
    });
    const accessToken = answer?.tokens?.access_token;
    if (answer?.success !== true || !accessToken) {
      throw new ApiError({
        message: answer?.message || ctx.messages().refreshWithoutToken,
        code: 'REFRESH_FAILED',
        status: 200,
      });
    }
    ctx.session.updateTokens({ token: accessToken, expiresAt: answer.tokens?.expires_at ?? null });
    return accessToken;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError({
      message: `${ctx.messages().googleRefreshFailed}${reason}`,
      code: isApiError(error) ? error.code : 'OAUTH_ERROR',
      status: isApiError(error) ? error.status : 0,
      cause: error,
    });
  }
}
