import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { pruneAuditEvents } from './retention';
import { registerAuditRoutes } from './routes';

/** How often a worker deletes the audit entries their plan no longer keeps. */
const RETENTION_EVERY_MS = 60 * 60_000;

/**
 * The audit log (issue 30 §3): GET /api/audit and its CSV export; entries are written by `recordAudit` (record.ts)
 * inside each change's transaction, and pruned hourly by plan (retention.ts).
 */
export const auditModule = defineModule('audit', { dependencies: ['auth', 'teams'] }, async (app) => {
  registerAuditRoutes(app);
  scheduleBackgroundTask(app, {
    roles: ['all', 'worker'],
    everyMs: RETENTION_EVERY_MS,
    run: () => pruneAuditEvents(app.db, app.clock.now()),
    failure: 'Pruning the audit log failed',
  });
});
