import { randomUUID } from 'node:crypto';
import {
  receivedTeamInvitationListDataSchema,
  teamDataSchema,
  teamInvitationDataSchema,
  teamInvitationDeclinedDataSchema,
  teamInvitationListDataSchema,
  teamInvitationPreviewDataSchema,
  teamInvitationRevokedDataSchema,
  teamMemberListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { teamInvitations } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { describeEachApp } from '../../testing/app';
import {
  addMember,
  bearer,
  createTeam,
  expectData,
  expectError,
  freshAddress,
  invitationTokenFor,
  invite,
  login,
  registerUser,
  uniqueEmail,
} from '../../testing/teams';
import { hashInvitationToken } from './tokens';

const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;

describeEachApp('team invitations', (t) => {
  const post = (token: string, teamId: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/invitations`,
      headers: bearer(token),
      payload: payload as object,
      remoteAddress: freshAddress(),
    });
  const list = (token: string, teamId: string) =>
    t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/invitations`, headers: bearer(token) });
  const revoke = (token: string, teamId: string, invitationId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/invitations/${invitationId}`, headers: bearer(token) });
  const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/team-invitations/${token}` });
  const accept = (linkToken: string, accessToken: string) =>
    t.app.inject({ method: 'POST', url: `/api/team-invitations/${linkToken}/accept`, headers: bearer(accessToken) });
  const decline = (linkToken: string, accessToken: string) =>
    t.app.inject({ method: 'POST', url: `/api/team-invitations/${linkToken}/decline`, headers: bearer(accessToken) });

  describe('POST /api/teams/:id/invitations', () => {
    it('stores the invitation with a hashed token and e-mails a Czech link to a new address', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner, 'Dohled – Brno');
      const email = uniqueEmail('nova');
      const { invitation } = expectData(
        await post(owner.token, team.id, { email: email.toUpperCase(), role: 'admin' }),
        teamInvitationDataSchema,
        201,
      );
      expect(invitation).toMatchObject({
        email,
        role: 'admin',
        invitedBy: { userId: owner.user.id, name: 'Jana Nováková' },
        createdAt: t.clock.now().toISOString(),
        expiresAt: new Date(t.clock.now().getTime() + SEVEN_DAYS).toISOString(),
      });

      const mails = t.mailer.to(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.subject).toBe('Pozvánka do týmu Dohled – Brno v Hlídce');
      expect(mail?.text).toContain('Jana Nováková vás zve do týmu „Dohled – Brno“ v Hlídce jako správce.');
      const token = invitationTokenFor(t.mailer, email);
      const link = `${t.config.publicUrl}/teams/invitations/accept?token=${token}`;
      expect(mail?.text).toContain(link);
      expect(mail?.html).toContain(`href="${link}"`);

      const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
      expect(row?.tokenHash).toBe(hashInvitationToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it("writes in the recipient's language when the address has an account", async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner, 'Ops');
      const english = await registerUser(t.app);
      await t.db.update(users).set({ language: 'en' }).where(eq(users.id, english.user.id));
      await invite(t.app, owner, team.id, english.email, 'editor');
      const mail = t.mailer.to(english.email).at(-1);
      expect(mail?.subject).toBe('You are invited to join Ops on Hlídka');
      expect(mail?.text).toContain('Jana Nováková invites you to join the team “Ops” on Hlídka as editor.');
    });

    it("writes in the inviter's language when the address has no account", async () => {
      const owner = await registerUser(t.app);
      await t.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.user.id));
      const team = await createTeam(t.app, owner, 'Ops');
      const email = uniqueEmail('stranger');
      await invite(t.app, owner, team.id, email);
      expect(t.mailer.to(email).at(-1)?.subject).toBe('You are invited to join Ops on Hlídka');
    });

    it('refuses a second pending invitation and an address that is already a member', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id, 'editor');
      const email = uniqueEmail();
      await invite(t.app, owner, team.id, email);
      const again = expectError(await post(owner.token, team.id, { email }), 409, 'CONFLICT');
      expect(again.errors?.email).toEqual(['Na tuto adresu už čeká platná pozvánka']);
      const joined = expectError(await post(owner.token, team.id, { email: member.email }), 409, 'CONFLICT');
      expect(joined.message).toBe('Uživatel s tímto e-mailem už je členem týmu');
    });

    it('lets only admins and the owner invite', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const admin = await addMember(t, owner, team.id, 'admin');
      const member = await addMember(t, owner, team.id, 'editor');
      const stranger = await registerUser(t.app);
      expectData(await post(admin.token, team.id, { email: uniqueEmail() }), teamInvitationDataSchema, 201);
      expectError(await post(member.token, team.id, { email: uniqueEmail() }), 403, 'FORBIDDEN');
      expectError(await post(stranger.token, team.id, { email: uniqueEmail() }), 404, 'NOT_FOUND');
    });

    it('withdraws the invitation when the e-mail cannot be sent', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const email = uniqueEmail();
      vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
      const body = expectError(await post(owner.token, team.id, { email }), 503, 'SERVICE_UNAVAILABLE');
      expect(body.message).toBe('Pozvánku se nepodařilo odeslat e-mailem. Zkuste to prosím znovu.');
      expect(await t.db.select().from(teamInvitations).where(eq(teamInvitations.email, email))).toEqual([]);
      vi.restoreAllMocks();
      await invite(t.app, owner, team.id, email);
    });

    it('limits invitations to 50 per 15 minutes from one address', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/teams/${team.id}/invitations`,
          headers: bearer(owner.token),
          payload: { email: uniqueEmail('flood') },
          remoteAddress: '192.0.2.77',
        });
      for (let i = 0; i < 50; i++) expect((await send()).statusCode).toBe(201);
      expectError(await send(), 429, 'RATE_LIMITED');
    });

    it('refuses bad input with per-field errors', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const cases: [unknown, string][] = [
        [{ email: 'not-an-email' }, 'email'],
        [{}, 'email'],
        [{ email: uniqueEmail(), role: 'owner' }, 'role'],
        [{ email: uniqueEmail(), role: 'boss' }, 'role'],
        [{ email: uniqueEmail(), teamId: team.id }, 'teamId'],
      ];
      for (const [payload, field] of cases) {
        const body = expectError(await post(owner.token, team.id, payload), 400, 'VALIDATION_ERROR');
        expect(Object.keys(body.errors ?? {}), JSON.stringify(payload)).toContain(field);
      }
      expect(t.mailer.sent.filter((m) => m.to === 'not-an-email')).toEqual([]);
    });
  });

  describe('GET /api/teams/:id/invitations', () => {
    it('lists pending invitations to admins only', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const admin = await addMember(t, owner, team.id, 'admin');
      const member = await addMember(t, owner, team.id, 'editor');
      const stranger = await registerUser(t.app);
      const first = await invite(t.app, owner, team.id, uniqueEmail('a'));
      t.clock.advance(1000);
      const second = await invite(t.app, admin, team.id, uniqueEmail('b'), 'admin');

      const data = expectData(await list(admin.token, team.id), teamInvitationListDataSchema);
      // Accepted invitations (the admin's and the member's own) are not pending.
      expect(data.invitations.map((i) => i.id)).toEqual([first.id, second.id]);
      expect(data.invitations[1]?.invitedBy.userId).toBe(admin.user.id);
      expectError(await list(member.token, team.id), 403, 'FORBIDDEN');
      expectError(await list(stranger.token, team.id), 404, 'NOT_FOUND');
    });
  });

  describe('DELETE /api/teams/:id/invitations/:invitationId', () => {
    it('revokes: the link stops working at once and says it was revoked', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const invitee = await registerUser(t.app);
      const email = invitee.email;
      const invitation = await invite(t.app, owner, team.id, email);
      const token = invitationTokenFor(t.mailer, email);
      expect(expectData(await revoke(owner.token, team.id, invitation.id), teamInvitationRevokedDataSchema)).toEqual({
        revoked: true,
      });
      const revoked = expectError(await preview(token), 410, 'INVITATION_REVOKED');
      expect(revoked.message).toBe('Pozvánka byla zrušena');
      expectError(await accept(token, invitee.token), 410, 'INVITATION_REVOKED');
      expectError(await decline(token, invitee.token), 410, 'INVITATION_REVOKED');
      expectError(await revoke(owner.token, team.id, invitation.id), 404, 'NOT_FOUND');
      const pending = expectData(await list(owner.token, team.id), teamInvitationListDataSchema);
      expect(pending.invitations).toEqual([]);
      // The address may be invited again.
      await invite(t.app, owner, team.id, email);
    });

    it("answers 404 for another team's invitation and to members' strangers; 403 to members", async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id, 'editor');
      const invitation = await invite(t.app, owner, team.id, uniqueEmail());
      const other = await registerUser(t.app);
      const otherTeam = await createTeam(t.app, other);

      expectError(await revoke(other.token, team.id, invitation.id), 404, 'NOT_FOUND');
      const crossed = expectError(await revoke(other.token, otherTeam.id, invitation.id), 404, 'NOT_FOUND');
      expect(crossed.message).toBe('Pozvánka nebyla nalezena');
      expectError(await revoke(owner.token, team.id, randomUUID()), 404, 'NOT_FOUND');
      expectError(await revoke(member.token, team.id, invitation.id), 403, 'FORBIDDEN');
      const still = expectData(await list(owner.token, team.id), teamInvitationListDataSchema);
      expect(still.invitations.map((i) => i.id)).toEqual([invitation.id]);
    });
  });

  describe('GET /api/team-invitations/:token', () => {
    it('shows the team name, the inviter, the address and the expiry, and nothing else, without signing in', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner, 'Čtenáři logů');
      const email = uniqueEmail();
      const invitation = await invite(t.app, owner, team.id, email);
      const data = expectData(await preview(invitationTokenFor(t.mailer, email)), teamInvitationPreviewDataSchema);
      expect(data.invitation).toEqual({
        teamName: 'Čtenáři logů',
        inviterName: 'Jana Nováková',
        email,
        role: 'editor',
        expiresAt: invitation.expiresAt,
      });
    });

    it('answers 404 for an unknown token and 400 for a malformed one', async () => {
      const body = expectError(await preview('x'.repeat(43)), 404, 'NOT_FOUND');
      expect(body.message).toBe('Pozvánka nebyla nalezena');
      const malformed = expectError(await preview('short'), 400, 'VALIDATION_ERROR');
      expect(Object.keys(malformed.errors ?? {})).toEqual(['token']);
    });
  });

  describe('POST /api/team-invitations/:token/accept', () => {
    it('adds an existing user with the invited role; the token works once', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const user = await registerUser(t.app);
      await invite(t.app, owner, team.id, user.email, 'admin');
      const token = invitationTokenFor(t.mailer, user.email);

      const { team: joined } = expectData(await accept(token, user.token), teamDataSchema);
      expect(joined).toMatchObject({ id: team.id, role: 'admin', memberCount: 2 });
      const members = expectData(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}/members`, headers: bearer(user.token) }),
        teamMemberListDataSchema,
      );
      expect(members.members.find((m) => m.userId === user.user.id)?.role).toBe('admin');

      const reused = expectError(await accept(token, user.token), 410, 'INVITATION_USED');
      expect(reused.message).toBe('Pozvánka již byla použita');
      expectError(await preview(token), 410, 'INVITATION_USED');
    });

    it('works for a new user who registers with the invited address first', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const email = uniqueEmail('newcomer');
      await invite(t.app, owner, team.id, email);
      const token = invitationTokenFor(t.mailer, email);
      expectData(await preview(token), teamInvitationPreviewDataSchema);
      const newcomer = await registerUser(t.app, { email: email.toUpperCase() });
      const { team: joined } = expectData(await accept(token, newcomer.token), teamDataSchema);
      expect(joined).toMatchObject({ id: team.id, role: 'editor' });
    });

    it('refuses a signed-in user with another e-mail address', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const email = uniqueEmail();
      await invite(t.app, owner, team.id, email);
      const token = invitationTokenFor(t.mailer, email);
      const intruder = await registerUser(t.app);
      const body = expectError(await accept(token, intruder.token), 403, 'INVITATION_WRONG_ACCOUNT');
      expect(body.message).toMatch(/^Pozvánka je určena pro jinou e-mailovou adresu/);
      expectError(await decline(token, intruder.token), 403, 'INVITATION_WRONG_ACCOUNT');
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(intruder.token) }),
        404,
        'NOT_FOUND',
      );
      // Still usable by the right person.
      expectData(await preview(token), teamInvitationPreviewDataSchema);
    });

    it('refuses an expired invitation, which then no longer blocks a new one', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const user = await registerUser(t.app);
      const invitation = await invite(t.app, owner, team.id, user.email);
      const token = invitationTokenFor(t.mailer, user.email);

      // Valid up to the last millisecond of its seven days.
      t.clock.advance(SEVEN_DAYS - 1);
      expectData(await preview(token), teamInvitationPreviewDataSchema);
      t.clock.advance(1);
      const expired = expectError(await preview(token), 410, 'INVITATION_EXPIRED');
      expect(expired.message).toBe('Platnost pozvánky vypršela');
      // Seven days on, the access tokens of the morning have long expired: sign in again.
      const userNow = await login(t.app, user.email, user.password);
      const ownerNow = await login(t.app, owner.email, owner.password);
      expectError(await accept(token, userNow.token), 410, 'INVITATION_EXPIRED');
      const pending = expectData(await list(ownerNow.token, team.id), teamInvitationListDataSchema);
      expect(pending.invitations).toEqual([]);

      const again = expectData(
        await post(ownerNow.token, team.id, { email: user.email }),
        teamInvitationDataSchema,
        201,
      );
      expect(again.invitation.id).not.toBe(invitation.id);
      const { team: joined } = expectData(
        await accept(invitationTokenFor(t.mailer, user.email), userNow.token),
        teamDataSchema,
      );
      expect(joined.id).toBe(team.id);
    });

    it('needs a signed-in user', async () => {
      expectError(
        await t.app.inject({ method: 'POST', url: `/api/team-invitations/${'y'.repeat(43)}/accept` }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('lets exactly one of two concurrent acceptances through', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const user = await registerUser(t.app);
      await invite(t.app, owner, team.id, user.email);
      const token = invitationTokenFor(t.mailer, user.email);
      const answers = await Promise.all([accept(token, user.token), accept(token, user.token)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    });
  });

  describe('POST /api/team-invitations/:token/decline', () => {
    it('declines for the invited user: the link says so, no membership, and the address may be invited again', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const user = await registerUser(t.app);
      await invite(t.app, owner, team.id, user.email, 'admin');
      const token = invitationTokenFor(t.mailer, user.email);

      expect(expectData(await decline(token, user.token), teamInvitationDeclinedDataSchema)).toEqual({
        declined: true,
      });
      const declined = expectError(await preview(token), 410, 'INVITATION_DECLINED');
      expect(declined.message).toBe('Pozvánka byla odmítnuta');
      expectError(await accept(token, user.token), 410, 'INVITATION_DECLINED');
      expectError(await decline(token, user.token), 410, 'INVITATION_DECLINED');
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/teams/${team.id}`, headers: bearer(user.token) }),
        404,
        'NOT_FOUND',
      );
      expect(expectData(await list(owner.token, team.id), teamInvitationListDataSchema).invitations).toEqual([]);

      await invite(t.app, owner, team.id, user.email);
      const { team: joined } = expectData(
        await accept(invitationTokenFor(t.mailer, user.email), user.token),
        teamDataSchema,
      );
      expect(joined).toMatchObject({ id: team.id, role: 'editor' });
    });

    it('refuses a used or expired invitation, and needs a signed-in user', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const user = await registerUser(t.app);
      await invite(t.app, owner, team.id, user.email);
      const token = invitationTokenFor(t.mailer, user.email);
      expectError(
        await t.app.inject({ method: 'POST', url: `/api/team-invitations/${token}/decline` }),
        401,
        'UNAUTHORIZED',
      );
      expectData(await accept(token, user.token), teamDataSchema);
      expectError(await decline(token, user.token), 410, 'INVITATION_USED');

      const late = await registerUser(t.app);
      await invite(t.app, owner, team.id, late.email);
      const lateToken = invitationTokenFor(t.mailer, late.email);
      t.clock.advance(SEVEN_DAYS);
      const lateNow = await login(t.app, late.email, late.password);
      expectError(await decline(lateToken, lateNow.token), 410, 'INVITATION_EXPIRED');
    });
  });

  describe('invitations addressed to me (/teams)', () => {
    const received = (accessToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/team-invitations', headers: bearer(accessToken) });
    const answer = (id: string, action: 'accept' | 'decline', accessToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/team-invitations/${id}/${action}`,
        headers: bearer(accessToken),
      });

    it('lists the pending invitations of my address, and I accept one and decline another without the link', async () => {
      const owner = await registerUser(t.app);
      const first = await createTeam(t.app, owner, 'Dohled – Brno');
      const second = await createTeam(t.app, owner, 'Noční služba');
      const invitee = await registerUser(t.app);
      const other = await registerUser(t.app);
      await invite(t.app, owner, first.id, invitee.user.email.toUpperCase(), 'admin');
      t.clock.advance(60_000);
      await invite(t.app, owner, second.id, invitee.user.email);
      await invite(t.app, owner, second.id, other.user.email);

      const mine = expectData(await received(invitee.token), receivedTeamInvitationListDataSchema).invitations;
      expect(mine).toMatchObject([
        { teamName: 'Noční služba', inviterName: 'Jana Nováková', role: 'editor' },
        { teamName: 'Dohled – Brno', inviterName: 'Jana Nováková', role: 'admin' },
      ]);
      const [night, brno] = mine.map((invitation) => invitation.id) as [string, string];

      // Someone else's invitation is not found through my list, nor can I answer it.
      const [theirs] = expectData(await received(other.token), receivedTeamInvitationListDataSchema).invitations;
      expectError(await answer(theirs?.id ?? '', 'accept', invitee.token), 404, 'NOT_FOUND');
      expectError(await answer(randomUUID(), 'decline', invitee.token), 404, 'NOT_FOUND');

      const { team } = expectData(await answer(brno, 'accept', invitee.token), teamDataSchema);
      expect(team).toMatchObject({ id: first.id, role: 'admin' });
      expectData(await answer(night, 'decline', invitee.token), teamInvitationDeclinedDataSchema);
      expect(expectData(await received(invitee.token), receivedTeamInvitationListDataSchema).invitations).toEqual([]);
      // Answered once: the same answer again says so, as the link would.
      expectError(await answer(brno, 'accept', invitee.token), 410, 'INVITATION_USED');
      expectError(await answer(night, 'accept', invitee.token), 410, 'INVITATION_DECLINED');
    });

    it('leaves out expired and revoked invitations', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const invitee = await registerUser(t.app);
      const invitation = await invite(t.app, owner, team.id, invitee.user.email);
      expect(expectData(await received(invitee.token), receivedTeamInvitationListDataSchema).invitations).toHaveLength(
        1,
      );
      expectData(await revoke(owner.token, team.id, invitation.id), teamInvitationRevokedDataSchema);
      expect(expectData(await received(invitee.token), receivedTeamInvitationListDataSchema).invitations).toEqual([]);
      expectError(await answer(invitation.id, 'accept', invitee.token), 410, 'INVITATION_REVOKED');

      await invite(t.app, owner, team.id, invitee.user.email);
      t.clock.advance(SEVEN_DAYS + 1000);
      const later = await login(t.app, invitee.email, invitee.password);
      expect(expectData(await received(later.token), receivedTeamInvitationListDataSchema).invitations).toEqual([]);
    });
  });
});
