import { type SessionEndReason, useApiClient, useAuth } from '@hlidka/data';
import { FullScreenSpinner } from '@hlidka/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { waitForGoogleReturn } from './lib/google-return';
import { loginUrlFor } from './lib/redirect';

/**
 * The access guard (spec §2): waits for a Google sign-in return (100 ms × 30), restores a stored session (a refresh
 * first when only a refresh token exists or the token expired), else sends the visitor to /login remembering where
 * they were going. A session that ends later (logout, expiry) sends them there too.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
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
  const { isAuthenticated, user, token, refreshToken, restore } = auth;
  const signedIn = isAuthenticated && Boolean(user);
  const [checking, setChecking] = useState(!signedIn);
  // The origin and the session are read when a check starts; only a change of the sign-in state starts one.
  const latest = useRef({ path, search, token, refreshToken, restore, navigate });
  latest.current = { path, search, token, refreshToken, restore, navigate };

  useEffect(() => {
    if (signedIn) {
      setChecking(false);
      return;
    }
    let cancelled = false;
    setChecking(true);
    void (async () => {
      await waitForGoogleReturn();
      const current = latest.current;
      const restored = current.token || current.refreshToken ? await current.restore() : false;
      if (cancelled) return;
      const origin = `${latest.current.path}${latest.current.search ? `?${latest.current.search}` : ''}`;
      if (!restored) {
        latest.current.navigate(loginUrlFor(origin, endReason.current === 'expired'), { replace: true });
      } else setChecking(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [signedIn]);

  if (checking || !signedIn) return <FullScreenSpinner label={t('common.loading')} />;
  return <>{children}</>;
}
