import type { TwoFactorReauthBody, WebAuthnCredential } from '@hlidka/contract';
import { twoFactorRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

// Two-factor settings: the authenticator app, passkeys, recovery codes. Changes that can turn two-factor on or off
// revalidate the profile too (its `twoFactorEnabled`).
const afterChange = { revalidate: [keyPrefixes.twoFactor, keyPrefixes.user] };

/** GET /api/user/two-factor. */
export function useTwoFactorStatus() {
  const query = useResource(useAuthedKey(keys.twoFactor()));
  return { ...query, twoFactor: query.data?.twoFactor };
}

/** A new secret with its QR code (not active until confirmed). */
export function useSetupTotp() {
  return useApiMutation((client) => client.call(twoFactorRoutes.setupTotp, {}), { retries: 0 });
}

/** The answer carries the recovery codes when this turned two-factor on (shown once). */
export function useConfirmTotp() {
  return useApiMutation((client, code: string) => client.call(twoFactorRoutes.confirmTotp, { body: { code } }), {
    ...afterChange,
    retries: 0,
  });
}

export function useDisableTwoFactor() {
  return useApiMutation((client, body: TwoFactorReauthBody) => client.call(twoFactorRoutes.disable, { body }), {
    ...afterChange,
    retries: 0,
  });
}

/** New recovery codes, shown once; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  return useApiMutation(
    (client, body: TwoFactorReauthBody) => client.call(twoFactorRoutes.regenerateRecoveryCodes, { body }),
    { ...afterChange, retries: 0 },
  );
}

/** WebAuthn options for adding a passkey (hand them to the browser). */
export function usePasskeyRegistrationOptions() {
  return useApiMutation(async (client) => (await client.call(twoFactorRoutes.passkeyRegistrationOptions, {})).options, {
    retries: 0,
  });
}

export function useAddPasskey() {
  return useApiMutation(
    (client, body: { name: string; credential: WebAuthnCredential }) =>
      client.call(twoFactorRoutes.addPasskey, { body }),
    { ...afterChange, retries: 0 },
  );
}

export function useRenamePasskey() {
  return useApiMutation(
    (client, arg: { id: string; name: string }) =>
      client.call(twoFactorRoutes.renamePasskey, { params: { id: arg.id }, body: { name: arg.name } }),
    { revalidate: [keyPrefixes.twoFactor] },
  );
}

export function useRemovePasskey() {
  return useApiMutation(
    (client, id: string) => client.call(twoFactorRoutes.removePasskey, { params: { id } }),
    afterChange,
  );
}
