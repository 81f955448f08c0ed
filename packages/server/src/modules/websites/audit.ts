import type { AuditAction } from '@hlidka/contract';
import type { WebsiteRow } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { auditFields, recordAudit } from '../audit/record';

/** What a person sets on a website (the audit log's before and after; the push token is redacted there). */
const WEBSITE_FIELDS = [
  'name',
  'description',
  'type',
  'url',
  'settings',
  'teamId',
  'groupId',
  'escalationPolicyId',
  'dependsOnWebsiteId',
  'dependsOnGroupId',
  'intervalSeconds',
  'timeoutSeconds',
  'failuresToOpen',
  'successesToResolve',
  'regions',
  'regionQuorum',
  'degradedAfterMs',
  'degradedMode',
  'degradedWindow',
  'changeWatch',
  'heartbeatToken',
  'status',
] as const satisfies readonly (keyof WebsiteRow)[];

/** Audit a change of a website: the row before (null for a new one) and after (null when deleted). */
export async function auditWebsite(
  tx: DbOrTx,
  action: AuditAction,
  before: WebsiteRow | null,
  after: WebsiteRow | null,
): Promise<void> {
  const row = after ?? before;
  if (!row) return;
  await recordAudit(tx, {
    scope: { ownerId: row.ownerId, teamId: row.teamId },
    action,
    resourceType: 'website',
    resourceId: row.id,
    resourceName: row.name,
    before: auditFields(before, WEBSITE_FIELDS),
    after: auditFields(after, WEBSITE_FIELDS),
  });
}
