import { scheduleBackgroundTask } from '../../background/tasks';
import { refreshRegionCoverage } from '../../monitoring/worker-health/region-coverage';
import { seedPlans } from '../../plans/config';
import { defineModule } from '../define-module';
import { registerDependencyRoutes } from './dependencies/routes';
import { registerGroupRoutes } from './groups/routes';
import { registerWebsiteRoutes } from './routes';

export { findVisibleWebsite } from './service';

/**
 * Websites and plans (issue 4 §1): seeds the plans, registers the routes (websites' and website groups'), and every minute marks the websites whose
 * regions no live worker serves (in every role: with no worker running at all, only the API process is left to see it).
 */
export const websitesModule = defineModule('websites', { dependencies: ['auth'] }, async (app) => {
  await seedPlans(app.db);
  registerWebsiteRoutes(app);
  registerGroupRoutes(app);
  registerDependencyRoutes(app);
  scheduleBackgroundTask(app, {
    roles: ['all', 'api', 'worker'],
    everyMs: 60_000,
    run: () => refreshRegionCoverage(app.db, app.clock.now()),
    failure: 'Marking websites whose regions have no live worker failed',
  });
});
