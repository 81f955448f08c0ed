import { defineModule } from '../define-module';
import { registerImportRoutes } from './routes';

/** Importing monitors from Uptime Kuma and UptimeRobot as websites (issue 18 §4). */
export const importsModule = defineModule('imports', { dependencies: ['auth', 'teams', 'websites'] }, async (app) => {
  registerImportRoutes(app);
});
