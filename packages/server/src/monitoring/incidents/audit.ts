import type { AuditAction, AuditResourceType } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { type AuditActorOverride, recordAudit } from '../../modules/audit/record';
import type { WebsiteRef } from './records';

// The audit log of incidents: what people do to them (acknowledge, resolve, note) and to what belongs to them (public
// updates, postmortems), in the website's log (its team's, else its owner's), named by the website.

type IncidentRow = typeof incidents.$inferSelect;

/** The fields of an incident the audit log keeps: its state and who moved it. */
const incidentAuditFields = (row: IncidentRow) => ({
  status: row.status,
  acknowledgedAt: row.acknowledgedAt,
  resolvedAt: row.resolvedAt,
});

/** Audit a person's action on an incident (the website's owner or team log), in the action's transaction. */
export async function auditIncident(
  tx: DbOrTx,
  website: WebsiteRef,
  change: { action: 'acknowledge' | 'resolve' | 'note'; before: IncidentRow; after: IncidentRow; note?: string },
  by?: AuditActorOverride,
) {
  await recordAudit(
    tx,
    {
      scope: { ownerId: website.ownerId, teamId: website.teamId },
      action: change.action,
      resourceType: 'incident',
      resourceId: change.after.id,
      resourceName: website.name,
      before: change.action === 'note' ? null : incidentAuditFields(change.before),
      after: change.action === 'note' ? { note: change.note ?? '' } : incidentAuditFields(change.after),
    },
    by,
  );
}

/** Audit a change of a part of an incident (a public update, the postmortem) inside the change's transaction. */
export async function auditIncidentPart(
  tx: DbOrTx,
  incidentId: string,
  change: {
    action: AuditAction;
    resourceType: AuditResourceType;
    resourceId: string;
    before?: object | null;
    after?: object | null;
  },
): Promise<void> {
  const [website] = await tx
    .select({ ownerId: websites.ownerId, teamId: websites.teamId, name: websites.name })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, incidentId));
  if (!website) return;
  await recordAudit(tx, {
    scope: { ownerId: website.ownerId, teamId: website.teamId },
    resourceName: website.name,
    ...change,
  });
}
