import { defineModule } from '../define-module';
import { registerAvatarRoutes } from './avatar';
import { registerEmailChangeRoutes } from './email-change';
import { registerExportRoute } from './export';
import { registerAccountRoutes } from './routes';

/** The signed-in user's own account (spec §7 User; e-mail change, avatar and export from issue #10). */
export const accountModule = defineModule('account', { dependencies: ['auth'] }, async (app) => {
  registerAccountRoutes(app);
  registerEmailChangeRoutes(app);
  registerAvatarRoutes(app);
  registerExportRoute(app);
});
