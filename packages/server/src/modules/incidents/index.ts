import type { FastifyInstance } from 'fastify';
import { registerIncidentRoutes } from './routes';

/** Incidents: list, detail with timeline and notes, acknowledge, resolve, notes (issue 4 §5). */
export async function incidentsModule(app: FastifyInstance) {
  registerIncidentRoutes(app);
}
