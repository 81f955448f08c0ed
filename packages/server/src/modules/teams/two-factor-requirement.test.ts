import {
  teamDataSchema,
  teamListDataSchema,
  teamMemberListDataSchema,
  websiteDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { enableTotp } from '../../testing/two-factor';

describeEachApp('teams that require two-factor sign-in', (t) => {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  describe('the requirement', () => {
    it('is set by an owner or admin who has two-factor, shuts out members without it, and lets them back in', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      expect(team.requireTwoFactor).toBe(false);
      const member = await addMember(t, owner, team.id);
      const shared = expectData(
        await call('POST', '/api/websites', owner.token, {
          name: 'Týmový web',
          url: 'http://127.0.0.1:9/',
          intervalSeconds: 60,
          teamId: team.id,
        }),
        websiteDataSchema,
        201,
      );

      // Only someone with two-factor may require it.
      const refused = expectError(
        await call('PUT', `/api/teams/${team.id}`, owner.token, { requireTwoFactor: true }),
        409,
        'CONFLICT',
      );
      expect(refused.errors?.requireTwoFactor?.[0]).toContain('musíte ho mít zapnuté sami');
      await enableTotp(t.app, owner.token, t.clock);
      const updated = expectData(
        await call('PUT', `/api/teams/${team.id}`, owner.token, { requireTwoFactor: true }),
        teamDataSchema,
      );
      expect(updated.team.requireTwoFactor).toBe(true);

      // The team's answers show who has two-factor.
      const members = expectData(
        await call('GET', `/api/teams/${team.id}/members`, owner.token),
        teamMemberListDataSchema,
      );
      expect(members.members.map((m) => [m.userId, m.twoFactorEnabled])).toEqual([
        [owner.user.id, true],
        [member.user.id, false],
      ]);

      // The member still sees the team (to learn why) but not its data, with a clear, translated reason.
      const teams = expectData(await call('GET', '/api/teams', member.token), teamListDataSchema);
      expect(teams.teams.find((x) => x.id === team.id)?.requireTwoFactor).toBe(true);
      const blocked = expectError(
        await call('GET', `/api/teams/${team.id}/members`, member.token),
        403,
        'TWO_FACTOR_REQUIRED',
      );
      expect(blocked.message).toContain('vyžaduje dvoufázové ověření');
      // Team-scoped lists say so too, with the English wording for a language switch.
      const scoped = await call('GET', `/api/websites?teamId=${team.id}`, member.token);
      expectError(scoped, 403, 'TWO_FACTOR_REQUIRED');
      expect(scoped.json().translations.en.message).toContain('requires two-factor');
      const list = expectData(await call('GET', '/api/websites', member.token), websiteListDataSchema);
      expect(list.websites.map((w) => w.id)).not.toContain(shared.website.id);
      // Opening the team's website directly says why too; to someone outside the team it is still missing.
      expectError(await call('GET', `/api/websites/${shared.website.id}`, member.token), 403, 'TWO_FACTOR_REQUIRED');
      const stranger = await registerUser(t.app);
      expectError(await call('GET', `/api/websites/${shared.website.id}`, stranger.token), 404, 'NOT_FOUND');

      // With two-factor on, the member is back in.
      await enableTotp(t.app, member.token, t.clock);
      expectData(await call('GET', `/api/teams/${team.id}/members`, member.token), teamMemberListDataSchema);
      const again = expectData(await call('GET', '/api/websites', member.token), websiteListDataSchema);
      expect(again.websites.map((w) => w.id)).toContain(shared.website.id);
    });

    it('still lets a shut-out member leave the team', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id);
      await enableTotp(t.app, owner.token, t.clock);
      expectData(await call('PUT', `/api/teams/${team.id}`, owner.token, { requireTwoFactor: true }), teamDataSchema);
      expect((await call('POST', `/api/teams/${team.id}/leave`, member.token)).statusCode).toBe(200);
      const teams = expectData(await call('GET', '/api/teams', member.token), teamListDataSchema);
      expect(teams.teams.map((x) => x.id)).not.toContain(team.id);
    });
  });
});
