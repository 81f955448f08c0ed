import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { refreshCustomDomains, registerStatusPageRoutes } from './routes';

/** How often the custom-domain map is reread (another instance may have changed a page). */
const DOMAINS_REFRESH_MS = 60_000;

/** Public status pages (issue 17): managed in the app, served at /status/{slug} and on custom domains. */
export const statusPagesModule = defineModule(
  'status-pages',
  { dependencies: ['auth', 'websites', 'incidents'] },
  async (app) => {
    registerStatusPageRoutes(app);
    scheduleBackgroundTask(app, {
      roles: ['all', 'api'],
      everyMs: DOMAINS_REFRESH_MS,
      firstAfterMs: 0,
      run: () => refreshCustomDomains(app),
      failure: 'status pages: reading custom domains failed',
    });
  },
);
