import { ACCOUNT_EXPORT_FORMAT, type RequestEmailChangeBody, type UploadAvatarBody } from '@hlidka/contract';
import { type RouteResult, userRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { FIXTURE_NOW, fixtureNowIso } from '../fixtures';
import { mockRoute, raw } from '../mock-route';
import { fail, failIn, ok } from '../respond';

// The account's e-mail change, avatar and data export (the rest of the account is in ./user.ts).

export function accountHandlers(db: MockDb) {
  return [
    mockRoute(userRoutes.getEmailChange, () => ok({ pending: db.emailChange })),
    mockRoute(userRoutes.requestEmailChange, async ({ request }) => {
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
    mockRoute(userRoutes.cancelEmailChange, () => {
      db.emailChange = null;
      return ok({ pending: null });
    }),
    mockRoute(userRoutes.confirmEmailChange, () => {
      if (!db.emailChange) return fail(400, 'VALIDATION_ERROR', 'Odkaz je neplatný nebo vypršel.');
      db.user = { ...db.user, email: db.emailChange.newEmail, updatedAt: fixtureNowIso() };
      db.emailChange = null;
      return ok({ changed: true, email: db.user.email });
    }),
    mockRoute(userRoutes.uploadAvatar, async ({ request }) => {
      const body = (await request.json()) as UploadAvatarBody;
      db.user = {
        ...db.user,
        avatarUrl: `data:${body.contentType};base64,${body.data}`,
        updatedAt: fixtureNowIso(),
      };
      return ok({ user: db.user });
    }),
    mockRoute(userRoutes.deleteAvatar, () => {
      db.user = { ...db.user, avatarUrl: null, updatedAt: fixtureNowIso() };
      return ok({ user: db.user });
    }),
    mockRoute(userRoutes.exportData, () => {
      const exported: RouteResult<typeof userRoutes.exportData> = {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: fixtureNowIso(),
        user: db.user,
        data: { settings: [db.settings], api_keys: db.apiKeys, invoices: db.invoices },
      };
      return raw(exported, {
        headers: { 'Content-Disposition': 'attachment; filename="hlidka-export-2026-11-21.json"' },
      });
    }),
  ];
}
