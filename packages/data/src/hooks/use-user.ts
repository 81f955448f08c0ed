import type { UpdateProfileBody } from '@hlidka/contract';
import type { RouteResult } from '@hlidka/contract/routes';
import { userRoutes } from '@hlidka/contract/routes';
import { isApiError } from '../api-error';
import { keyPrefixes, keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

export type UserProfile = RouteResult<typeof userRoutes.getUser>;

/** GET /api/user (data is the profile); cached 5 minutes. Keeps the session's copy of the user in step. */
export function useUser() {
  const client = useApiClient();
  return useResource(useAuthedKey(keys.user()), {
    // An answer that lands after a sign-out must not bring the user back.
    onSuccess: (profile) => {
      if (client.session.getState().token) client.session.setUser(profile);
    },
  });
}

/** PUT /api/profile; 'Aktualizace profilu se nezdařila' when the server says nothing. */
export function useUpdateProfile() {
  return useApiMutation(
    (client, body: UpdateProfileBody) =>
      client.call(userRoutes.updateProfile, { body }, { fallbackMessage: client.messages.profileUpdateFailed }),
    { revalidate: [keyPrefixes.user] },
  );
}

export interface AcceptTermsResult {
  /** True when the server has no such route (404 / 'No route found'): treated as success (spec §8 '(simulováno)'). */
  simulated: boolean;
}

/** POST /api/user/accept-terms; success invalidates the cached profile (spec §4). */
export function useAcceptTerms() {
  return useApiMutation(
    async (client, body: { termsAccepted: true; marketingConsent?: boolean }): Promise<AcceptTermsResult> => {
      try {
        await client.call(userRoutes.acceptTerms, { body }, { fallbackMessage: client.messages.termsFailed });
        return { simulated: false };
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || /no route found/i.test(error.message))) {
          return { simulated: true };
        }
        throw error;
      }
    },
    { revalidate: [keys.user()[0]] },
  );
}

export function useChangePassword() {
  return useApiMutation(
    (client, body: { currentPassword?: string; newPassword: string }) =>
      client.call(userRoutes.changePassword, { body }),
    { revalidate: ['/api/user/active-sessions'] },
  );
}

/** GET /api/account/deletion/check, only on demand (`enabled`). */
export function useAccountDeletionCheck(enabled: boolean) {
  const key = useAuthedKey(keys.accountDeletionCheck());
  return useResource(enabled ? key : null);
}

/** DELETE /api/account/delete; on success the session ends and every cached answer is dropped (spec §4). */
export function useDeleteAccount() {
  return useApiMutation(async (client, body: { password?: string; confirmation?: string }) => {
    const result = await client.call(userRoutes.deleteAccount, { body });
    client.session.signOut('logout');
    return result;
  });
}
