import { authRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { mockRoute, raw } from '../mock-route';
import { fail, ok } from '../respond';

function tokensFor(db: MockDb) {
  db.tokenSerial += 1;
  return {
    token: `mock-access-${db.tokenSerial}`,
    refreshToken: `mock-refresh-${db.tokenSerial}`,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

/** The first step's answer for a user with two-factor on: the methods the mock database gives the user. */
export function twoFactorChallengeFor(db: MockDb) {
  const methods = [
    ...(db.twoFactor.totp.enabled ? (['totp'] as const) : []),
    ...(db.twoFactor.passkeys.length > 0 ? (['passkey'] as const) : []),
    ...(db.twoFactor.recoveryCodesRemaining > 0 ? (['recovery'] as const) : []),
  ];
  return {
    twoFactorRequired: true as const,
    challengeToken: 'tfc_mock-challenge-token-0123456789',
    methods,
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  };
}

export function authHandlers(db: MockDb) {
  return [
    mockRoute(authRoutes.login, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: string; password?: string };
      if (!body.email || !body.password) {
        return fail(400, 'VALIDATION_ERROR', 'Neplatná data', {
          ...(body.email ? {} : { email: ['E-mail je povinný'] }),
          ...(body.password ? {} : { password: ['Heslo je povinné'] }),
        });
      }
      if (body.password === 'spatne-heslo') return fail(401, 'INVALID_CREDENTIALS', 'Neplatné přihlašovací údaje');
      if (db.user.twoFactorEnabled) return ok(twoFactorChallengeFor(db));
      return ok({ ...tokensFor(db), user: db.user });
    }),
    mockRoute(authRoutes.register, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as {
        email?: string;
        firstName?: string;
        lastName?: string;
      };
      db.user = {
        ...db.user,
        email: body.email ?? db.user.email,
        firstName: body.firstName ?? db.user.firstName,
        lastName: body.lastName ?? db.user.lastName,
      };
      return ok({ ...tokensFor(db), user: db.user }, 201);
    }),
    mockRoute(authRoutes.logout, () => ok({ loggedOut: true })),
    mockRoute(authRoutes.refreshToken, () => ok(tokensFor(db))),
    mockRoute(authRoutes.forgotPassword, () => ok({ sent: true })),
    mockRoute(authRoutes.resetPassword, () => ok({ reset: true })),
    mockRoute(authRoutes.providers, () => ok({ google: true })),
    mockRoute(authRoutes.googleAuthorize, () =>
      raw({
        success: true,
        authorization_url: 'https://accounts.google.example/o/oauth2/v2/auth?state=mock-state',
        state: 'mock-state',
        message: 'OK',
      }),
    ),
    mockRoute(authRoutes.googleRefresh, () => {
      db.tokenSerial += 1;
      return raw({
        success: true,
        tokens: {
          access_token: `mock-google-${db.tokenSerial}`,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
        message: 'OK',
      });
    }),
    mockRoute(authRoutes.googleLink, () => {
      db.user = { ...db.user, googleLinked: true };
      return raw({
        success: true,
        provider: 'google',
        linked: true,
        profile: {
          id: 'google-1',
          email: db.user.email,
          emailVerified: true,
          name: `${db.user.firstName} ${db.user.lastName}`,
          picture: null,
        },
      });
    }),
    mockRoute(authRoutes.googleUnlink, () => {
      db.user = { ...db.user, googleLinked: false };
      return raw({ success: true });
    }),
  ];
}
