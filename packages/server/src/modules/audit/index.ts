import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { pruneAuditEvents } from './retention';
import { registerAuditRoutes } from './routes';

/** How often a worker deletes the audit entries their plan no longer keeps. */
const RETENTION_EVERY_MS = 60 * 60_000;

/**
 * The audit log (issue 30 §3): GET /api/audit and its CSV export; entries are written by `recordAudit` (record.ts)
 * inside each change's transaction, and pruned hourly by plan (retention.ts).
 *
 * Account deletion (GDPR), decided: the entries stay and the log stays append-only, but the person leaves it. The
 * deletion's transaction calls `eraseAuditPerson` (erasure.ts), which blanks their personal fields — the actor's name
 * (to ''), e-mail, address and browser wherever they acted; everything personal in their own log (which nobody can
 * read any more); their name in a team's membership entries and their address in invitations. The actor's user id
 * stays as a pseudonym that no longer resolves to anyone, so a team still sees that one deleted user did these things.
 * The table's trigger (migration 0049) lets exactly this update through: only with the transaction flag
 * `hlidka.audit_erasure` on, only to blank those columns, never changing anything else. Readers see `actor.erased`
 * and word it "smazaný uživatel" / "deleted user" (the CSV too). Names are kept as they were at the time otherwise
 * (not resolved at read time): a rename must not rewrite history, and rows outlive teams and keys.
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
