import { randomUUID } from 'node:crypto';
import {
  teamDataSchema,
  teamLeftDataSchema,
  teamListDataSchema,
  teamMemberListDataSchema,
  teamMemberRemovedDataSchema,
  teamMemberUpdateDataSchema,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';

describeEachApp('team members', (t) => {
  const setRole = (token: string, teamId: string, userId: string, role: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/members/${userId}`,
      headers: bearer(token),
      payload: { role },
    });
  const remove = (token: string, teamId: string, userId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/members/${userId}`, headers: bearer(token) });
  const leave = (token: string, teamId: string) =>
    t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/leave`, headers: bearer(token) });
  const members = async (token: string, teamId: string) =>
    expectData(
      await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/members`, headers: bearer(token) }),
      teamMemberListDataSchema,
    ).members;
  const roles = async (token: string, teamId: string) =>
    Object.fromEntries((await members(token, teamId)).map((m) => [m.userId, m.role]));

  /** A team with an owner, an admin and a member. */
  async function crew() {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const admin = await addMember(t, owner, team.id, 'admin');
    const member = await addMember(t, owner, team.id, 'editor');
    return { owner, admin, member, team };
  }

  describe('GET /api/teams/:id/members', () => {
    it('lists every member with role, e-mail and name, owner first', async () => {
      const { owner, admin, member, team } = await crew();
      const list = await members(member.token, team.id);
      expect(list.map((m) => [m.userId, m.role])).toEqual([
        [owner.user.id, 'owner'],
        [admin.user.id, 'admin'],
        [member.user.id, 'editor'],
      ]);
      expect(list[0]).toMatchObject({ email: owner.email, firstName: 'Jana', lastName: 'Nováková' });
      expect(list[2]).toMatchObject({ email: member.email, firstName: 'Petr', lastName: 'Dvořák' });
    });

    it('answers 404 to strangers', async () => {
      const { team } = await crew();
      const stranger = await registerUser(t.app);
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/members`, headers: bearer(stranger.token) }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('PUT /api/teams/:id/members/:userId', () => {
    it('lets admins and the owner move people between admin and member', async () => {
      const { owner, admin, member, team } = await crew();
      const promoted = expectData(
        await setRole(admin.token, team.id, member.user.id, 'admin'),
        teamMemberUpdateDataSchema,
      );
      expect(promoted.member).toMatchObject({ userId: member.user.id, role: 'admin' });
      expect(promoted.members).toHaveLength(3);
      const demoted = expectData(
        await setRole(owner.token, team.id, admin.user.id, 'editor'),
        teamMemberUpdateDataSchema,
      );
      expect(demoted.member.role).toBe('editor');
      // An admin may step down.
      const self = expectData(
        await setRole(member.token, team.id, member.user.id, 'editor'),
        teamMemberUpdateDataSchema,
      );
      expect(self.member.role).toBe('editor');
      expect(await roles(owner.token, team.id)).toEqual({
        [owner.user.id]: 'owner',
        [admin.user.id]: 'editor',
        [member.user.id]: 'editor',
      });
    });

    it('refuses members', async () => {
      const { admin, member, team } = await crew();
      expectError(await setRole(member.token, team.id, admin.user.id, 'editor'), 403, 'FORBIDDEN');
      expectError(await setRole(member.token, team.id, member.user.id, 'admin'), 403, 'FORBIDDEN');
    });

    it("does not let admins touch the owner's role or hand out ownership", async () => {
      const { owner, admin, member, team } = await crew();
      expectError(await setRole(admin.token, team.id, owner.user.id, 'editor'), 403, 'FORBIDDEN');
      const transfer = expectError(await setRole(admin.token, team.id, member.user.id, 'owner'), 403, 'FORBIDDEN');
      expect(transfer.message).toBe('Tuto akci může provést pouze vlastník týmu');
      expectError(await setRole(admin.token, team.id, admin.user.id, 'owner'), 403, 'FORBIDDEN');
      expect((await roles(owner.token, team.id))[owner.user.id]).toBe('owner');
    });

    it('keeps the owner until ownership is transferred', async () => {
      const { owner, team } = await crew();
      const body = expectError(await setRole(owner.token, team.id, owner.user.id, 'admin'), 409, 'CONFLICT');
      expect(body.message).toBe('Nejprve předejte vlastnictví týmu jinému členovi');
    });

    it('transfers ownership: the member becomes the owner, the owner an admin', async () => {
      const { owner, admin, member, team } = await crew();
      const result = expectData(
        await setRole(owner.token, team.id, member.user.id, 'owner'),
        teamMemberUpdateDataSchema,
      );
      expect(result.member).toMatchObject({ userId: member.user.id, role: 'owner' });
      expect(result.members.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([member.user.id]);
      expect(await roles(admin.token, team.id)).toEqual({
        [owner.user.id]: 'admin',
        [admin.user.id]: 'admin',
        [member.user.id]: 'owner',
      });
      // The old owner lost the owner's rights, the new one has them.
      expectError(
        await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}`, headers: bearer(owner.token) }),
        403,
        'FORBIDDEN',
      );
      expectError(await setRole(owner.token, team.id, owner.user.id, 'owner'), 403, 'FORBIDDEN');
      const back = expectData(await setRole(member.token, team.id, owner.user.id, 'owner'), teamMemberUpdateDataSchema);
      expect(back.member.role).toBe('owner');
    });

    it('answers 404 for someone who is not a member, and for strangers', async () => {
      const { owner, member, team } = await crew();
      const outsider = await registerUser(t.app);
      const notMember = expectError(await setRole(owner.token, team.id, outsider.user.id, 'admin'), 404, 'NOT_FOUND');
      expect(notMember.message).toBe('Člen týmu nebyl nalezen');
      expectError(await setRole(owner.token, team.id, randomUUID(), 'admin'), 404, 'NOT_FOUND');
      expectError(await setRole(outsider.token, team.id, member.user.id, 'admin'), 404, 'NOT_FOUND');
    });

    it('refuses an unknown role with a per-field error', async () => {
      const { owner, member, team } = await crew();
      for (const role of ['superuser', '', 1, null]) {
        const body = expectError(await setRole(owner.token, team.id, member.user.id, role), 400, 'VALIDATION_ERROR');
        expect(Object.keys(body.errors ?? {})).toEqual(['role']);
      }
      const bad = expectError(await setRole(owner.token, team.id, 'nope', 'admin'), 400, 'VALIDATION_ERROR');
      expect(Object.keys(bad.errors ?? {})).toContain('userId');
    });
  });

  describe('DELETE /api/teams/:id/members/:userId', () => {
    it('lets admins remove members and admins', async () => {
      const { owner, admin, member, team } = await crew();
      const otherAdmin = await addMember(t, owner, team.id, 'admin');
      expect(expectData(await remove(admin.token, team.id, member.user.id), teamMemberRemovedDataSchema)).toEqual({
        removed: true,
      });
      expectData(await remove(admin.token, team.id, otherAdmin.user.id), teamMemberRemovedDataSchema);
      expect(Object.keys(await roles(owner.token, team.id)).sort()).toEqual([owner.user.id, admin.user.id].sort());
      // The removed member no longer sees the team.
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(member.token) }),
        404,
        'NOT_FOUND',
      );
      expectError(await remove(admin.token, team.id, member.user.id), 404, 'NOT_FOUND');
    });

    it('never removes the owner, and refuses members and strangers', async () => {
      const { owner, admin, member, team } = await crew();
      const stranger = await registerUser(t.app);
      const body = expectError(await remove(admin.token, team.id, owner.user.id), 403, 'FORBIDDEN');
      expect(body.message).toBe('Vlastníka týmu nelze odebrat');
      expectError(await remove(owner.token, team.id, owner.user.id), 403, 'FORBIDDEN');
      expectError(await remove(member.token, team.id, admin.user.id), 403, 'FORBIDDEN');
      expectError(await remove(stranger.token, team.id, member.user.id), 404, 'NOT_FOUND');
      expect(Object.keys(await roles(owner.token, team.id))).toHaveLength(3);
    });
  });

  describe('POST /api/teams/:id/leave', () => {
    it('lets members and admins leave', async () => {
      const { owner, admin, member, team } = await crew();
      expect(expectData(await leave(member.token, team.id), teamLeftDataSchema)).toEqual({ left: true });
      expectData(await leave(admin.token, team.id), teamLeftDataSchema);
      const list = expectData(
        await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(member.token) }),
        teamListDataSchema,
      );
      expect(list.teams.find((x) => x.id === team.id)).toBeUndefined();
      const after = expectData(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(owner.token) }),
        teamDataSchema,
      );
      expect(after.team.memberCount).toBe(1);
      expectError(await leave(member.token, team.id), 404, 'NOT_FOUND');
    });

    it('makes the owner transfer ownership first', async () => {
      const { owner, member, team } = await crew();
      const body = expectError(await leave(owner.token, team.id), 409, 'CONFLICT');
      expect(body.message).toBe('Nejprve předejte vlastnictví týmu jinému členovi');
      expectData(await setRole(owner.token, team.id, member.user.id, 'owner'), teamMemberUpdateDataSchema);
      expectData(await leave(owner.token, team.id), teamLeftDataSchema);
      expect(await roles(member.token, team.id)).toMatchObject({ [member.user.id]: 'owner' });
    });
  });
});
