import type { InvitableTeamRole, TeamInvitationRefusalCode, UpdateTeamMemberBody } from '@hlidka/contract';
import { teamRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createTeam, createTeamInvitation, createTeamMembers, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { fail, notFound, ok } from '../respond';

const refusalMessages: Record<TeamInvitationRefusalCode, string> = {
  INVITATION_EXPIRED: 'Platnost pozvánky vypršela',
  INVITATION_USED: 'Pozvánka již byla použita',
  INVITATION_DECLINED: 'Pozvánka byla odmítnuta',
  INVITATION_REVOKED: 'Pozvánka byla zrušena',
};

export function teamHandlers(db: MockDb) {
  const team = (id: unknown) => db.teams.find((item) => item.id === id);
  /** The link of a token, or the error answer it gets: 404 when unknown, 410 when it can no longer be answered. */
  const invitationLink = (token: unknown) => {
    const link = db.invitationLinks[String(token)];
    if (!link) return { refused: notFound('Pozvánka nebyla nalezena') };
    if (link.refusal) return { refused: fail(410, link.refusal, refusalMessages[link.refusal]) };
    return { link };
  };
  /** Accept and decline: only the invited address may answer. */
  const answerableLink = (token: unknown) => {
    const found = invitationLink(token);
    if (found.link && found.link.preview.email !== db.user.email) {
      return { refused: fail(403, 'INVITATION_WRONG_ACCOUNT', 'Pozvánka je určena pro jinou e-mailovou adresu.') };
    }
    return found;
  };
  return [
    mockRoute(teamRoutes.previewInvitation, ({ params }) => {
      const { link, refused } = invitationLink(params.token);
      return link ? ok({ invitation: link.preview }) : refused;
    }),
    mockRoute(teamRoutes.acceptInvitation, ({ params }) => {
      const { link, refused } = answerableLink(params.token);
      if (!link) return refused;
      link.refusal = 'INVITATION_USED';
      if (!team(link.team.id)) {
        db.teams = [...db.teams, link.team];
        db.members[link.team.id] = createTeamMembers(link.team.memberCount);
        db.invitations[link.team.id] = [];
      }
      return ok({ team: link.team });
    }),
    mockRoute(teamRoutes.declineInvitation, ({ params }) => {
      const { link, refused } = answerableLink(params.token);
      if (!link) return refused;
      link.refusal = 'INVITATION_DECLINED';
      return ok({ declined: true });
    }),
    mockRoute(teamRoutes.listReceivedInvitations, () =>
      ok({ invitations: db.receivedInvitations.map((received) => received.invitation) }),
    ),
    mockRoute(teamRoutes.acceptReceivedInvitation, ({ params }) => {
      const received = db.receivedInvitations.find((item) => item.invitation.id === params.invitationId);
      if (!received) return notFound('Pozvánka nebyla nalezena');
      db.receivedInvitations = db.receivedInvitations.filter((item) => item !== received);
      db.teams = [...db.teams, received.team];
      db.members[received.team.id] = createTeamMembers(received.team.memberCount);
      db.invitations[received.team.id] = [];
      return ok({ team: received.team });
    }),
    mockRoute(teamRoutes.declineReceivedInvitation, ({ params }) => {
      const received = db.receivedInvitations.find((item) => item.invitation.id === params.invitationId);
      if (!received) return notFound('Pozvánka nebyla nalezena');
      db.receivedInvitations = db.receivedInvitations.filter((item) => item !== received);
      return ok({ declined: true });
    }),
    mockRoute(teamRoutes.list, () => ok({ teams: db.teams })),
    mockRoute(teamRoutes.create, async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string | null };
      const created = createTeam(db.teams.length + 1, {
        name: body.name,
        description: body.description ?? null,
        role: 'owner',
        memberCount: 1,
      });
      db.teams = [...db.teams, created];
      db.members[created.id] = [];
      db.invitations[created.id] = [];
      return ok({ team: created }, 201);
    }),
    mockRoute(teamRoutes.get, ({ params }) => {
      const found = team(params.id);
      return found ? ok({ team: found }) : notFound('Tým nebyl nalezen');
    }),
    mockRoute(teamRoutes.update, async ({ params, request }) => {
      const found = team(params.id);
      if (!found) return notFound('Tým nebyl nalezen');
      Object.assign(found, (await request.json()) as object, { updatedAt: fixtureNowIso() });
      return ok({ team: found });
    }),
    mockRoute(teamRoutes.delete, ({ params }) => {
      if (!team(params.id)) return notFound('Tým nebyl nalezen');
      db.teams = db.teams.filter((item) => item.id !== params.id);
      return ok({ deleted: true });
    }),
    mockRoute(teamRoutes.leave, ({ params }) => {
      if (!team(params.id)) return notFound('Tým nebyl nalezen');
      db.teams = db.teams.filter((item) => item.id !== params.id);
      return ok({ left: true });
    }),
    mockRoute(teamRoutes.listMembers, ({ params }) =>
      team(params.id) ? ok({ members: db.members[String(params.id)] ?? [] }) : notFound('Tým nebyl nalezen'),
    ),
    mockRoute(teamRoutes.updateMember, async ({ params, request }) => {
      const members = db.members[String(params.id)] ?? [];
      const member = members.find((item) => item.userId === params.userId);
      if (!member) return notFound('Člen nebyl nalezen');
      const body = (await request.json()) as UpdateTeamMemberBody;
      if (body.role) member.role = body.role;
      if (body.groupIds !== undefined) member.groupIds = body.groupIds;
      return ok({ member, members });
    }),
    mockRoute(teamRoutes.removeMember, ({ params }) => {
      const members = db.members[String(params.id)] ?? [];
      db.members[String(params.id)] = members.filter((item) => item.userId !== params.userId);
      return ok({ removed: true });
    }),
    mockRoute(teamRoutes.listInvitations, ({ params }) => ok({ invitations: db.invitations[String(params.id)] ?? [] })),
    mockRoute(teamRoutes.createInvitation, async ({ params, request }) => {
      const body = (await request.json()) as { email: string; role?: InvitableTeamRole };
      const list = db.invitations[String(params.id)] ?? [];
      const invitation = createTeamInvitation(list.length + 10, { email: body.email, role: body.role ?? 'editor' });
      db.invitations[String(params.id)] = [...list, invitation];
      return ok({ invitation }, 201);
    }),
    mockRoute(teamRoutes.revokeInvitation, ({ params }) => {
      const list = db.invitations[String(params.id)] ?? [];
      db.invitations[String(params.id)] = list.filter((item) => item.id !== params.invitationId);
      return ok({ revoked: true });
    }),
  ];
}
