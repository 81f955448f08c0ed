import { auditRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { mockRoute } from '../mock-route';
import { ok } from '../respond';

/** The audit log over the mock database: the filters and free text as the server applies them, one page. */
export function auditHandlers(db: MockDb) {
  return [
    mockRoute(auditRoutes.list, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q')?.toLowerCase();
      const events = db.auditEvents.filter(
        (event) =>
          (!params.get('action') || event.action === params.get('action')) &&
          (!params.get('resourceType') || event.resourceType === params.get('resourceType')) &&
          (!params.get('teamId') || event.teamId === params.get('teamId')) &&
          (!q ||
            [event.resourceName, event.resourceId, event.actor.name, event.actor.email, event.apiKey?.name, event.ip]
              .filter(Boolean)
              .some((text) => String(text).toLowerCase().includes(q))),
      );
      return ok({ events, nextCursor: null });
    }),
  ];
}
