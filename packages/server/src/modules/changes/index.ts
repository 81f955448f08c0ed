import { defineModule } from '../define-module';
import { registerChangeRoutes } from './routes';

/**
 * Change detection (issue 28 item 6): a website's detected changes and their acceptance. The checks observe the
 * watched values and the results' transaction records changes (src/monitoring/changes); this module only reads and
 * accepts them.
 */
export const changesModule = defineModule('changes', { dependencies: ['auth', 'websites'] }, async (app) => {
  registerChangeRoutes(app);
});
