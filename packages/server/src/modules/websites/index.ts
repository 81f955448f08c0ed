import type { FastifyInstance } from 'fastify';
import { seedPlans } from '../../plans/config';
import { registerWebsiteRoutes } from './routes';

export { findVisibleWebsite, visibleTo } from './service';

/** Websites and plans (issue 4 §1): seeds the plans, registers the routes. */
export async function websitesModule(app: FastifyInstance) {
  await seedPlans(app.db);
  registerWebsiteRoutes(app);
}
