import { changeRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, ok } from '../respond';

const WEBSITE_NOT_FOUND: Both = { cs: 'Web nebyl nalezen', en: 'Website not found' };
const NOT_FOUND: Both = { cs: 'Změna nebyla nalezena', en: 'Change not found' };
const NOT_OPEN: Both = {
  cs: 'Tato změna už není otevřená: hodnota se mezitím změnila znovu, vrátila se, nebo ji někdo přijal.',
  en: 'This change is no longer open: the value changed again, went back, or someone accepted it.',
};

/** A website's detected changes over the mock database: open ones first, accepting closes one as the server does. */
export function changeHandlers(db: MockDb) {
  const website = (id: unknown) => db.websites.find((w) => w.id === id);
  return [
    mockRoute(changeRoutes.list, ({ params, request }) => {
      if (!website(params.id)) return failIn(request, 404, 'NOT_FOUND', WEBSITE_NOT_FOUND);
      const own = db.valueChanges.filter((change) => change.websiteId === params.id);
      return ok({
        changes: [...own.filter((c) => c.status === 'open'), ...own.filter((c) => c.status !== 'open')],
      });
    }),
    mockRoute(changeRoutes.accept, ({ params, request }) => {
      if (!website(params.id)) return failIn(request, 404, 'NOT_FOUND', WEBSITE_NOT_FOUND);
      const found = db.valueChanges.find((c) => c.id === params.changeId && c.websiteId === params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      if (found.status !== 'open') return failIn(request, 409, 'CONFLICT', NOT_OPEN);
      const name = `${db.user.firstName} ${db.user.lastName}`.trim();
      const accepted = {
        ...found,
        status: 'accepted' as const,
        closedAt: fixtureNowIso(),
        acceptedBy: { userId: db.user.id, name },
      };
      db.valueChanges = db.valueChanges.map((c) => (c.id === found.id ? accepted : c));
      return ok({ change: accepted });
    }),
  ];
}
