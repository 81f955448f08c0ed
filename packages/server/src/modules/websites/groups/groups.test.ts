import {
  deleteWebsiteGroupDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
  websiteGroupDataSchema,
  websiteGroupListDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import type { Registered } from '../../../testing/auth';
import { createWebsites } from '../../../testing/billing';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../../testing/teams';

describeEachApp('website groups', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  const createGroup = async (user: Registered, body: object) =>
    expectData(await call('POST', '/api/website-groups', user, body), websiteGroupDataSchema, 201).group;
  const groupOf = async (user: Registered, id: string) =>
    expectData(await call('GET', `/api/website-groups/${id}`, user), websiteGroupDataSchema).group;

  describe('CRUD', () => {
    it('creates, lists by name, renames and deletes a group', async () => {
      const user = await registerUser(t.app);
      const shop = await createGroup(user, { name: 'Obchody', description: 'E-shopy a platby' });
      expect(shop).toMatchObject({
        name: 'Obchody',
        description: 'E-shopy a platby',
        teamId: null,
        ownerId: user.user.id,
        websiteCount: 0,
        statusCounts: { up: 0, down: 0, paused: 0, pending: 0, maintenance: 0, degraded: 0 },
      });
      const internal = await createGroup(user, { name: 'Interní' });
      const list = expectData(await call('GET', '/api/website-groups', user), websiteGroupListDataSchema);
      expect(list.groups.map((group) => group.name)).toEqual(['Interní', 'Obchody']);

      const renamed = expectData(
        await call('PUT', `/api/website-groups/${internal.id}`, user, { name: 'Intranet', description: null }),
        websiteGroupDataSchema,
      ).group;
      expect(renamed).toMatchObject({ id: internal.id, name: 'Intranet', description: null });

      const deleted = await call('DELETE', `/api/website-groups/${internal.id}`, user);
      expectData(deleted, deleteWebsiteGroupDataSchema);
      expect(deleted.json().message).toBe('Skupina byla smazána. Její weby zůstaly.');
      expectError(await call('GET', `/api/website-groups/${internal.id}`, user), 404, 'NOT_FOUND');
    });

    it('keeps names unique per owner and per team, ignoring case, in words', async () => {
      const user = await registerUser(t.app);
      const other = await registerUser(t.app);
      await createGroup(user, { name: 'Produkce' });
      const taken = expectError(
        await call('POST', '/api/website-groups', user, { name: 'produkce' }),
        409,
        'DUPLICATE_GROUP_NAME',
      );
      expect(taken.message).toBe('Skupina s tímto názvem už existuje.');
      expect(taken.errors).toEqual({ name: ['Skupina s tímto názvem už existuje.'] });
      // Another owner, and a team of the same owner, may use the name.
      await createGroup(other, { name: 'Produkce' });
      const team = await createTeam(t.app, user);
      await createGroup(user, { name: 'Produkce', teamId: team.id });
      const second = await createGroup(user, { name: 'Vývoj' });
      const renameTaken = expectError(
        await call('PUT', `/api/website-groups/${second.id}`, user, { name: 'PRODUKCE' }),
        409,
        'DUPLICATE_GROUP_NAME',
      );
      expect(renameTaken.translations?.en).toEqual({
        message: 'A group with this name already exists.',
        errors: { name: ['A group with this name already exists.'] },
      });
      expectError(await call('POST', '/api/website-groups', user, { name: '  ' }), 400, 'VALIDATION_ERROR');
    });
  });

  describe('scope', () => {
    it('answers a stranger 404 for every route, and shows a team member the team’s groups', async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id);
      const personal = await createGroup(owner, { name: 'Osobní' });
      const shared = await createGroup(owner, { name: 'Týmová', teamId: team.id });

      for (const id of [personal.id, shared.id]) {
        expectError(await call('GET', `/api/website-groups/${id}`, stranger), 404, 'NOT_FOUND');
        expectError(await call('PUT', `/api/website-groups/${id}`, stranger, { name: 'Moje' }), 404, 'NOT_FOUND');
        expectError(await call('DELETE', `/api/website-groups/${id}`, stranger), 404, 'NOT_FOUND');
      }
      const strangers = expectData(await call('GET', '/api/website-groups', stranger), websiteGroupListDataSchema);
      expect(strangers.groups).toEqual([]);
      expectError(
        await call('POST', '/api/website-groups', stranger, { name: 'Cizí tým', teamId: team.id }),
        404,
        'NOT_FOUND',
      );

      const members = expectData(await call('GET', '/api/website-groups', member), websiteGroupListDataSchema);
      expect(members.groups.map((group) => group.id)).toEqual([shared.id]);
      expectError(await call('GET', `/api/website-groups/${personal.id}`, member), 404, 'NOT_FOUND');
      // A member renames the team's group, but only its author or an admin deletes it.
      expectData(
        await call('PUT', `/api/website-groups/${shared.id}`, member, { name: 'Týmová skupina' }),
        websiteGroupDataSchema,
      );
      expectError(await call('DELETE', `/api/website-groups/${shared.id}`, member), 403, 'FORBIDDEN');
      const ownGroup = await createGroup(member, { name: 'Členova', teamId: team.id });
      expectData(await call('DELETE', `/api/website-groups/${ownGroup.id}`, member), deleteWebsiteGroupDataSchema);
    });
  });

  describe('assignment', () => {
    it('puts websites into a group on create and update, counts their statuses and filters the list', async () => {
      const user = await registerUser(t.app);
      const group = await createGroup(user, { name: 'Produkce' });
      const created = expectData(
        await call('POST', '/api/websites', user, {
          name: 'E-shop',
          url: 'http://127.0.0.1:9/shop',
          groupId: group.id,
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(created.groupId).toBe(group.id);
      const [other, outside] = await createWebsites(t.app, user, 2);
      const moved = expectData(
        await call('PUT', `/api/websites/${other}`, user, { groupId: group.id }),
        websiteDataSchema,
      ).website;
      expect(moved.groupId).toBe(group.id);
      expectData(await call('POST', `/api/websites/${other}/pause`, user), websiteDataSchema);

      expect(await groupOf(user, group.id)).toMatchObject({
        websiteCount: 2,
        statusCounts: { pending: 1, paused: 1, up: 0, down: 0, maintenance: 0, degraded: 0 },
      });
      const detail = expectData(await call('GET', `/api/websites/${created.id}`, user), websiteDetailDataSchema);
      expect(detail.website.groupId).toBe(group.id);

      const inGroup = expectData(await call('GET', `/api/websites?groupId=${group.id}`, user), websiteListDataSchema);
      expect(inGroup.websites.map((website) => website.id).sort()).toEqual([created.id, other].sort());
      expect(inGroup.pagination.total).toBe(2);
      const ungrouped = expectData(await call('GET', '/api/websites?groupId=none', user), websiteListDataSchema);
      expect(ungrouped.websites.map((website) => website.id)).toEqual([outside]);

      const cleared = expectData(
        await call('PUT', `/api/websites/${other}`, user, { groupId: null }),
        websiteDataSchema,
      ).website;
      expect(cleared.groupId).toBeNull();
      expect((await groupOf(user, group.id)).websiteCount).toBe(1);
    });

    it('refuses a foreign group and a group of another team, in words', async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const team = await createTeam(t.app, user);
      const foreign = await createGroup(stranger, { name: 'Cizí' });
      const teamGroup = await createGroup(user, { name: 'Týmová', teamId: team.id });
      const [websiteId] = await createWebsites(t.app, user, 1);

      const unknown = expectError(
        await call('PUT', `/api/websites/${websiteId}`, user, { groupId: foreign.id }),
        400,
        'VALIDATION_ERROR',
      );
      expect(unknown.errors).toEqual({ groupId: ['Skupina nebyla nalezena'] });
      const otherScope = expectError(
        await call('POST', '/api/websites', user, { name: 'Web', url: 'http://127.0.0.1:9/x', groupId: teamGroup.id }),
        400,
        'VALIDATION_ERROR',
      );
      expect(otherScope.errors).toEqual({ groupId: ['Web a skupina musí patřit stejnému týmu (nebo oba vám).'] });
      // In the team it fits; moving the website out of the team leaves the group behind.
      const inTeam = expectData(
        await call('PUT', `/api/websites/${websiteId}`, user, { teamId: team.id, groupId: teamGroup.id }),
        websiteDataSchema,
      ).website;
      expect(inTeam.groupId).toBe(teamGroup.id);
      const personal = expectData(
        await call('PUT', `/api/websites/${websiteId}`, user, { teamId: null }),
        websiteDataSchema,
      ).website;
      expect(personal.groupId).toBeNull();
    });

    it('keeps the websites when their group is deleted, and when the team goes its groups go too', async () => {
      const user = await registerUser(t.app);
      const group = await createGroup(user, { name: 'Dočasná' });
      const [websiteId] = await createWebsites(t.app, user, 1);
      expectData(await call('PUT', `/api/websites/${websiteId}`, user, { groupId: group.id }), websiteDataSchema);
      expectData(await call('DELETE', `/api/website-groups/${group.id}`, user), deleteWebsiteGroupDataSchema);
      const kept = expectData(await call('GET', `/api/websites/${websiteId}`, user), websiteDetailDataSchema);
      expect(kept.website).toMatchObject({ id: websiteId, groupId: null });

      const team = await createTeam(t.app, user, 'Krátký tým');
      const teamGroup = await createGroup(user, { name: 'Týmová', teamId: team.id });
      expectData(
        await call('PUT', `/api/websites/${websiteId}`, user, { teamId: team.id, groupId: teamGroup.id }),
        websiteDataSchema,
      );
      const gone = await call('DELETE', `/api/teams/${team.id}`, user);
      expect(gone.statusCode, gone.body).toBe(200);
      expectError(await call('GET', `/api/website-groups/${teamGroup.id}`, user), 404, 'NOT_FOUND');
      const left = expectData(await call('GET', `/api/websites/${websiteId}`, user), websiteDetailDataSchema);
      expect(left.website).toMatchObject({ teamId: null, groupId: null });
    });
  });
});
