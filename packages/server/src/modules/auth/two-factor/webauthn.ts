import type { WebAuthnCredential } from '@hlidka/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyRow } from '../../../db/schema/two-factor';

const RP_NAME = 'Hlídka';
const TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Who the passkeys belong to: the relying party id is the host name of the app's address (PUBLIC_URL, or the allowed
 * origin the browser came from: `localhost` in development), the origin is that address.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyFor(baseUrl: string): RelyingParty {
  const url = new URL(baseUrl);
  return { id: url.hostname, origin: url.origin };
}

type Transport = NonNullable<WebAuthnCredentialRecord['transports']>[number];
type WebAuthnCredentialRecord = Parameters<typeof verifyAuthenticationResponse>[0]['credential'];
const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => row.transports as Transport[];

/** Options as the contract's JSON object (the library's interfaces have no index signature). */
export type WebAuthnOptionsJson = { challenge: string } & Record<string, unknown>;
const asJson = (options: { challenge: string }) => options as unknown as WebAuthnOptionsJson;

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
  existing: Pick<PasskeyRow, 'credentialId' | 'transports'>[],
) {
  return asJson(
    await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: user.displayName || user.email,
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    }),
  );
}

/** The verified new credential, or null when the browser's answer does not match the challenge, origin or RP. */
export async function verifyRegistration(rp: RelyingParty, credential: WebAuthnCredential, expectedChallenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      // The contract checked the shape; the library checks the rest.
      response: credential as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const info = result.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(
  rp: RelyingParty,
  allowed: Pick<PasskeyRow, 'credentialId' | 'transports'>[],
) {
  return asJson(
    await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: allowed.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    }),
  );
}

/** The authenticator's new signature counter when the assertion is valid for this passkey, else null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  credential: WebAuthnCredential,
  expectedChallenge: string,
  passkey: PasskeyRow,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
