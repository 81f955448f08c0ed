import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { notifySubscribers } from './notifier';
import { refreshCustomDomains, registerStatusPageRoutes } from './routes';

/** How often subscribers are told what happened since the last pass. */
const NOTIFY_EVERY_MS = 5_000;
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
    scheduleBackgroundTask(app, {
      roles: ['all', 'worker'],
      everyMs: NOTIFY_EVERY_MS,
      run: () =>
        notifySubscribers({
          database: app.database,
          mailer: app.mailer,
          log: app.log,
          now: () => app.clock.now(),
          publicUrl: app.config.publicUrl,
          secret: app.config.jwtSecret,
          allowPrivateTargets: app.config.allowPrivateTargets,
        }),
      failure: 'status pages: telling subscribers failed',
    });
  },
);
