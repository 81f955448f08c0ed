import { ACCOUNT_EXPORT_FORMAT, type RequestEmailChangeBody, type UploadAvatarBody } from '@hlidka/contract';
import { HttpResponse, http } from 'msw';
import type { MockDb } from '../db';
import { FIXTURE_NOW, fixtureNowIso } from '../fixtures';
import { api, fail, failIn, ok } from '../respond';

// The account's e-mail change, avatar and data export (the rest of the account is in ./user.ts).

export function accountHandlers(db: MockDb) {
  return [
    http.get(api('/api/user/email-change'), () => ok({ pending: db.emailChange })),
    http.post(api('/api/user/email-change'), async ({ request }) => {
      const body = (await request.json()) as RequestEmailChangeBody;
      if (db.user.hasPassword && body.password !== 'heslo-123') {
        const wrong = { cs: 'Nesprávné heslo.', en: 'Incorrect password.' };
        return failIn(request, 400, 'VALIDATION_ERROR', wrong, { password: [wrong] });
      }
      // Fixture time, so screenshots of the pending change do not move with the clock.
      const now = FIXTURE_NOW;
      db.emailChange = {
        newEmail: body.newEmail,
        requestedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 24 * 3_600_000).toISOString(),
      };
      return ok({ pending: db.emailChange });
    }),
    http.delete(api('/api/user/email-change'), () => {
      db.emailChange = null;
      return ok({ pending: null });
    }),
    http.post(api('/api/user/email-change/confirm'), () => {
      if (!db.emailChange) return fail(400, 'VALIDATION_ERROR', 'Odkaz je neplatný nebo vypršel.');
      db.user = { ...db.user, email: db.emailChange.newEmail, updatedAt: fixtureNowIso() };
      db.emailChange = null;
      return ok({ changed: true, email: db.user.email });
    }),
    http.put(api('/api/user/avatar'), async ({ request }) => {
      const body = (await request.json()) as UploadAvatarBody;
      db.user = {
        ...db.user,
        avatarUrl: `data:${body.contentType};base64,${body.data}`,
        updatedAt: fixtureNowIso(),
      };
      return ok({ user: db.user });
    }),
    http.delete(api('/api/user/avatar'), () => {
      db.user = { ...db.user, avatarUrl: null, updatedAt: fixtureNowIso() };
      return ok({ user: db.user });
    }),
    http.get(api('/api/user/export'), () => {
      const exported = {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: fixtureNowIso(),
        user: db.user,
        data: { settings: [db.settings], api_keys: db.apiKeys, invoices: db.invoices },
      };
      return HttpResponse.json(exported, {
        headers: { 'Content-Disposition': 'attachment; filename="hlidka-export-2026-11-21.json"' },
      });
    }),
  ];
}
