import type { HelpContactBody } from '@hlidka/contract';
import { helpRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createHelpContactData, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { ok } from '../respond';

export function helpHandlers(_db: MockDb) {
  return [
    mockRoute(helpRoutes.contact, async ({ request }) => {
      const body = (await request.json()) as HelpContactBody;
      return ok(
        createHelpContactData({
          subject: body.subject,
          category: body.category ?? null,
          createdAt: fixtureNowIso(),
        }),
        201,
      );
    }),
  ];
}
