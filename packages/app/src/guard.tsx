import { type SessionEndReason, useApiClient } from '@hlidka/data';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginUrlFor } from './lib/redirect';
import { Loading } from './loading';
import { useSessionCheck } from './session-check';

/**
 * The access guard (spec §2): once the session check ends signed out, sends the visitor to /login remembering where
 * they were going. A session that ends later (logout, expiry) sends them there too.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const client = useApiClient();
  // Why the last session ended: an expired one sends the visitor to /login with the spec's message.
  const endReason = useRef<SessionEndReason | null>(null);
  useEffect(
    () =>
      client.session.onEvent((event) => {
        endReason.current = event.type === 'signed-out' ? event.reason : null;
      }),
    [client],
  );
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useSessionCheck();
  // The origin is read when the check ends; only the check's outcome sends the visitor away.
  const latest = useRef({ path, search, navigate });
  latest.current = { path, search, navigate };

  useEffect(() => {
    if (session !== 'signed-out') return;
    const { path: current, search: query, navigate: go } = latest.current;
    go(loginUrlFor(`${current}${query ? `?${query}` : ''}`, endReason.current === 'expired'), { replace: true });
  }, [session]);

  if (session !== 'signed-in') return <Loading />;
  return <>{children}</>;
}
