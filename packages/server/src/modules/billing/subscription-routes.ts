import { billingRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SubscriptionRow } from '../../db/schema/billing';
import { AppError } from '../../http/app-error';
import { ok, registerRoute } from '../../http/register-route';
import { catalogPlan, isPaid } from '../../plans/catalog';
import { auditSubscription } from './audit';
import { pauseForDowngrade } from './limits';
import { billingMessages } from './messages';
import { quote } from './pricing';
import { readSubscription } from './provider/objects';
import type { PaymentProvider, ProviderObject } from './provider/types';
import {
  applyProviderSubscription,
  currentSubscription,
  findSubscription,
  listSubscriptions,
  livePaidSubscription,
  serializeSubscription,
  subscribeFree,
} from './subscriptions';

/** Ask the provider; its failures answer 503 with a translated message (nothing changed on our side). */
export async function callProvider<T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error }, 'payment provider call failed');
    throw new AppError('SERVICE_UNAVAILABLE', billingMessages.providerFailed, { cause: error });
  }
}

export function requirePlan(id: string) {
  const plan = catalogPlan(id);
  if (!plan) throw new AppError('NOT_FOUND', billingMessages.planNotFound);
  return plan;
}

/** Subscriptions: list, current, create (free plans), get, cancel, reactivate, change plan. */
export function registerSubscriptionRoutes(app: FastifyInstance, provider: PaymentProvider) {
  const now = () => app.clock.now();

  /**
   * Apply what the provider answered to a change we asked for, as its event would; `audit` records the person's change
   * in the same transaction (the subscription before, and as the answer left it).
   */
  async function applyAnswer(
    object: ProviderObject,
    audit?: { userId: string; action: 'cancel' | 'reactivate' | 'plan_change'; before: SubscriptionRow },
  ) {
    const state = readSubscription(object);
    if (!state) return;
    await app.db.transaction(async (tx) => {
      await applyProviderSubscription(tx, provider.name, state, now(), now());
      if (!audit) return;
      const after = await findSubscription(tx, audit.userId, audit.before.id);
      await auditSubscription(tx, audit.userId, audit.action, audit.before, after);
    });
  }

  registerRoute(app, billingRoutes.userSubscriptions, async (request) => {
    const rows = await listSubscriptions(app.db, request.auth.userId);
    return { subscriptions: rows.map((row) => serializeSubscription(row, request.language)) };
  });

  registerRoute(app, billingRoutes.currentSubscription, async (request) => {
    const row = await currentSubscription(app.db, request.auth.userId);
    if (!row) throw new AppError('NOT_FOUND', billingMessages.subscriptionNotFound);
    return { subscription: serializeSubscription(row, request.language) };
  });

  registerRoute(app, billingRoutes.createSubscription, async (request) => {
    const userId = request.auth.userId;
    const plan = requirePlan(request.body.planId);
    if (isPaid(plan)) throw new AppError('CONFLICT', billingMessages.paidPlanNeedsCheckout);
    if (await livePaidSubscription(app.db, userId)) throw new AppError('CONFLICT', billingMessages.useChangePlan);
    const row = await app.db.transaction(async (tx) => {
      await pauseForDowngrade(tx, userId, plan.limits, undefined, now());
      const created = await subscribeFree(tx, userId, plan.id, request.body.interval, now());
      await auditSubscription(tx, userId, 'create', null, created);
      return created;
    });
    return ok({ subscription: serializeSubscription(row, request.language) }, { message: billingMessages.subscribed });
  });

  registerRoute(app, billingRoutes.getSubscription, async (request) => {
    const row = await findSubscription(app.db, request.auth.userId, request.params.id);
    return { subscription: serializeSubscription(row, request.language) };
  });

  registerRoute(app, billingRoutes.cancelSubscription, async (request) => {
    const userId = request.auth.userId;
    const row = await findSubscription(app.db, userId, request.params.id);
    if (!row.provider || !row.providerSubscriptionId) throw new AppError('CONFLICT', billingMessages.freeCannotCancel);
    if (row.status === 'expired') throw new AppError('CONFLICT', billingMessages.notCancellable);
    if (row.status === 'active') {
      const subscriptionId = row.providerSubscriptionId;
      const answer = await callProvider(request, () => provider.setCancelAtPeriodEnd(subscriptionId, true));
      await applyAnswer(answer, { userId, action: 'cancel', before: row });
    }
    const updated = await findSubscription(app.db, userId, row.id);
    return ok(
      { subscription: serializeSubscription(updated, request.language) },
      { message: billingMessages.cancelled },
    );
  });

  registerRoute(app, billingRoutes.reactivateSubscription, async (request) => {
    const userId = request.auth.userId;
    const row = await findSubscription(app.db, userId, request.params.id);
    if (!row.provider || !row.providerSubscriptionId) throw new AppError('CONFLICT', billingMessages.notReactivatable);
    if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= now())) {
      throw new AppError('CONFLICT', billingMessages.notReactivatable);
    }
    if (row.status === 'cancelled') {
      const subscriptionId = row.providerSubscriptionId;
      const answer = await callProvider(request, () => provider.setCancelAtPeriodEnd(subscriptionId, false));
      await applyAnswer(answer, { userId, action: 'reactivate', before: row });
    }
    const updated = await findSubscription(app.db, userId, row.id);
    return ok(
      { subscription: serializeSubscription(updated, request.language) },
      { message: billingMessages.reactivated },
    );
  });

  registerRoute(app, billingRoutes.changePlan, async (request) => {
    const userId = request.auth.userId;
    const plan = requirePlan(request.body.planId);
    const paid = await livePaidSubscription(app.db, userId);
    const current = paid ?? (await currentSubscription(app.db, userId));
    const interval = request.body.interval ?? current?.interval ?? 'month';
    if (isPaid(plan) && !paid) {
      throw new AppError('CONFLICT', billingMessages.paidPlanNeedsCheckout);
    }
    if (current && current.status !== 'expired' && current.planId === plan.id && current.interval === interval) {
      return { subscription: serializeSubscription(current, request.language) };
    }
    // A downgrade below current usage: the caller names the websites to pause (or gets the overage explained).
    await app.db.transaction((tx) => pauseForDowngrade(tx, userId, plan.limits, request.body.pauseWebsiteIds, now()));

    if (!isPaid(plan)) {
      if (paid?.providerSubscriptionId) {
        // To the free plan: the paid subscription runs to the end of its period, then the user is on free.
        const subscriptionId = paid.providerSubscriptionId;
        if (paid.status === 'active') {
          const answer = await callProvider(request, () => provider.setCancelAtPeriodEnd(subscriptionId, true));
          await applyAnswer(answer, { userId, action: 'plan_change', before: paid });
        }
        const updated = await findSubscription(app.db, userId, paid.id);
        return ok(
          { subscription: serializeSubscription(updated, request.language) },
          { message: billingMessages.downgradeScheduled },
        );
      }
      const row = await app.db.transaction(async (tx) => {
        const changed = await subscribeFree(tx, userId, plan.id, interval, now());
        await auditSubscription(tx, userId, 'plan_change', current, changed);
        return changed;
      });
      return ok(
        { subscription: serializeSubscription(row, request.language) },
        { message: billingMessages.planChanged },
      );
    }

    // Paid to paid: the provider changes the price; the plan follows its answer (and its event).
    const live = paid as NonNullable<typeof paid>;
    const q = await quote(app.db, app.config.billingSupplier, userId, plan, interval, live.currency);
    const subscriptionId = live.providerSubscriptionId as string;
    if (live.status === 'cancelled') {
      // Back to a paid plan before the period ends: the subscription is resumed first.
      await applyAnswer(await callProvider(request, () => provider.setCancelAtPeriodEnd(subscriptionId, false)));
    }
    const answer = await callProvider(request, () =>
      provider.changeSubscriptionPrice(subscriptionId, {
        productName: q.productName,
        unitAmount: q.unitAmount,
        currency: q.currency,
        interval,
        metadata: q.metadata,
      }),
    );
    await applyAnswer(answer, { userId, action: 'plan_change', before: live });
    const updated = await findSubscription(app.db, userId, live.id);
    return ok(
      { subscription: serializeSubscription(updated, request.language) },
      { message: billingMessages.planChanged },
    );
  });
}
