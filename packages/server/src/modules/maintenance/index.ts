import { defineModule } from '../define-module';
import { registerMaintenanceRoutes } from './routes';

/** Maintenance windows (issue 17 §5): planned; the checks' writer and the incident engine read them. */
export const maintenanceModule = defineModule('maintenance', { dependencies: ['auth', 'websites'] }, async (app) => {
  registerMaintenanceRoutes(app);
});
