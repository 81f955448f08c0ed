/** The guard remembers where a signed-out visitor was going in `?from=`; only same-site paths are accepted. */
export function loginUrlFor(origin: string): string {
  return origin && origin !== '/' ? `/login?from=${encodeURIComponent(origin)}` : '/login';
}

export function safeReturnPath(search: string, fallback = '/dashboard'): string {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (/^\/(login|register|forgot-password|reset-password|auth\/)/.test(from)) return fallback;
  return from;
}
