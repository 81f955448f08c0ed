import { http } from 'msw';
import type { MockDb } from '../db';
import { api, fail, ok } from '../respond';

function tokensFor(db: MockDb) {
  db.tokenSerial += 1;
  return {
    token: `mock-access-${db.tokenSerial}`,
    refreshToken: `mock-refresh-${db.tokenSerial}`,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

export function authHandlers(db: MockDb) {
  return [
    http.post(api('/api/login_check'), async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { email?: string; password?: string };
      if (!body.email || !body.password) {
        return fail(400, 'VALIDATION_ERROR', 'Neplatná data', {
          ...(body.email ? {} : { email: ['E-mail je povinný'] }),
          ...(body.password ? {} : { password: ['Heslo je povinné'] }),
        });
      }
      if (body.password === 'spatne-heslo') return fail(401, 'INVALID_CREDENTIALS', 'Neplatné přihlašovací údaje');
      return ok({ ...tokensFor(db), user: db.user });
    }),
    http.post(api('/api/register'), async ({ request }) => {
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
    http.post(api('/api/logout'), () => ok({ loggedOut: true })),
    http.post(api('/api/refresh-token'), () => ok(tokensFor(db))),
    http.post(api('/api/forgot-password'), () => ok({ sent: true })),
    http.post(api('/api/reset-password'), () => ok({ reset: true })),
    http.get(api('/api/auth/providers'), () => ok({ google: true })),
    http.get(api('/api/auth/oauth/google/authorize'), () =>
      Response.json({
        success: true,
        authorization_url: 'https://accounts.google.example/o/oauth2/v2/auth?state=mock-state',
        state: 'mock-state',
        message: 'OK',
      }),
    ),
    http.post(api('/api/auth/oauth/google/refresh'), () => {
      db.tokenSerial += 1;
      return Response.json({
        success: true,
        tokens: {
          access_token: `mock-google-${db.tokenSerial}`,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
        message: 'OK',
      });
    }),
    http.post(api('/api/auth/oauth/google/link'), () => {
      db.user = { ...db.user, googleLinked: true };
      return Response.json({
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
    http.delete(api('/api/auth/oauth/google/unlink'), () => {
      db.user = { ...db.user, googleLinked: false };
      return Response.json({ success: true });
    }),
  ];
}
