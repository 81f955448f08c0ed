import { http } from 'msw';
import type { MockDb } from '../db';
import { createLoginStats, fixtureNowIso } from '../fixtures';
import { api, languageOf, notFound, ok } from '../respond';

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
    http.get(api('/api/user'), () => ok(db.user)),
    http.put(api('/api/user'), async ({ request }) => {
      db.user = { ...db.user, ...((await request.json()) as object), updatedAt: fixtureNowIso() };
      return ok(db.user);
    }),
    http.put(api('/api/profile'), async ({ request }) => {
      db.user = { ...db.user, ...((await request.json()) as object), updatedAt: fixtureNowIso() };
      return ok({ user: db.user });
    }),
    http.get(api('/api/user/settings'), () => ok({ settings: db.settings })),
    http.put(api('/api/user/settings'), async ({ request }) => {
      db.settings = { ...db.settings, ...((await request.json()) as object) };
      return ok({ settings: db.settings });
    }),
    http.post(api('/api/user/change-password'), () =>
      ok({ changed: true, otherSessionsRevoked: db.sessions.length - 1 }),
    ),
    http.post(api('/api/user/accept-terms'), async ({ request }) => {
      const body = (await request.json()) as { marketingConsent?: boolean };
      db.user = { ...db.user, termsAccepted: true, marketingConsent: body.marketingConsent ?? false };
      return ok({ user: db.user });
    }),
    http.get(api('/api/account/deletion/check'), ({ request }) =>
      ok({
        canDelete: true,
        requiresPassword: db.user.hasPassword,
        confirmationPhrase: db.user.hasPassword ? null : 'SMAZAT ÚČET',
        willDelete: deletionScope[languageOf(request)],
        blockers: [],
      }),
    ),
    http.delete(api('/api/account/delete'), () => ok({ deleted: true })),
    http.get(api('/api/user/login-history'), ({ request }) => {
      const { items, pagination } = page(db.logins, new URL(request.url));
      return ok({ logins: items, pagination });
    }),
    http.get(api('/api/user/suspicious-logins'), ({ request }) => {
      const { items, pagination } = page(
        db.logins.filter((login) => login.suspicious),
        new URL(request.url),
      );
      return ok({ logins: items, pagination });
    }),
    http.get(api('/api/user/login-stats'), () => ok({ stats: createLoginStats(db.logins) })),
    http.get(api('/api/user/active-sessions'), () => ok({ sessions: db.sessions })),
    http.post(api('/api/user/sessions/:id/terminate'), ({ params }) => {
      const before = db.sessions.length;
      db.sessions = db.sessions.filter((session) => session.id !== params.id || session.current);
      return before === db.sessions.length ? notFound('Relace nebyla nalezena') : ok({ terminated: true });
    }),
    http.post(api('/api/user/sessions/terminate-all-others'), () => {
      const terminated = db.sessions.filter((session) => !session.current).length;
      db.sessions = db.sessions.filter((session) => session.current);
      return ok({ terminated });
    }),
  ];
}
