import type { FastifyInstance } from 'fastify';
import { registerApiKeyRoutes } from './routes';

/** API keys for scripts (`Authorization: Bearer hk_…`). */
export async function apiKeysModule(app: FastifyInstance) {
  registerApiKeyRoutes(app);
}
