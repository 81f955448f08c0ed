import { websiteDependencyRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/register-route';
import { findVisibleWebsite } from '../service';
import { websiteDependencies } from './service';

/** A website's dependencies (what it depends on is saved with the website itself: `dependsOn`). */
export function registerDependencyRoutes(app: FastifyInstance) {
  registerRoute(app, websiteDependencyRoutes.get, async (request) => {
    const website = await findVisibleWebsite(app.db, request.params.id, request.auth.userId);
    return websiteDependencies(app.db, request.auth.userId, website);
  });
}
