import { teamRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { perIp } from '../auth/rate-limits';
import {
  acceptInvitation,
  createInvitation,
  createTeam,
  declineInvitation,
  deleteTeam,
  getTeam,
  leaveTeam,
  listInvitations,
  listMembers,
  listReceivedInvitations,
  listTeams,
  previewInvitation,
  removeMember,
  revokeInvitation,
  updateMemberRole,
  updateTeam,
} from './service';

/** Invitations send e-mail to any address: at most 50 per 15 minutes from one IP, on top of the app-wide limit. */
const invitationLimit = perIp(50, 15);

/** Teams, their members and invitations. Every handler checks the caller's membership first (404 for strangers). */
export function registerTeamRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();

  registerRoute(app, teamRoutes.list, async (request) => ({
    teams: await listTeams(app.db, request.auth.userId, request.language),
  }));

  registerRoute(app, teamRoutes.create, async (request) => ({
    team: await createTeam(app.db, request.auth.userId, request.body, now()),
  }));

  registerRoute(app, teamRoutes.get, async (request) => ({
    team: await getTeam(app.db, request.params.id, request.auth.userId),
  }));

  registerRoute(app, teamRoutes.update, async (request) => ({
    team: await updateTeam(app.db, request.params.id, request.auth.userId, request.body, now()),
  }));

  registerRoute(app, teamRoutes.delete, async (request) => {
    await deleteTeam(app.db, request.params.id, request.auth.userId);
    return { deleted: true as const };
  });

  registerRoute(app, teamRoutes.listMembers, async (request) => ({
    members: await listMembers(app.db, request.params.id, request.auth.userId, request.language),
  }));

  registerRoute(app, teamRoutes.updateMember, async (request) =>
    updateMemberRole(
      app.db,
      request.params.id,
      request.auth.userId,
      request.params.userId,
      request.body,
      request.language,
    ),
  );

  registerRoute(app, teamRoutes.removeMember, async (request) => {
    await removeMember(app.db, request.params.id, request.auth.userId, request.params.userId);
    return { removed: true as const };
  });

  registerRoute(app, teamRoutes.leave, async (request) => {
    await leaveTeam(app.db, request.params.id, request.auth.userId);
    return { left: true as const };
  });

  registerRoute(
    app,
    teamRoutes.createInvitation,
    async (request) => ({
      invitation: await createInvitation(app.db, {
        teamId: request.params.id,
        userId: request.auth.userId,
        email: request.body.email,
        role: request.body.role,
        language: request.language,
        publicUrl: app.config.publicUrl,
        now: now(),
        send: (message) => app.mailer.send(message),
      }),
    }),
    invitationLimit,
  );

  registerRoute(app, teamRoutes.listInvitations, async (request) => ({
    invitations: await listInvitations(app.db, request.params.id, request.auth.userId, now()),
  }));

  registerRoute(app, teamRoutes.revokeInvitation, async (request) => {
    await revokeInvitation(app.db, request.params.id, request.auth.userId, request.params.invitationId, now());
    return { revoked: true as const };
  });

  registerRoute(app, teamRoutes.previewInvitation, async (request) => ({
    invitation: await previewInvitation(app.db, request.params.token, now()),
  }));

  registerRoute(app, teamRoutes.acceptInvitation, async (request) => ({
    team: await acceptInvitation(app.db, { token: request.params.token }, request.auth.userId, now()),
  }));

  registerRoute(app, teamRoutes.declineInvitation, async (request) => {
    await declineInvitation(app.db, { token: request.params.token }, request.auth.userId, now());
    return { declined: true as const };
  });

  registerRoute(app, teamRoutes.listReceivedInvitations, async (request) => ({
    invitations: await listReceivedInvitations(app.db, request.auth.userId, now()),
  }));

  registerRoute(app, teamRoutes.acceptReceivedInvitation, async (request) => {
    const userId = request.auth.userId;
    return { team: await acceptInvitation(app.db, { id: request.params.invitationId, userId }, userId, now()) };
  });

  registerRoute(app, teamRoutes.declineReceivedInvitation, async (request) => {
    const userId = request.auth.userId;
    await declineInvitation(app.db, { id: request.params.invitationId, userId }, userId, now());
    return { declined: true as const };
  });
}
