import {
  websiteDataSchema,
  websiteDependenciesDataSchema,
  websiteDetailDataSchema,
  websiteGroupDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userPlans } from '../../../db/schema/plans';
import { users } from '../../../db/schema/users';
import { describeEachApp } from '../../../testing/app';
import type { Registered } from '../../../testing/auth';
import { bearer, createTeam, expectData, expectError, registerUser } from '../../../testing/teams';

// Issue 28 item 4: what a website depends on is saved with it (`dependsOn`), checked by the server: a website or group
// the caller sees, of the same team (or owner), not itself or its own group, and no loop.
describeEachApp('website dependencies', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  let n = 0;
  const create = async (user: Registered, body: object = {}) =>
    expectData(
      await call('POST', '/api/websites', user, { name: `Web ${++n}`, url: `http://127.0.0.1:9/${n}`, ...body }),
      websiteDataSchema,
      201,
    ).website;
  const update = (user: Registered, id: string, body: object) => call('PUT', `/api/websites/${id}`, user, body);
  const dependenciesOf = async (user: Registered, id: string) =>
    expectData(await call('GET', `/api/websites/${id}/dependencies`, user), websiteDependenciesDataSchema);
  const fieldError = async (response: Awaited<ReturnType<typeof call>>) =>
    expectError(response, 400, 'VALIDATION_ERROR').errors;

  /** A user on the self-hosted plan (no website limit). */
  const unlimitedUser = async () => {
    const user = await registerUser(t.app);
    await t.db.insert(userPlans).values({ userId: user.user.id, planId: 'selfhosted' });
    return user;
  };

  describe('saving', () => {
    it('saves a dependency on a website or a group, shows the parent and the children, and clears it', async () => {
      const user = await registerUser(t.app);
      const database = await create(user, { name: 'Databázový server' });
      const shop = await create(user, { name: 'Obchod', dependsOn: { kind: 'website', id: database.id } });
      expect(shop.dependsOn).toEqual({ kind: 'website', id: database.id });

      const group = expectData(
        await call('POST', '/api/website-groups', user, { name: 'Databáze' }),
        websiteGroupDataSchema,
        201,
      ).group;
      expectData(await update(user, database.id, { groupId: group.id }), websiteDataSchema);
      const blog = await create(user, { name: 'Blog', dependsOn: { kind: 'group', id: group.id } });
      expect(blog.dependsOn).toEqual({ kind: 'group', id: group.id });

      const parent = await dependenciesOf(user, database.id);
      expect(parent).toEqual({
        parent: null,
        dependents: [
          { id: blog.id, name: 'Blog', status: 'pending' },
          { id: shop.id, name: 'Obchod', status: 'pending' },
        ],
      });
      expect((await dependenciesOf(user, shop.id)).parent).toEqual({
        kind: 'website',
        id: database.id,
        name: 'Databázový server',
        down: false,
      });
      expect((await dependenciesOf(user, blog.id)).parent).toMatchObject({ kind: 'group', name: 'Databáze' });

      const cleared = expectData(await update(user, shop.id, { dependsOn: null }), websiteDataSchema).website;
      expect(cleared.dependsOn).toBeNull();
      // Another field saved alone keeps it.
      const renamed = expectData(await update(user, blog.id, { name: 'Blog firmy' }), websiteDataSchema).website;
      expect(renamed.dependsOn).toEqual({ kind: 'group', id: group.id });
    });

    it('refuses the website itself, its own group and a loop, in words', async () => {
      const user = await unlimitedUser();
      const a = await create(user);
      const self = await fieldError(await update(user, a.id, { dependsOn: { kind: 'website', id: a.id } }));
      expect(self).toEqual({ dependsOn: ['Web nemůže záviset sám na sobě ani na své skupině.'] });

      const b = await create(user, { dependsOn: { kind: 'website', id: a.id } });
      const c = await create(user, { dependsOn: { kind: 'website', id: b.id } });
      const loop = await fieldError(await update(user, a.id, { dependsOn: { kind: 'website', id: c.id } }));
      expect(loop).toEqual({
        dependsOn: ['Závislost by vytvořila kruh: ten web (nebo skupina) už na tomto webu závisí.'],
      });

      // Through a group: a depends on a group that holds c, which depends (through b) on a.
      const group = expectData(
        await call('POST', '/api/website-groups', user, { name: 'Uzly' }),
        websiteGroupDataSchema,
        201,
      ).group;
      expectData(await update(user, c.id, { groupId: group.id }), websiteDataSchema);
      const viaGroup = await fieldError(await update(user, a.id, { dependsOn: { kind: 'group', id: group.id } }));
      expect(viaGroup?.dependsOn).toHaveLength(1);
      const ownGroup = await fieldError(await update(user, c.id, { dependsOn: { kind: 'group', id: group.id } }));
      expect(ownGroup).toEqual(self);
      // d depends on the group that holds c: c may not depend on d.
      const d = await create(user, { dependsOn: { kind: 'group', id: group.id } });
      const closing = await fieldError(await update(user, c.id, { dependsOn: { kind: 'website', id: d.id } }));
      expect(closing?.dependsOn).toHaveLength(1);
      expect((await dependenciesOf(user, a.id)).parent).toBeNull();

      await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.user.id));
      const english = await update(user, a.id, { dependsOn: { kind: 'website', id: c.id } });
      expect(expectError(english, 400, 'VALIDATION_ERROR').errors).toEqual({
        dependsOn: ['This would make a loop: that website (or group) already depends on this one.'],
      });
    });

    it("refuses another team's website, one the caller cannot see and an unknown group", async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const mine = await create(user);
      const theirs = await create(stranger);
      const team = await createTeam(t.app, user);
      const teamWebsite = await create(user, { teamId: team.id });

      const unseen = await fieldError(await update(user, mine.id, { dependsOn: { kind: 'website', id: theirs.id } }));
      expect(unseen).toEqual({ dependsOn: ['Web nebo skupina, na které má web záviset, nebyly nalezeny.'] });
      const otherTeam = await fieldError(
        await update(user, mine.id, { dependsOn: { kind: 'website', id: teamWebsite.id } }),
      );
      expect(otherTeam).toEqual({
        dependsOn: ['Web a to, na čem závisí, musí patřit stejnému týmu (nebo oba vám).'],
      });
      const unknownGroup = await fieldError(
        await update(user, mine.id, { dependsOn: { kind: 'group', id: '00000000-0000-4000-8000-000000000000' } }),
      );
      expect(unknownGroup).toEqual(unseen);
      // Nothing was saved, and a stranger cannot read the dependencies.
      expect((await dependenciesOf(user, mine.id)).parent).toBeNull();
      expectError(await call('GET', `/api/websites/${mine.id}/dependencies`, stranger), 404, 'NOT_FOUND');

      // Moving the parent to the team drops the personal website's dependency on it.
      const child = await create(user, { dependsOn: { kind: 'website', id: mine.id } });
      expectData(await update(user, mine.id, { teamId: team.id }), websiteDataSchema);
      const after = expectData(await call('GET', `/api/websites/${child.id}`, user), websiteDetailDataSchema);
      expect(after.website.dependsOn).toBeNull();
    });
  });
});
