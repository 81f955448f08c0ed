import { importRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok, registerRoute } from '../../http/register-route';
import { importMessages } from './messages';
import { importWebsites } from './service';

/** POST /api/websites/import (issue 18 §4). */
export function registerImportRoutes(app: FastifyInstance) {
  registerRoute(
    app,
    importRoutes.importWebsites,
    async (request) => {
      if (!request.auth) throw new AppError('UNAUTHORIZED');
      const data = await importWebsites(
        {
          db: app.db,
          userId: request.auth.userId,
          language: request.language,
          now: app.clock.now(),
          allowPrivateTargets: app.config.allowPrivateTargets,
          publicUrl: app.config.publicUrl,
        },
        request.body,
      );
      return data.dryRun ? data : ok(data, { message: importMessages.imported(data.imported) });
    },
    { fastify: { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } } },
  );
}
