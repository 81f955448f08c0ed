import { defineModule } from '../define-module';
import { registerTeamRoutes } from './routes';

export { hasTeamRole } from './roles';

/** Teams: membership, roles and invitations (issue 3 §5). */
export const teamsModule = defineModule('teams', { dependencies: ['auth'] }, async (app) => {
  registerTeamRoutes(app);
});
