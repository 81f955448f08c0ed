import type { HelpContactBody } from '@hlidka/contract';
import { http } from 'msw';
import type { MockDb } from '../db';
import { createHelpContactData, fixtureNowIso } from '../fixtures';
import { api, ok } from '../respond';

export function helpHandlers(_db: MockDb) {
  return [
    http.post(api('/api/help/contact'), async ({ request }) => {
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
