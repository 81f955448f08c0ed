import { randomUUID } from 'node:crypto';
import { teamDataSchema, teamDeletedDataSchema, teamListDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamInvitations, teamMembers } from '../../db/schema/teams';
import { describeEachApp } from '../../testing/app';
import {
  addMember,
  bearer,
  createTeam,
  expectData,
  expectError,
  invite,
  registerUser,
  uniqueEmail,
} from '../../testing/teams';

describeEachApp('teams', (t) => {
  describe('POST /api/teams', () => {
    it('creates a team owned by the caller, Czech text intact', async () => {
      const owner = await registerUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: bearer(owner.token),
        payload: { name: '  Žluťoučký kůň – provoz  ', description: 'Úpravy a dohled nad weby' },
      });
      const { team } = expectData(response, teamDataSchema, 201);
      expect(team).toMatchObject({
        name: 'Žluťoučký kůň – provoz',
        description: 'Úpravy a dohled nad weby',
        role: 'owner',
        memberCount: 1,
        createdAt: t.clock.now().toISOString(),
      });
      const rows = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(rows).toEqual([expect.objectContaining({ userId: owner.user.id, role: 'owner' })]);
    });

    it('refuses bad input with per-field errors', async () => {
      const owner = await registerUser(t.app);
      const cases: [unknown, string][] = [
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(101) }, 'name'],
        [{ name: 42 }, 'name'],
        [{ name: 'Řádek\nhlavička' }, 'name'],
        [{}, 'name'],
        [{ name: 'Tým', description: 'x'.repeat(1001) }, 'description'],
        [{ name: 'Tým', owner: 'someone' }, 'owner'],
      ];
      for (const [payload, field] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/teams',
          headers: bearer(owner.token),
          payload: payload as object,
        });
        const body = expectError(response, 400, 'VALIDATION_ERROR');
        expect(Object.keys(body.errors ?? {}), JSON.stringify(payload)).toContain(field);
      }
    });

    it('needs a signed-in user', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/teams', payload: { name: 'Tým' } });
      expectError(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /api/teams', () => {
    it("lists only the caller's teams, sorted by Czech name, with role and member count", async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const zeta = await createTeam(t.app, owner, 'Zeta');
      const ceska = await createTeam(t.app, owner, 'Čeští správci');
      await createTeam(t.app, owner, 'Alfa');
      await createTeam(t.app, other, 'Cizí tým');
      await addMember(t, owner, zeta.id, 'admin');

      const mine = expectData(
        await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(owner.token) }),
        teamListDataSchema,
      );
      expect(mine.teams.map((team) => team.name)).toEqual(['Alfa', 'Čeští správci', 'Zeta']);
      expect(mine.teams.find((team) => team.id === zeta.id)).toMatchObject({ role: 'owner', memberCount: 2 });
      expect(mine.teams.find((team) => team.id === ceska.id)).toMatchObject({ memberCount: 1 });

      const theirs = expectData(
        await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(other.token) }),
        teamListDataSchema,
      );
      expect(theirs.teams.map((team) => team.name)).toEqual(['Cizí tým']);
    });

    it('answers an empty list to a user without teams', async () => {
      const loner = await registerUser(t.app);
      const data = expectData(
        await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(loner.token) }),
        teamListDataSchema,
      );
      expect(data.teams).toEqual([]);
    });
  });

  describe('GET /api/teams/:id', () => {
    it('shows the team to its members with their own role', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id, 'editor');
      const asOwner = expectData(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(owner.token) }),
        teamDataSchema,
      );
      expect(asOwner.team).toMatchObject({ id: team.id, role: 'owner', memberCount: 2 });
      const asMember = expectData(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(member.token) }),
        teamDataSchema,
      );
      expect(asMember.team.role).toBe('editor');
    });

    it("answers 404 for someone else's team, exactly as for a team that does not exist", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const foreign = expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(stranger.token) }),
        404,
        'NOT_FOUND',
      );
      const missing = expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${randomUUID()}`, headers: bearer(stranger.token) }),
        404,
        'NOT_FOUND',
      );
      expect(foreign.message).toBe('Tým nebyl nalezen');
      expect(missing.message).toBe(foreign.message);
    });

    it('answers in English when asked', async () => {
      const user = await registerUser(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: bearer(user.token),
        payload: { language: 'en' },
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/teams/${randomUUID()}`,
        headers: { ...bearer(user.token), 'accept-language': 'en' },
      });
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe('Team not found');
    });

    it('refuses a malformed id with 400', async () => {
      const user = await registerUser(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/teams/not-a-uuid', headers: bearer(user.token) });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors ?? {})).toContain('id');
    });
  });

  describe('PUT /api/teams/:id', () => {
    it('lets admins and the owner rename the team and change its description', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const admin = await addMember(t, owner, team.id, 'admin');
      t.clock.advance(60_000);
      const renamed = expectData(
        await t.app.inject({
          method: 'PUT',
          url: `/api/teams/${team.id}`,
          headers: bearer(admin.token),
          payload: { name: 'Noční služba', description: 'Pohotovost' },
        }),
        teamDataSchema,
      );
      expect(renamed.team).toMatchObject({ name: 'Noční služba', description: 'Pohotovost', role: 'admin' });
      expect(renamed.team.updatedAt).toBe(t.clock.now().toISOString());
      expect(renamed.team.updatedAt).not.toBe(renamed.team.createdAt);

      const cleared = expectData(
        await t.app.inject({
          method: 'PUT',
          url: `/api/teams/${team.id}`,
          headers: bearer(owner.token),
          payload: { description: null },
        }),
        teamDataSchema,
      );
      expect(cleared.team).toMatchObject({ name: 'Noční služba', description: null, role: 'owner' });
    });

    it('refuses members (403) and strangers (404)', async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id, 'editor');
      const put = (token: string) =>
        t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}`, headers: bearer(token), payload: { name: 'X' } });
      expectError(await put(member.token), 403, 'FORBIDDEN');
      expectError(await put(stranger.token), 404, 'NOT_FOUND');
    });

    it('refuses an empty change and unknown fields', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/teams/${team.id}`, headers: bearer(owner.token), payload });
      const empty = expectError(await put({}), 400, 'VALIDATION_ERROR');
      expect(empty.errors?.body).toEqual(['Zadejte alespoň jedno pole ke změně.']);
      const unknown = expectError(await put({ name: 'Tým', role: 'owner' }), 400, 'VALIDATION_ERROR');
      expect(Object.keys(unknown.errors ?? {})).toContain('role');
    });
  });

  describe('DELETE /api/teams/:id', () => {
    it('lets only the owner delete, and takes members and invitations with the team', async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const admin = await addMember(t, owner, team.id, 'admin');
      await invite(t.app, owner, team.id, uniqueEmail('pending'));
      const del = (token: string) =>
        t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}`, headers: bearer(token) });

      const forbidden = expectError(await del(admin.token), 403, 'FORBIDDEN');
      expect(forbidden.message).toBe('Tuto akci může provést pouze vlastník týmu');
      expectError(await del(stranger.token), 404, 'NOT_FOUND');

      expect(expectData(await del(owner.token), teamDeletedDataSchema)).toEqual({ deleted: true });
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(admin.token) }),
        404,
        'NOT_FOUND',
      );
      expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
      expect(await t.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, team.id))).toEqual([]);
      expectError(await del(owner.token), 404, 'NOT_FOUND');
    });
  });
});
