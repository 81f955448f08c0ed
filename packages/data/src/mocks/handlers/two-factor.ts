import type { TwoFactorStatus } from '@hlidka/contract';
import { twoFactorRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import {
  createPasskey,
  createTotpSetup,
  fixtureNowIso,
  MOCK_RECOVERY_CODE,
  MOCK_TOTP_CODE,
  mockRecoveryCodes,
} from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, notFound, ok } from '../respond';

const messages = {
  codeInvalid: {
    cs: 'Kód není správný nebo už byl použit. Zadejte aktuální kód z aplikace.',
    en: 'The code is not correct or was already used. Enter the current code from your app.',
  },
  recoveryInvalid: {
    cs: 'Záložní kód není správný nebo už byl použit.',
    en: 'The recovery code is not correct or was already used.',
  },
  passwordWrong: { cs: 'Heslo není správné', en: 'The password is not correct' },
  reauthRequired: {
    cs: 'Zadejte své heslo nebo jeden ze záložních kódů.',
    en: 'Enter your password or one of your recovery codes.',
  },
  lastFactor: {
    cs: 'Toto je váš poslední druhý faktor. Chcete-li ho odebrat, vypněte dvoufázové ověření.',
    en: 'This is your last second factor. To remove it, turn two-factor authentication off.',
  },
} satisfies Record<string, Both>;

const invalid = (request: Request, field: string, message: Both) =>
  failIn(request, 400, 'VALIDATION_ERROR', message, { [field]: [message] });

/** The mock's re-authentication: any password but 'spatne-heslo', or the mock recovery code. */
function reauthProblem(request: Request, body: { password?: string; recoveryCode?: string }) {
  if (body.password !== undefined)
    return body.password === 'spatne-heslo' ? invalid(request, 'password', messages.passwordWrong) : null;
  if (body.recoveryCode !== undefined)
    return body.recoveryCode.toUpperCase() === MOCK_RECOVERY_CODE
      ? null
      : invalid(request, 'recoveryCode', messages.recoveryInvalid);
  return invalid(request, 'password', messages.reauthRequired);
}

/** Two-factor settings over the mock database: the app code is `123456`, the recovery code `K7M2P-Q9RTX`. */
export function twoFactorHandlers(db: MockDb) {
  const save = (next: TwoFactorStatus) => {
    const turnedOn = next.enabled && !db.twoFactor.enabled;
    db.twoFactor = next.enabled ? next : { ...next, recoveryCodesRemaining: 0 };
    if (turnedOn) db.twoFactor = { ...db.twoFactor, recoveryCodesRemaining: mockRecoveryCodes.length };
    db.user = { ...db.user, twoFactorEnabled: db.twoFactor.enabled };
    return turnedOn ? [...mockRecoveryCodes] : null;
  };
  const enabledWith = (change: Partial<TwoFactorStatus>): TwoFactorStatus => {
    const next = { ...db.twoFactor, ...change };
    return { ...next, enabled: next.totp.enabled || next.passkeys.length > 0 };
  };

  return [
    mockRoute(twoFactorRoutes.status, () => ok({ twoFactor: db.twoFactor })),
    mockRoute(twoFactorRoutes.setupTotp, () => ok(createTotpSetup())),
    mockRoute(twoFactorRoutes.confirmTotp, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      if (body.code.replace(/\s/g, '') !== MOCK_TOTP_CODE) return invalid(request, 'code', messages.codeInvalid);
      const recoveryCodes = save(enabledWith({ totp: { enabled: true, confirmedAt: fixtureNowIso() } }));
      return ok({ twoFactor: db.twoFactor, recoveryCodes });
    }),
    mockRoute(twoFactorRoutes.disable, async ({ request }) => {
      const problem = reauthProblem(request, (await request.json()) as { password?: string; recoveryCode?: string });
      if (problem) return problem;
      save({ enabled: false, totp: { enabled: false, confirmedAt: null }, passkeys: [], recoveryCodesRemaining: 0 });
      return ok({ twoFactor: db.twoFactor });
    }),
    mockRoute(twoFactorRoutes.regenerateRecoveryCodes, async ({ request }) => {
      const problem = reauthProblem(request, (await request.json()) as { password?: string; recoveryCode?: string });
      if (problem) return problem;
      db.twoFactor = { ...db.twoFactor, recoveryCodesRemaining: mockRecoveryCodes.length };
      return ok({ recoveryCodes: [...mockRecoveryCodes] });
    }),
    mockRoute(twoFactorRoutes.passkeyRegistrationOptions, () =>
      ok({
        options: {
          challenge: 'bW9jay1yZWdpc3RyYXRpb24tY2hhbGxlbmdl',
          rp: { name: 'Hlídka', id: 'localhost' },
          user: { id: 'dXNlci0x', name: db.user.email, displayName: `${db.user.firstName} ${db.user.lastName}` },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
          attestation: 'none',
        },
      }),
    ),
    mockRoute(twoFactorRoutes.addPasskey, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      const passkey = createPasskey(db.twoFactor.passkeys.length + 1, {
        name: body.name,
        createdAt: fixtureNowIso(),
        lastUsedAt: null,
      });
      const recoveryCodes = save(enabledWith({ passkeys: [...db.twoFactor.passkeys, passkey] }));
      return ok({ twoFactor: db.twoFactor, recoveryCodes }, 201);
    }),
    mockRoute(twoFactorRoutes.renamePasskey, async ({ params, request }) => {
      const body = (await request.json()) as { name: string };
      const found = db.twoFactor.passkeys.find((key) => key.id === params.id);
      if (!found) return notFound('Přístupový klíč nebyl nalezen');
      const passkey = { ...found, name: body.name };
      db.twoFactor = {
        ...db.twoFactor,
        passkeys: db.twoFactor.passkeys.map((key) => (key.id === found.id ? passkey : key)),
      };
      return ok({ passkey });
    }),
    mockRoute(twoFactorRoutes.removePasskey, ({ params, request }) => {
      if (!db.twoFactor.passkeys.some((key) => key.id === params.id)) return notFound('Přístupový klíč nebyl nalezen');
      if (!db.twoFactor.totp.enabled && db.twoFactor.passkeys.length === 1)
        return failIn(request, 409, 'CONFLICT', messages.lastFactor);
      save(enabledWith({ passkeys: db.twoFactor.passkeys.filter((key) => key.id !== params.id) }));
      return ok({ twoFactor: db.twoFactor });
    }),
    mockRoute(twoFactorRoutes.loginPasskeyOptions, () =>
      ok({
        options: {
          challenge: 'bW9jay1hdXRoZW50aWNhdGlvbi1jaGFsbGVuZ2U',
          rpId: 'localhost',
          allowCredentials: db.twoFactor.passkeys.map((key) => ({ id: key.id, type: 'public-key' })),
          userVerification: 'preferred',
        },
      }),
    ),
    mockRoute(twoFactorRoutes.login, async ({ request }) => {
      const body = (await request.json()) as { method: string; code?: string };
      if (body.method === 'totp' && body.code?.replace(/\s/g, '') !== MOCK_TOTP_CODE)
        return invalid(request, 'code', messages.codeInvalid);
      if (body.method === 'recovery' && body.code?.toUpperCase() !== MOCK_RECOVERY_CODE)
        return invalid(request, 'code', messages.recoveryInvalid);
      db.tokenSerial += 1;
      return ok({
        token: `mock-access-${db.tokenSerial}`,
        refreshToken: `mock-refresh-${db.tokenSerial}`,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        user: db.user,
      });
    }),
  ];
}
