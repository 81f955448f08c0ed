import { defineModule } from '../define-module';
import { registerIncidentRoutes } from './routes';

/** Incidents: list, detail with timeline and notes, acknowledge, resolve, notes (issue 4 §5), postmortems (issue 29 §4). */
export const incidentsModule = defineModule('incidents', { dependencies: ['auth'] }, async (app) => {
  registerIncidentRoutes(app);
});
