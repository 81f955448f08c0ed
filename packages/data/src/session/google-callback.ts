import { ApiError, messageTranslations } from '../api-error';
import { defaultMessages, type Messages } from '../messages';
import { GOOGLE_MANAGED_REFRESH } from './refresh-token';

/** The domain of placeholder addresses for Google accounts that share no e-mail (never delivered anywhere). */
export const PLACEHOLDER_EMAIL_DOMAIN = 'google-user.hlidka.local';

export interface GoogleCallbackResult {
  token: string;
  refreshToken: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  expiresAt: string | number | null;
  state: string | null;
}

function pick(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** The payload of a JWT (no verification: the server signs and checks it; this only reads display fields). */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function claim(payload: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** `{first 8 characters of the user id without dashes}@google-user.hlidka.local` (spec §5). */
export function placeholderEmail(userId: string): string {
  return `${userId.replace(/-/g, '').slice(0, 8)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * Read the parameters the server's Google callback redirects to /auth/google/callback with (spec §5). Accepts
 * snake_case and camelCase names. Throws ApiError 'OAuth error: {value}' or 'Chybí povinné OAuth parametry: …'.
 */
export function parseGoogleCallback(
  search: string | URLSearchParams,
  messages: Pick<Messages, 'oauthError' | 'oauthMissingParams'> = defaultMessages,
): GoogleCallbackResult {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const error = pick(params, 'error');
  if (error !== undefined) {
    throw new ApiError({
      message: `${messages.oauthError}${error}`,
      code: 'OAUTH_ERROR',
      status: 0,
      translations: messageTranslations('oauthError', error),
    });
  }
  const token = pick(params, 'token', 'access_token', 'accessToken');
  const userId = pick(params, 'user_id', 'userId');
  if (!token || !userId) {
    throw new ApiError({
      message: messages.oauthMissingParams,
      code: 'OAUTH_ERROR',
      status: 0,
      translations: messageTranslations('oauthMissingParams'),
    });
  }
  const payload = decodeTokenPayload(token);
  const email = pick(params, 'email') ?? claim(payload, 'email') ?? placeholderEmail(userId);
  const firstName =
    pick(params, 'first_name', 'firstName', 'given_name') ??
    claim(payload, 'firstName', 'first_name', 'given_name') ??
    '';
  const lastName =
    pick(params, 'last_name', 'lastName', 'family_name') ??
    claim(payload, 'lastName', 'last_name', 'family_name') ??
    '';
  const expiresAt =
    pick(params, 'expires_at', 'expiresAt') ?? (typeof payload.exp === 'number' ? payload.exp * 1000 : null);
  return {
    token,
    refreshToken: pick(params, 'refresh_token', 'refreshToken') ?? GOOGLE_MANAGED_REFRESH,
    userId,
    email,
    firstName,
    lastName,
    avatarUrl: pick(params, 'avatar_url', 'avatarUrl', 'picture') ?? claim(payload, 'picture', 'avatarUrl') ?? null,
    expiresAt,
    state: pick(params, 'state') ?? null,
  };
}
