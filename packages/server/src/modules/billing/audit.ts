import type { AuditAction } from '@hlidka/contract';
import type { SubscriptionRow } from '../../db/schema/billing';
import type { DbOrTx } from '../../db/types';
import { auditFields, recordAudit } from '../audit/record';

const SUBSCRIPTION_FIELDS = ['planId', 'interval', 'status', 'cancelledAt', 'expiresAt'] as const;

/**
 * A person's change of their subscription, in their personal audit log: recorded once the change took (a paid plan's
 * change is the payment provider's answer, applied before this).
 */
export async function auditSubscription(
  db: DbOrTx,
  userId: string,
  action: AuditAction,
  before: SubscriptionRow | null,
  after: SubscriptionRow | null,
): Promise<void> {
  const row = after ?? before;
  await recordAudit(db, {
    scope: { ownerId: userId, teamId: null },
    action,
    resourceType: 'subscription',
    resourceId: row?.id ?? null,
    resourceName: row?.planId ?? null,
    before: auditFields(before, SUBSCRIPTION_FIELDS),
    after: auditFields(after, SUBSCRIPTION_FIELDS),
  });
}
