import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { registerStatusPageApiRoutes } from './api-routes';
import { PublicPageCache } from './public-page';
import { registerPublicStatusPageRoutes } from './public-routes';
import { publishedCustomDomains } from './service';

/** How often the custom-domain map is reread (another instance may have changed a page). */
const DOMAINS_REFRESH_MS = 60_000;

/** Public status pages (issue 17): managed in the app, served at /status/{slug} and on custom domains. */
export const statusPagesModule = defineModule(
  'status-pages',
  { dependencies: ['auth', 'websites', 'incidents'] },
  async (app) => {
    const cache = new PublicPageCache();
    const refreshCustomDomains = async () => app.customDomains.replace(await publishedCustomDomains(app.db));
    registerStatusPageApiRoutes(app, async (pageId) => {
      cache.forget(pageId);
      await refreshCustomDomains();
    });
    registerPublicStatusPageRoutes(app, cache);
    scheduleBackgroundTask(app, {
      roles: ['all', 'api'],
      everyMs: DOMAINS_REFRESH_MS,
      firstAfterMs: 0,
      run: refreshCustomDomains,
      failure: 'status pages: reading custom domains failed',
    });
  },
);
