import { useMemo } from 'react';
import { type AuthActions, createAuthActions } from '../session/auth';
import { useApiClient, useSession } from '../swr/provider';

/** The session (spec §3) and its actions: login, register, logout, Google sign-in. */
export function useAuth(): ReturnType<typeof useSession> & AuthActions & { refresh: () => Promise<string> } {
  const client = useApiClient();
  const session = useSession();
  const actions = useMemo(() => createAuthActions(client), [client]);
  return { ...session, ...actions, refresh: client.refresh };
}
