import { z } from 'zod';
import { authSessionDataSchema } from './auth';

// Two-factor sign-in: an authenticator app (TOTP), passkeys (WebAuthn) and single-use recovery codes.
// A user with two-factor on signs in in two steps: the password (or Google) answers a short-lived challenge instead of
// tokens; the challenge plus a second factor answers the usual tokens. API keys are not affected.

const isoDateTime = z.iso.datetime({ offset: true });

/** A code as people type it: spaces and dashes are ignored by the server; the length is checked there. */
const typedCode = z.string().trim().min(1).max(64);
const challengeToken = z.string().trim().min(16).max(256);
const givenPassword = z.string().min(1).max(1024);

/** How many recovery codes a set has; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Digits of an authenticator-app code. */
export const TOTP_DIGITS = 6;
/** How long the challenge between the password (or Google) and the second factor is valid. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * A WebAuthn credential as `@simplewebauthn/browser` returns it (RegistrationResponseJSON or
 * AuthenticationResponseJSON); the server verifies the rest.
 */
export const webAuthnCredentialSchema = z
  .looseObject({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .meta({ id: 'WebAuthnCredential' });
export type WebAuthnCredential = z.infer<typeof webAuthnCredentialSchema>;

/** WebAuthn options for `navigator.credentials` (PublicKeyCredentialCreation/RequestOptionsJSON). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() }).meta({ id: 'WebAuthnOptions' });

export const twoFactorLoginBodySchema = z
  .discriminatedUnion('method', [
    z.strictObject({ challengeToken, method: z.literal('totp'), code: typedCode }),
    z.strictObject({ challengeToken, method: z.literal('recovery'), code: typedCode }),
    z.strictObject({ challengeToken, method: z.literal('passkey'), credential: webAuthnCredentialSchema }),
  ])
  .meta({ id: 'TwoFactorLoginBody' });
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBodySchema>;

export const twoFactorChallengeBodySchema = z.strictObject({ challengeToken }).meta({ id: 'TwoFactorChallengeBody' });
export const passkeyOptionsDataSchema = z.object({ options: webAuthnOptionsSchema }).meta({ id: 'PasskeyOptions' });

// Settings.

export const passkeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    /** Synced between devices (a multi-device passkey) or bound to one authenticator. */
    backedUp: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    totp: z.object({ enabled: z.boolean(), confirmedAt: isoDateTime.nullable() }),
    passkeys: z.array(passkeySchema),
    recoveryCodesRemaining: z.number().int().nonnegative(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusDataSchema = z
  .object({ twoFactor: twoFactorStatusSchema })
  .meta({ id: 'TwoFactorStatusData' });

/** A new authenticator-app secret (not active until confirmed with a code). */
export const totpSetupDataSchema = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a QR code, an SVG data URL. */
    qrCode: z.string(),
  })
  .meta({ id: 'TotpSetup' });
export type TotpSetup = z.infer<typeof totpSetupDataSchema>;

export const confirmTotpBodySchema = z.strictObject({ code: typedCode }).meta({ id: 'ConfirmTotpBody' });

/** A change that may have turned two-factor on: new recovery codes come with it, shown this once. */
export const twoFactorChangeDataSchema = z
  .object({ twoFactor: twoFactorStatusSchema, recoveryCodes: z.array(z.string()).nullable() })
  .meta({ id: 'TwoFactorChange' });
export type TwoFactorChange = z.infer<typeof twoFactorChangeDataSchema>;

/** Re-authentication for turning two-factor off or replacing recovery codes: the password or a recovery code. */
export const twoFactorReauthBodySchema = z
  .strictObject({ password: givenPassword.optional(), recoveryCode: typedCode.optional() })
  .meta({ id: 'TwoFactorReauthBody' });
export type TwoFactorReauthBody = z.infer<typeof twoFactorReauthBodySchema>;

export const recoveryCodesDataSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

export const passkeyName = z.string().trim().min(1).max(100);
export const addPasskeyBodySchema = z
  .strictObject({ name: passkeyName, credential: webAuthnCredentialSchema })
  .meta({ id: 'AddPasskeyBody' });
export const renamePasskeyBodySchema = z.strictObject({ name: passkeyName }).meta({ id: 'RenamePasskeyBody' });
export const passkeyIdParamsSchema = z.strictObject({ id: z.uuid() });
export const passkeyDataSchema = z.object({ passkey: passkeySchema }).meta({ id: 'PasskeyData' });

// Routes.

const tags = ['Two-factor'];

export const twoFactorRouteSchemas = {
  login: {
    summary: 'Second sign-in step: the challenge and a code, a recovery code or a passkey; answers the tokens',
    tags,
    body: twoFactorLoginBodySchema,
    response: authSessionDataSchema,
  },
  loginPasskeyOptions: {
    summary: 'WebAuthn options for signing in with a passkey in the second step',
    tags,
    body: twoFactorChallengeBodySchema,
    response: passkeyOptionsDataSchema,
  },
  status: {
    summary: "The signed-in user's two-factor methods",
    tags,
    response: twoFactorStatusDataSchema,
  },
  setupTotp: {
    summary: 'Start adding an authenticator app: a new secret and its QR code',
    tags,
    response: totpSetupDataSchema,
  },
  confirmTotp: {
    summary: 'Turn the authenticator app on with a code from it',
    tags,
    body: confirmTotpBodySchema,
    response: twoFactorChangeDataSchema,
  },
  disable: {
    summary: 'Turn two-factor off (password or a recovery code): removes the app, passkeys and recovery codes',
    tags,
    body: twoFactorReauthBodySchema,
    response: twoFactorStatusDataSchema,
  },
  regenerateRecoveryCodes: {
    summary: 'Replace the recovery codes (password or a recovery code); the new ones are shown this once',
    tags,
    body: twoFactorReauthBodySchema,
    response: recoveryCodesDataSchema,
  },
  passkeyRegistrationOptions: {
    summary: 'WebAuthn options for adding a passkey',
    tags,
    response: passkeyOptionsDataSchema,
  },
  addPasskey: {
    summary: 'Add a passkey from the browser’s registration answer',
    tags,
    body: addPasskeyBodySchema,
    response: twoFactorChangeDataSchema,
  },
  renamePasskey: {
    summary: 'Rename a passkey',
    tags,
    params: passkeyIdParamsSchema,
    body: renamePasskeyBodySchema,
    response: passkeyDataSchema,
  },
  removePasskey: {
    summary: 'Remove a passkey (not the last second factor: turn two-factor off instead)',
    tags,
    params: passkeyIdParamsSchema,
    response: twoFactorStatusDataSchema,
  },
} as const;
