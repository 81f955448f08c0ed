import { createSilenceBodySchema, type Silence } from '@hlidka/contract';
import { silenceRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { FIXTURE_NOW, fixtureId, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND: Both = { cs: 'Ztlumení nebylo nalezeno', en: 'Silence not found' };
const TARGET_NOT_FOUND: Both = { cs: 'Nenalezeno', en: 'Not found' };
const RESOLVED: Both = { cs: 'Vyřešený incident nelze ztlumit.', en: 'A resolved incident cannot be silenced.' };
const ENDED: Both = { cs: 'Toto ztlumení už skončilo.', en: 'This silence has already ended.' };

const fieldMessages: Record<string, Both> = {
  reason: { cs: 'Zadejte důvod (nejvýše 500 znaků)', en: 'Enter a reason (at most 500 characters)' },
  durationMinutes: { cs: 'Délka musí být 1 minuta až 7 dní', en: 'The duration must be between 1 minute and 7 days' },
};

/** Silences over the mock database: the websites each covers worked out as the server does; time stands at the fixtures' now. */
export function silenceHandlers(db: MockDb) {
  let serial = 100;

  /** The websites a target covers, or null for a target the mock does not have. */
  function covered(kind: Silence['targetKind'], id: string): string[] | null {
    if (kind === 'website') return db.websites.some((website) => website.id === id) ? [id] : null;
    if (kind === 'group') {
      if (!db.websiteGroups.some((group) => group.id === id)) return null;
      return db.websites.filter((website) => website.groupId === id).map((website) => website.id);
    }
    const incident = db.incidents.find((item) => item.id === id);
    return incident ? [incident.website.id] : null;
  }

  return [
    mockRoute(silenceRoutes.list, () => ok({ silences: db.silences.filter((silence) => silence.active) })),
    mockRoute(silenceRoutes.create, async ({ request }) => {
      const { data, response } = await validateBody(createSilenceBodySchema, request, fieldMessages);
      if (!data) return response;
      const websiteIds = covered(data.targetKind, data.targetId);
      if (!websiteIds) return failIn(request, 404, 'NOT_FOUND', TARGET_NOT_FOUND);
      if (db.incidents.find((incident) => incident.id === data.targetId)?.status === 'resolved') {
        return failIn(request, 409, 'CONFLICT', RESOLVED);
      }
      serial += 1;
      const created: Silence = {
        id: fixtureId(serial, 65),
        targetKind: data.targetKind,
        targetId: data.targetId,
        websiteIds,
        reason: data.reason,
        until: new Date(FIXTURE_NOW + data.durationMinutes * 60_000).toISOString(),
        createdBy: { userId: db.user.id, name: `${db.user.firstName} ${db.user.lastName}` },
        createdAt: fixtureNowIso(),
        clearedAt: null,
        clearedReason: null,
        active: true,
      };
      db.silences = [created, ...db.silences];
      return ok({ silence: created }, 201);
    }),
    mockRoute(silenceRoutes.clear, ({ params, request }) => {
      const found = db.silences.find((silence) => silence.id === params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      if (!found.active) return failIn(request, 409, 'CONFLICT', ENDED);
      const cleared: Silence = { ...found, active: false, clearedAt: fixtureNowIso(), clearedReason: 'manual' };
      db.silences = db.silences.map((silence) => (silence.id === found.id ? cleared : silence));
      return ok({ silence: cleared });
    }),
  ];
}
