/** Loose shapes: subscription data may come from the API or from an older copy in local storage. */
export interface PlanLike {
  id?: string;
  limits?: { websites?: number | null } | null;
  websiteLimit?: number | null;
  [key: string]: unknown;
}

export interface SubscriptionLike {
  id?: string;
  planId?: string;
  status?: string;
  plan?: PlanLike | null | undefined;
  [key: string]: unknown;
}

/** Spec §3 Subscription data. */
export interface SubscriptionData<S extends SubscriptionLike = SubscriptionLike, P extends PlanLike = PlanLike> {
  subscription: S | null;
  plan: P | null;
  websiteLimit: number;
  isActive: boolean;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** websiteLimit = plan.limits.websites, else plan.websiteLimit, else 0. */
export function websiteLimitOf(plan: PlanLike | null | undefined): number {
  if (!plan) return 0;
  if (isCount(plan.limits?.websites)) return plan.limits.websites;
  if (isCount(plan.websiteLimit)) return plan.websiteLimit;
  return 0;
}

/** The current subscription: the first active one, else the first, else none. */
export function currentSubscription<S extends SubscriptionLike>(
  subscriptions: readonly S[] | null | undefined,
): S | null {
  if (!subscriptions || subscriptions.length === 0) return null;
  return subscriptions.find((subscription) => subscription.status === 'active') ?? subscriptions[0] ?? null;
}

/**
 * Spec §3/§4: the current subscription of a list, its plan (given, else the subscription's own), the website limit,
 * and whether it is active (status 'active').
 */
export function deriveSubscriptionData<S extends SubscriptionLike, P extends PlanLike>(
  subscriptions: readonly S[] | null | undefined,
  plan?: P | null,
): SubscriptionData<S, P> {
  const subscription = currentSubscription(subscriptions);
  const resolvedPlan = (plan ?? (subscription?.plan as P | null | undefined) ?? null) as P | null;
  return {
    subscription,
    plan: resolvedPlan,
    websiteLimit: websiteLimitOf(resolvedPlan),
    isActive: subscription?.status === 'active',
  };
}
