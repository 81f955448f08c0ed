import type { WebAuthnCredential } from '@hlidka/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// The WebAuthn library loads when a passkey is used, not with the sign-in screen (its bundle budget).
const webAuthn = () => import('@simplewebauthn/browser');

/** Why the browser gave no passkey: the person cancelled (or it timed out), or the browser cannot do WebAuthn. */
export class PasskeyUnavailable extends Error {
  constructor(readonly reason: 'cancelled' | 'unsupported') {
    super(`passkey ${reason}`);
    this.name = 'PasskeyUnavailable';
  }
}

function translateBrowserError(error: unknown): never {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    throw new PasskeyUnavailable('cancelled');
  throw error;
}

/** The options JSON from the server as the browser library takes it (the contract keeps it an open object). */
type OptionsJson = Record<string, unknown> & { challenge: string };

/** Ask the browser to create a passkey for these options. */
export async function createPasskey(options: OptionsJson): Promise<WebAuthnCredential> {
  const { browserSupportsWebAuthn, startRegistration } = await webAuthn();
  if (!browserSupportsWebAuthn()) throw new PasskeyUnavailable('unsupported');
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch(translateBrowserError);
  return credential as unknown as WebAuthnCredential;
}

/** Ask the browser to sign the challenge with one of the allowed passkeys. */
export async function signWithPasskey(options: OptionsJson): Promise<WebAuthnCredential> {
  const { browserSupportsWebAuthn, startAuthentication } = await webAuthn();
  if (!browserSupportsWebAuthn()) throw new PasskeyUnavailable('unsupported');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch(translateBrowserError);
  return credential as unknown as WebAuthnCredential;
}
