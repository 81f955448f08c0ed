import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/errors';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { describeEachDatabase } from '../../testing/databases';
import { usableTeamIdSet, usableTeamIds } from './scope';
import { refuseOutOfScope, requireTeamRole, teamRoleOf } from './team-role';

describeEachDatabase('the team side of the access scope', (ctx) => {
  const ids = { owner: '', admin: '', member: '', stranger: '', team: '', otherTeam: '' };

  beforeAll(async () => {
    const rows = await ctx.db
      .insert(users)
      .values(['owner', 'admin', 'editor', 'stranger'].map((name) => ({ email: `${name}.${randomUUID()}@example.cz` })))
      .returning({ id: users.id });
    [ids.owner = '', ids.admin = '', ids.member = '', ids.stranger = ''] = rows.map((r) => r.id);
    const created = await ctx.db
      .insert(teams)
      .values([{ name: 'A' }, { name: 'B' }])
      .returning({ id: teams.id });
    [ids.team = '', ids.otherTeam = ''] = created.map((r) => r.id);
    await ctx.db.insert(teamMembers).values([
      { teamId: ids.team, userId: ids.owner, role: 'owner' },
      { teamId: ids.team, userId: ids.admin, role: 'admin' },
      { teamId: ids.team, userId: ids.member, role: 'editor' },
      { teamId: ids.otherTeam, userId: ids.stranger, role: 'owner' },
    ]);
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('returns the membership when the role is high enough', async () => {
    await expect(requireTeamRole(ctx.db, ids.team, ids.member, 'editor')).resolves.toEqual({
      teamId: ids.team,
      userId: ids.member,
      role: 'editor',
    });
    await expect(requireTeamRole(ctx.db, ids.team, ids.owner, 'admin')).resolves.toMatchObject({ role: 'owner' });
    await expect(requireTeamRole(ctx.db, ids.team, ids.owner, 'owner')).resolves.toMatchObject({ role: 'owner' });
    await expect(requireTeamRole(ctx.db, ids.team, ids.admin)).resolves.toMatchObject({ role: 'admin' });
  });

  it('answers 404 to non-members, for unknown and malformed ids too', async () => {
    for (const [teamId, userId] of [
      [ids.team, ids.stranger],
      [ids.otherTeam, ids.owner],
      [randomUUID(), ids.owner],
      ['not-a-uuid', ids.owner],
    ] as const) {
      const error = await failure(requireTeamRole(ctx.db, teamId, userId, 'editor'));
      expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(error.translated).toEqual({ cs: 'Tým nebyl nalezen', en: 'Team not found' });
    }
  });

  it('answers 403 FORBIDDEN when the role is too low', async () => {
    expect(await failure(requireTeamRole(ctx.db, ids.team, ids.member, 'admin'))).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await failure(requireTeamRole(ctx.db, ids.team, ids.admin, 'owner'))).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
  });

  it('teamRoleOf and the usable team ids see only memberships', async () => {
    expect(await teamRoleOf(ctx.db, ids.team, ids.admin)).toBe('admin');
    expect(await teamRoleOf(ctx.db, ids.team, ids.stranger)).toBeNull();
    expect(await teamRoleOf(ctx.db, 'nope', ids.stranger)).toBeNull();
    const visible = await ctx.db
      .select({ id: teams.id })
      .from(teams)
      .where(sql`${teams.id} in ${usableTeamIds(ids.stranger)}`);
    expect(visible.map((r) => r.id)).toEqual([ids.otherTeam]);
    expect([...(await usableTeamIdSet(ctx.db, ids.owner))]).toEqual([ids.team]);
  });

  it('shuts out a member without two-factor once the team requires it, whatever the role', async () => {
    await ctx.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, ids.owner));
    await ctx.db.update(teams).set({ requireTwoFactor: true }).where(eq(teams.id, ids.team));
    try {
      for (const userId of [ids.admin, ids.member]) {
        expect(await failure(requireTeamRole(ctx.db, ids.team, userId))).toMatchObject({
          code: 'TWO_FACTOR_REQUIRED',
          status: 403,
        });
        expect(await teamRoleOf(ctx.db, ids.team, userId)).toBeNull();
        expect(await usableTeamIdSet(ctx.db, userId)).toEqual(new Set());
        const notFound = { cs: 'Nenalezeno', en: 'Not found' };
        expect(await failure(refuseOutOfScope(ctx.db, ids.team, userId, notFound))).toMatchObject({
          code: 'TWO_FACTOR_REQUIRED',
        });
      }
      // Leaving still works: the caller asks to skip the requirement.
      await expect(requireTeamRole(ctx.db, ids.team, ids.member, 'editor', { skipTwoFactor: true })).resolves.toEqual({
        teamId: ids.team,
        userId: ids.member,
        role: 'editor',
      });
      expect(await teamRoleOf(ctx.db, ids.team, ids.owner)).toBe('owner');
      expect(await usableTeamIdSet(ctx.db, ids.owner)).toEqual(new Set([ids.team]));
      // To someone outside the team it is simply missing.
      const error = await failure(
        refuseOutOfScope(ctx.db, ids.team, ids.stranger, { cs: 'Nenalezeno', en: 'Not found' }),
      );
      expect(error).toMatchObject({ code: 'NOT_FOUND', translated: { cs: 'Nenalezeno', en: 'Not found' } });
    } finally {
      await ctx.db.update(teams).set({ requireTwoFactor: false }).where(eq(teams.id, ids.team));
    }
  });

  it('keeps one owner per team in the database itself', async () => {
    const error = await ctx.db
      .insert(teamMembers)
      .values({ teamId: ids.otherTeam, userId: ids.member, role: 'owner' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
