import { seedPlans } from '../../plans/config';
import { defineModule } from '../define-module';
import { registerWebsiteRoutes } from './routes';

export { findVisibleWebsite } from './service';

/** Websites and plans (issue 4 §1): seeds the plans, registers the routes. */
export const websitesModule = defineModule('websites', { dependencies: ['auth'] }, async (app) => {
  await seedPlans(app.db);
  registerWebsiteRoutes(app);
});
