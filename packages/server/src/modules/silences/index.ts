import { scheduleBackgroundTask } from '../../background/tasks';
import { expireSilences } from '../../monitoring/silences/clear';
import { defineModule } from '../define-module';
import { registerSilenceRoutes } from './routes';

/**
 * Silences (issue 28 §3): the routes, and every minute the silences whose time ran out are marked expired (noted on
 * their incidents). Whether alerts are held back does not wait for it: a silence holds only until its `until`.
 */
export const silencesModule = defineModule(
  'silences',
  { dependencies: ['auth', 'websites', 'incidents'] },
  async (app) => {
    registerSilenceRoutes(app);
    scheduleBackgroundTask(app, {
      roles: ['all', 'worker'],
      everyMs: 60_000,
      run: () => expireSilences(app.db, app.clock.now()),
      failure: 'Marking expired silences failed',
    });
  },
);
