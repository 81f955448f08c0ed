import type { AuditAction, BillingProfile } from '@hlidka/contract';
import type { PaymentMethodRow, SubscriptionRow } from '../../db/schema/billing';
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

const CARD_FIELDS = ['brand', 'last4', 'expMonth', 'expYear', 'isDefault'] as const;

/** A person's change of their saved cards (added, made the default, removed), in their personal log. */
export async function auditPaymentMethod(
  db: DbOrTx,
  userId: string,
  action: 'create' | 'update' | 'delete',
  before: PaymentMethodRow | null,
  after: PaymentMethodRow | null,
): Promise<void> {
  const row = after ?? before;
  await recordAudit(db, {
    scope: { ownerId: userId, teamId: null },
    action,
    resourceType: 'payment_method',
    resourceId: row?.id ?? null,
    resourceName: row ? `${row.brand} ${row.last4}` : null,
    before: auditFields(before, CARD_FIELDS),
    after: auditFields(after, CARD_FIELDS),
  });
}

/** A person's change of their billing data (names, address, company and VAT numbers), in their personal log. */
export async function auditBillingProfile(
  db: DbOrTx,
  userId: string,
  before: BillingProfile,
  after: BillingProfile,
): Promise<void> {
  await recordAudit(db, {
    scope: { ownerId: userId, teamId: null },
    action: 'update',
    resourceType: 'billing_profile',
    resourceId: userId,
    before,
    after,
  });
}

/**
 * A person's start of a paid plan's checkout: what they asked for. Nothing changes on our side yet (the provider's
 * hosted page takes the payment, its events change the plan), so this entry stands alone.
 */
export async function auditSubscriptionCheckout(
  db: DbOrTx,
  userId: string,
  asked: { planId: string; interval: string; currency: string },
): Promise<void> {
  await recordAudit(db, {
    scope: { ownerId: userId, teamId: null },
    action: 'checkout',
    resourceType: 'subscription',
    resourceName: asked.planId,
    after: asked,
  });
}
