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

/** /register with the same `?from=` as a /login link, so a new account comes back where the visitor was going. */
export function registerUrlFor(origin: string, email?: string): string {
  const params = new URLSearchParams();
  if (origin && origin !== '/') params.set('from', origin);
  // The address an invitation was sent to, filled in for the new account.
  if (email) params.set('email', email);
  const query = params.toString();
  return query ? `/register?${query}` : '/register';
}

/** The other sign-in screen's address keeping this one's return path: `/login` ↔ `/register`. */
export function keepingReturnPath(screen: '/login' | '/register', search: string): string {
  const from = safeReturnPath(search, '');
  return screen === '/login' ? loginUrlFor(from) : registerUrlFor(from);
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

// A Google sign-in leaves the app for Google's pages and comes back to /auth/google/callback: the return path waits in
// this tab's session storage meanwhile.
const googleReturnKey = 'hlidka.googleReturnPath';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberGoogleReturnPath(search: string, storage = tabStorage()): void {
  const from = safeReturnPath(search, '');
  if (from) storage?.setItem(googleReturnKey, from);
  else storage?.removeItem(googleReturnKey);
}

/** Where to go after a Google sign-in (checked again: session storage is the page's to write). Read once. */
export function takeGoogleReturnPath(storage = tabStorage()): string {
  const from = storage?.getItem(googleReturnKey) ?? '';
  storage?.removeItem(googleReturnKey);
  return safeReturnPath(`?${new URLSearchParams({ from })}`);
}
