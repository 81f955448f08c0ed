import { userRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createLoginStats, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { languageOf, notFound, ok } from '../respond';

function page<T>(items: T[], url: URL) {
  const pageNumber = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
  return {
    items: items.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: { page: pageNumber, limit, total: items.length, totalPages: Math.ceil(items.length / limit) },
  };
}

/** What an account's deletion removes, worded as the server does in the request's language. */
const deletionScope = {
  cs: ['Weby a jejich kontroly', 'Incidenty', 'Notifikace', 'Týmy, které vlastníte'],
  en: ['Websites and their checks', 'Incidents', 'Notifications', 'Teams you own'],
};

export function userHandlers(db: MockDb) {
  return [
    mockRoute(userRoutes.getUser, () => ok(db.user)),
    mockRoute(userRoutes.updateUser, async ({ request }) => {
      db.user = { ...db.user, ...((await request.json()) as object), updatedAt: fixtureNowIso() };
      return ok(db.user);
    }),
    mockRoute(userRoutes.updateProfile, async ({ request }) => {
      db.user = { ...db.user, ...((await request.json()) as object), updatedAt: fixtureNowIso() };
      return ok({ user: db.user });
    }),
    mockRoute(userRoutes.getSettings, () => ok({ settings: db.settings })),
    mockRoute(userRoutes.updateSettings, async ({ request }) => {
      const body = (await request.json()) as { language?: 'cs' | 'en' };
      db.settings = { ...db.settings, ...body };
      // As on the server: the settings' language is the profile's.
      if (body.language) db.user = { ...db.user, language: body.language };
      return ok({ settings: db.settings });
    }),
    mockRoute(userRoutes.changePassword, () => ok({ changed: true, otherSessionsRevoked: db.sessions.length - 1 })),
    mockRoute(userRoutes.acceptTerms, async ({ request }) => {
      const body = (await request.json()) as { marketingConsent?: boolean };
      db.user = { ...db.user, termsAccepted: true, marketingConsent: body.marketingConsent ?? false };
      return ok({ user: db.user });
    }),
    mockRoute(userRoutes.deletionCheck, ({ request }) =>
      ok({
        canDelete: true,
        requiresPassword: db.user.hasPassword,
        confirmationPhrase: db.user.hasPassword ? null : 'SMAZAT ÚČET',
        willDelete: deletionScope[languageOf(request)],
        blockers: [],
      }),
    ),
    mockRoute(userRoutes.deleteAccount, () => ok({ deleted: true })),
    mockRoute(userRoutes.loginHistory, ({ request }) => {
      const { items, pagination } = page(db.logins, new URL(request.url));
      return ok({ logins: items, pagination });
    }),
    mockRoute(userRoutes.suspiciousLogins, ({ request }) => {
      const { items, pagination } = page(
        db.logins.filter((login) => login.suspicious),
        new URL(request.url),
      );
      return ok({ logins: items, pagination });
    }),
    mockRoute(userRoutes.loginStats, () => ok({ stats: createLoginStats(db.logins) })),
    mockRoute(userRoutes.activeSessions, () => ok({ sessions: db.sessions })),
    mockRoute(userRoutes.terminateSession, ({ params }) => {
      const before = db.sessions.length;
      db.sessions = db.sessions.filter((session) => session.id !== params.id || session.current);
      return before === db.sessions.length ? notFound('Relace nebyla nalezena') : ok({ terminated: true });
    }),
    mockRoute(userRoutes.terminateOtherSessions, () => {
      const terminated = db.sessions.filter((session) => !session.current).length;
      db.sessions = db.sessions.filter((session) => session.current);
      return ok({ terminated });
    }),
  ];
}
