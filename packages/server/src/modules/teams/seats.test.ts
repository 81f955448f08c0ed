import { teamDataSchema, teamInvitationDataSchema, teamInvitationRevokedDataSchema } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { userPlans } from '../../db/schema/plans';
import { describeEachApp } from '../../testing/app';
import { addressOf, bearer, expectData, expectError, registerUser, uniqueEmail } from '../../testing/teams';

describeEachApp('team members within the owner plan', (t) => {
  it('refuses invitations beyond the members the owner plan allows, pending ones included', async () => {
    const owner = await registerUser(t.app);
    const team = expectData(
      await t.app.inject({ method: 'POST', url: '/api/teams', headers: bearer(owner.token), payload: { name: 'Tým' } }),
      teamDataSchema,
      201,
    ).team;
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/invitations`,
        headers: bearer(owner.token),
        payload: { email, role: 'editor' },
        remoteAddress: addressOf(owner),
      });
    // The default (free) plan: the owner alone.
    const refused = expectError(await invite(uniqueEmail('a')), 403, 'PLAN_LIMIT_REACHED');
    expect(refused.message).toBe(
      'Tarif Zdarma vlastníka týmu umožňuje nejvýše 1 člena týmu včetně pozvaných. Pro další členy přejděte na vyšší tarif.',
    );
    // Start: three members.
    await t.db.insert(userPlans).values({ userId: owner.user.id, planId: 'start' });
    const { invitation } = expectData(await invite(uniqueEmail('b')), teamInvitationDataSchema, 201);
    expectData(await invite(uniqueEmail('c')), teamInvitationDataSchema, 201);
    const third = expectError(await invite(uniqueEmail('d')), 403, 'PLAN_LIMIT_REACHED');
    expect(third.message).toContain('nejvýše 3 členů');
    // A revoked invitation is kept (its link says so) but no longer holds a seat.
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.id}/invitations/${invitation.id}`,
      headers: bearer(owner.token),
    });
    expectData(revoke, teamInvitationRevokedDataSchema);
    expectData(await invite(uniqueEmail('d')), teamInvitationDataSchema, 201);
  });
});
