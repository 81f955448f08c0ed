import type { AuditAction, AuditResourceType } from '@hlidka/contract';
import type { DbOrTx } from '../../db/types';
import { recordAudit } from '../audit/record';

/** Audit a change of a team, its members or its invitations (the team's log). */
export async function auditTeam(
  tx: DbOrTx,
  teamId: string,
  change: {
    action: AuditAction;
    resourceType: AuditResourceType;
    resourceId: string;
    resourceName: string | null;
    before?: object | null;
    after?: object | null;
  },
): Promise<void> {
  await recordAudit(tx, { scope: { ownerId: null, teamId }, ...change });
}
