import { createWebsiteGroupBodySchema, updateWebsiteGroupBodySchema, type WebsiteGroup } from '@hlidka/contract';
import { websiteGroupRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { createWebsiteGroup, fixtureId, fixtureNowIso, withGroupCounts } from '../fixtures';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND: Both = { cs: 'Skupina nebyla nalezena', en: 'Group not found' };
const NAME_TAKEN: Both = { cs: 'Skupina s tímto názvem už existuje.', en: 'A group with this name already exists.' };

const fieldMessages: Record<string, Both> = {
  name: { cs: 'Zadejte název (nejvýše 100 znaků)', en: 'Enter a name (at most 100 characters)' },
  description: { cs: 'Popis může mít nejvýše 500 znaků', en: 'The description can have at most 500 characters' },
};

const parse = <S extends z.ZodType>(schema: S, request: Request) => validateBody(schema, request, fieldMessages);

/** Website groups over the mock database: names unique per owner or team ignoring case, as the server keeps them. */
export function websiteGroupHandlers(db: MockDb) {
  let serial = 100;
  const find = (id: unknown) => db.websiteGroups.find((group) => group.id === id);
  const answer = (group: WebsiteGroup) => withGroupCounts(group, db.websites);
  const taken = (name: string, scope: Pick<WebsiteGroup, 'teamId' | 'ownerId'>, exceptId?: string) =>
    db.websiteGroups.some(
      (group) =>
        group.id !== exceptId &&
        group.teamId === scope.teamId &&
        (scope.teamId !== null || group.ownerId === scope.ownerId) &&
        group.name.toLocaleLowerCase('cs') === name.toLocaleLowerCase('cs'),
    );
  const refuseTaken = (request: Request) =>
    failIn(request, 409, 'DUPLICATE_GROUP_NAME', NAME_TAKEN, { name: [NAME_TAKEN] });

  return [
    mockRoute(websiteGroupRoutes.list, ({ request }) => {
      const compare = nameOrder(request);
      return ok({ groups: [...db.websiteGroups].sort((a, b) => compare(a.name, b.name)).map(answer) });
    }),
    mockRoute(websiteGroupRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createWebsiteGroupBodySchema, request);
      if (!data) return response;
      const scope = { teamId: data.teamId, ownerId: db.user.id };
      if (taken(data.name, scope)) return refuseTaken(request);
      serial += 1;
      const created = createWebsiteGroup(serial, {
        ...data,
        ...scope,
        id: fixtureId(serial, 13),
        createdAt: fixtureNowIso(),
        updatedAt: fixtureNowIso(),
      });
      db.websiteGroups = [...db.websiteGroups, created];
      return ok({ group: answer(created) }, 201);
    }),
    mockRoute(websiteGroupRoutes.get, ({ params, request }) => {
      const found = find(params.id);
      return found ? ok({ group: answer(found) }) : failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
    }),
    mockRoute(websiteGroupRoutes.update, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(updateWebsiteGroupBodySchema, request);
      if (!data) return response;
      if (data.name !== undefined && taken(data.name, found, found.id)) return refuseTaken(request);
      const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
      const updated = { ...found, ...changes, updatedAt: fixtureNowIso() };
      db.websiteGroups = db.websiteGroups.map((group) => (group.id === found.id ? updated : group));
      return ok({ group: answer(updated) });
    }),
    mockRoute(websiteGroupRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      db.websiteGroups = db.websiteGroups.filter((group) => group.id !== params.id);
      db.websites = db.websites.map((website) =>
        website.groupId === params.id ? { ...website, groupId: null } : website,
      );
      return ok({ deleted: true });
    }),
  ];
}
