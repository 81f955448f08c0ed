import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './routes';

/** The signed-in user's own account (spec §7 User). */
export async function accountModule(app: FastifyInstance) {
  registerAccountRoutes(app);
}
