/**
 * The guard remembers where a signed-out visitor was going in `?from=`; only same-site paths are accepted. A session
 * that ended by itself (refresh refused, 401 after a refresh) adds `reason=expired`, and the login screen says so.
 */
export function loginUrlFor(origin: string, expired = false): string {
  const params = new URLSearchParams();
  if (origin && origin !== '/') params.set('from', origin);
  if (expired) params.set('reason', 'expired');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

export function isExpiredSessionReturn(search: string): boolean {
  return new URLSearchParams(search).get('reason') === 'expired';
}

export function safeReturnPath(search: string, fallback = '/dashboard'): string {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (/^\/(login|register|forgot-password|reset-password|auth\/)/.test(from)) return fallback;
  return from;
}
