import type { FastifyInstance } from 'fastify';
import { registerTeamRoutes } from './routes';

export { memberTeamIds, requireTeamRole, type TeamAccess, teamRoleOf } from './access';
export { hasTeamRole } from './roles';

/** Teams: membership, roles and invitations (issue 3 §5). */
export async function teamsModule(app: FastifyInstance) {
  registerTeamRoutes(app);
}
