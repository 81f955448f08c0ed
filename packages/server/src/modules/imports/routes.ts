import { IMPORT_MAX_CHARS, importRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute } from '../../http/register-route';
import { importMessages } from './messages';
import { importWebsites } from './service';

/** Bytes of an import request at most: the longest export in the worst usual encoding (3-byte characters). */
export const IMPORT_BODY_LIMIT = IMPORT_MAX_CHARS * 3 + 64 * 1024;

/** POST /api/websites/import (issue 18 §4). */
export function registerImportRoutes(app: FastifyInstance) {
  registerRoute(
    app,
    importRoutes.importWebsites,
    async (request) => {
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
    {
      fastify: {
        // The file's text may be IMPORT_MAX_CHARS characters: as JSON-escaped UTF-8 it can take several bytes each.
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
    },
  );
}
