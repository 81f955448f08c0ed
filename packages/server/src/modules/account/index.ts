import type { FastifyInstance } from 'fastify';
import { registerAvatarRoutes } from './avatar';
import { registerEmailChangeRoutes } from './email-change';
import { registerExportRoute } from './export';
import { registerAccountRoutes } from './routes';

/** The signed-in user's own account (spec §7 User; e-mail change, avatar and export from issue #10). */
export async function accountModule(app: FastifyInstance) {
  registerAccountRoutes(app);
  registerEmailChangeRoutes(app);
  registerAvatarRoutes(app);
  registerExportRoute(app);
}
