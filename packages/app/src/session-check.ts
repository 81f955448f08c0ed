import { useAuth } from '@hlidka/data';
import { useEffect, useRef, useState } from 'react';
import { waitForGoogleReturn } from './lib/google-return';

export type SessionCheck = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether the visitor is signed in, once a Google sign-in return has finished (100 ms × 30, spec §2) and a stored
 * session has been restored (a refresh first when only a refresh token exists or the token expired). Only a change of
 * the sign-in state starts a new check.
 */
export function useSessionCheck(): SessionCheck {
  const { isAuthenticated, user, token, refreshToken, restore } = useAuth();
  const signedIn = isAuthenticated && Boolean(user);
  const [signedOut, setSignedOut] = useState(false);
  const latest = useRef({ token, refreshToken, restore });
  latest.current = { token, refreshToken, restore };

  useEffect(() => {
    if (signedIn) return;
    let cancelled = false;
    setSignedOut(false);
    void (async () => {
      await waitForGoogleReturn();
      const current = latest.current;
      const restored = current.token || current.refreshToken ? await current.restore() : false;
      if (!cancelled && !restored) setSignedOut(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [signedIn]);

  if (signedIn) return 'signed-in';
  return signedOut ? 'signed-out' : 'checking';
}
