import { defineModule } from '../define-module';
import { registerConfigRoutes } from './routes';

/** Monitoring as code (issue 29 item 1): the account as a document, and plan / apply of one. */
export const configModule = defineModule(
  'config',
  { dependencies: ['auth', 'teams', 'websites', 'notifications'] },
  async (app) => {
    registerConfigRoutes(app);
  },
);
