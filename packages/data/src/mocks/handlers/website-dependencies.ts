import type { WebsiteDependenciesData } from '@hlidka/contract';
import { websiteDependencyRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { type Both, failIn, ok } from '../respond';

const NOT_FOUND: Both = { cs: 'Web nebyl nalezen', en: 'Website not found' };

/** A website's parent and dependents, worked out from the mock websites' `dependsOn` as the server does. */
export function websiteDependencyHandlers(db: MockDb) {
  return [
    mockRoute(websiteDependencyRoutes.get, ({ request, params }) => {
      const website = db.websites.find((candidate) => candidate.id === params.id);
      if (!website) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      let parent: WebsiteDependenciesData['parent'] = null;
      if (website.dependsOn?.kind === 'website') {
        const target = db.websites.find((candidate) => candidate.id === website.dependsOn?.id);
        if (target) parent = { kind: 'website', id: target.id, name: target.name, down: target.status === 'down' };
      } else if (website.dependsOn?.kind === 'group') {
        const group = db.websiteGroups.find((candidate) => candidate.id === website.dependsOn?.id);
        const members = db.websites.filter((candidate) => candidate.groupId === group?.id);
        if (group) {
          const down = members.length > 0 && members.every((member) => member.status === 'down');
          parent = { kind: 'group', id: group.id, name: group.name, down };
        }
      }
      const compare = nameOrder(request);
      const dependents = db.websites
        .filter(
          (candidate) =>
            (candidate.dependsOn?.kind === 'website' && candidate.dependsOn.id === website.id) ||
            (candidate.dependsOn?.kind === 'group' &&
              website.groupId !== null &&
              candidate.dependsOn.id === website.groupId),
        )
        .sort((a, b) => compare(a.name, b.name))
        .map((candidate) => ({ id: candidate.id, name: candidate.name, status: candidate.status }));
      return ok({ parent, dependents });
    }),
  ];
}
