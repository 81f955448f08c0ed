import type { BillingInterval, Currency, Plan, Subscription } from '@hlidka/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { billingCustomers, type SubscriptionRow, subscriptions } from '../../db/schema/billing';
import { userPlans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { catalogPlan } from '../../plans/catalog';
import { DEFAULT_PLAN_ID, planById } from '../../plans/config';
import { enforcePlanLimits } from './limits';
import { billingMessages } from './messages';
import type { SubscriptionState } from './provider/objects';
import { serializePlan } from './serialize';

export function serializeSubscription(row: SubscriptionRow, language: 'cs' | 'en'): Subscription {
  const entry = catalogPlan(row.planId);
  const plan: Plan | undefined = entry ? serializePlan(entry, language) : undefined;
  return {
    id: row.id,
    planId: row.planId,
    status: row.status,
    interval: row.interval,
    ...(plan ? { plan } : {}),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    renewsAt: row.renewsAt?.toISOString() ?? null,
  };
}

export async function listSubscriptions(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The newest subscription that is not expired, else the newest; null when there is none. */
export async function currentSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const list = await listSubscriptions(db, userId);
  return list.find((s) => s.status !== 'expired') ?? list[0] ?? null;
}

export async function findSubscription(db: DbOrTx, userId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', billingMessages.subscriptionNotFound);
  return row;
}

/** The user's live paid subscription (active or cancelled but not yet ended), if any. */
export async function livePaidSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'cancelled'])))
    .orderBy(desc(subscriptions.createdAt));
  return row?.provider ? row : null;
}

/**
 * Put the user on the plan of their newest live subscription (the default plan without one) and hold their websites
 * to its limits. The `user_plans` row is what website creation locks and counts against.
 */
export async function syncUserPlan(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const [live] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'cancelled'])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const planId = live?.planId ?? DEFAULT_PLAN_ID;
  const [current] = await db
    .select({ planId: userPlans.planId })
    .from(userPlans)
    .where(eq(userPlans.userId, userId))
    .for('update');
  if ((current?.planId ?? DEFAULT_PLAN_ID) === planId && current) return;
  await db
    .insert(userPlans)
    .values({ userId, planId, updatedAt: now })
    .onConflictDoUpdate({ target: userPlans.userId, set: { planId, updatedAt: now } });
  await enforcePlanLimits(db, userId, planById(planId), now);
}

/** The user a provider customer belongs to (or the `userId` the metadata names, when that user exists). */
export async function userOfCustomer(
  db: DbOrTx,
  provider: string,
  customerId: string | null,
  metadataUserId: string | undefined,
): Promise<string | null> {
  if (customerId) {
    const [row] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)))
      .limit(1);
    if (row) return row.userId;
  }
  if (metadataUserId && /^[0-9a-f-]{36}$/i.test(metadataUserId)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, metadataUserId)).limit(1);
    if (user) {
      if (customerId) {
        await db.insert(billingCustomers).values({ userId: user.id, provider, customerId }).onConflictDoNothing();
      }
      return user.id;
    }
  }
  return null;
}

type Status = SubscriptionRow['status'];

function statusOf(state: SubscriptionState): Status | null {
  switch (state.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return state.cancelAtPeriodEnd ? 'cancelled' : 'active';
    case 'canceled':
    case 'incomplete_expired':
    case 'unpaid':
      return 'expired';
    default:
      return null; // incomplete, paused: not a state we show; wait for the next event
  }
}

const date = (s: number | null) => (s === null ? null : new Date(s * 1000));
const intervalOf = (v: string | undefined): BillingInterval | undefined =>
  v === 'month' || v === 'year' ? v : undefined;
const currencyOf = (v: string | undefined): Currency | undefined =>
  v === 'CZK' || v === 'EUR' || v === 'USD' ? v : undefined;

/**
 * Apply the provider's view of a subscription (from an event, or from its answer to a change we asked for). A state
 * older than the newest one applied is ignored, so events may arrive in any order; at the same second an ended
 * subscription stays ended. Then the user's plan follows.
 */
export async function applyProviderSubscription(
  tx: DbOrTx,
  provider: string,
  state: SubscriptionState,
  stateAt: Date,
  now: Date,
): Promise<SubscriptionRow | null> {
  const status = statusOf(state);
  const userId = await userOfCustomer(tx, provider, state.customer, state.metadata.userId);
  if (!userId) return null;
  const lookup = () =>
    tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, state.id)))
      .for('update');
  let [row] = await lookup();
  const planId = catalogPlan(state.metadata.planId ?? '')?.id ?? row?.planId;
  if (!row) {
    if (!status || !planId) return null;
    await tx
      .insert(subscriptions)
      .values({
        userId,
        planId,
        interval: intervalOf(state.metadata.interval) ?? 'month',
        currency: currencyOf(state.metadata.currency) ?? 'CZK',
        status,
        provider,
        providerSubscriptionId: state.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    [row] = await lookup();
    if (!row) return null;
  } else {
    if (!status) return row;
    if (row.providerEventAt && stateAt < row.providerEventAt) return row;
    if (row.providerEventAt && stateAt.getTime() === row.providerEventAt.getTime() && row.status === 'expired') {
      return row;
    }
  }
  if (!status) return row;
  const periodEnd = date(state.periodEnd);
  const [updated] = await tx
    .update(subscriptions)
    .set({
      planId: planId ?? row.planId,
      interval: intervalOf(state.metadata.interval) ?? row.interval,
      currency: currencyOf(state.metadata.currency) ?? row.currency,
      status,
      providerEventAt: stateAt,
      currentPeriodStart: date(state.periodStart) ?? row.currentPeriodStart,
      renewsAt: status === 'active' ? (periodEnd ?? row.renewsAt) : null,
      cancelledAt: status === 'active' ? null : (row.cancelledAt ?? date(state.canceledAt) ?? stateAt),
      expiresAt: status === 'cancelled' ? periodEnd : status === 'expired' ? (date(state.endedAt) ?? stateAt) : null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (status === 'active') {
    // A paid subscription replaces a free one.
    await tx
      .update(subscriptions)
      .set({ status: 'expired', expiresAt: now, updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.provider), eq(subscriptions.status, 'active')));
  }
  await syncUserPlan(tx, userId, now);
  return updated ?? row;
}

/** A free plan needs no provider: the subscription is recorded and takes effect at once. */
export async function subscribeFree(
  db: DbOrTx,
  userId: string,
  planId: string,
  interval: BillingInterval,
  now: Date,
): Promise<SubscriptionRow> {
  const current = await currentSubscription(db, userId);
  if (current && current.status !== 'expired' && current.planId === planId) return current;
  if (current && current.status !== 'expired') {
    await db
      .update(subscriptions)
      .set({ status: 'expired', expiresAt: now, updatedAt: now })
      .where(eq(subscriptions.id, current.id));
  }
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, planId, interval, status: 'active', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await syncUserPlan(db, userId, now);
  return row;
}
