/** Stored instead of a refresh token when Google manages the refresh (spec §5). It is not sent to /api/refresh-token. */
export const GOOGLE_MANAGED_REFRESH = 'google-managed-refresh';

/** A refresh token is refused when empty or blank (spec §5), and the Google marker is no refresh token. */
export function isUsableRefreshToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value !== GOOGLE_MANAGED_REFRESH;
}
