import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxObjects } from '../../../db/schema/billing';
import type { Db, DbOrTx } from '../../../db/types';
import type { Clock } from '../../../http/types';
import { signPayload } from './signature';
import type {
  PaymentProvider,
  PriceChangeInput,
  ProviderObject,
  SetupCheckoutInput,
  SubscriptionCheckoutInput,
} from './types';
import { ProviderError } from './types';

/** Test cards of the sandbox's hosted page (the same numbers as Stripe's test mode). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type CardOutcome =
  | 'ok'
  | 'declined'
  | 'insufficient_funds'
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCard(card: CardInput, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'invalid_number';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!(card.expMonth >= 1 && card.expMonth <= 12)) return 'invalid_expiry';
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'invalid_expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'invalid_cvc';
  if (number === SANDBOX_CARDS.declined) return 'declined';
  if (number === SANDBOX_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'ok';
}

const brandOf = (number: string) =>
  number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : number.startsWith('3') ? 'amex' : 'card';

/** A signed event on its way to the webhook. */
export interface SandboxDelivery {
  payload: string;
  signature: string;
  event: ProviderObject;
}

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** Base of the hosted pages' links (PUBLIC_URL) unless the return address is another allowed origin. */
  publicUrl: string;
  /** Signs the events; random per process unless given. */
  webhookSecret?: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly webhookSecret: string;
  /** Where events go (the billing module: the webhook route, in-process); a throw means retry on the next tick. */
  setDelivery(deliver: (delivery: SandboxDelivery) => Promise<void>): void;
  /** Keep events instead of delivering them (tests); `release()` delivers them in order. */
  hold(): void;
  release(): Promise<SandboxDelivery[]>;
  /** A checkout session for its hosted page, or null. */
  session(id: string): Promise<ProviderObject | null>;
  /** Pay (or save a card) on the hosted page. */
  completeSession(id: string, card: CardInput): Promise<{ outcome: CardOutcome; session: ProviderObject | null }>;
  /** Cancel on the hosted page: the session expires; answers its cancel URL. */
  cancelSession(id: string): Promise<ProviderObject | null>;
  /** Renew subscriptions whose period ended, end those cancelled at period end (run periodically). */
  tick(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function addInterval(start: number, interval: string): number {
  const d = new Date(start * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return seconds(d);
}

/**
 * A payment provider inside the server: checkout sessions with a hosted card form (served by the billing module),
 * subscriptions and cards kept in `billing_sandbox_objects`, and Stripe-shaped events signed like Stripe's and
 * delivered to the same webhook route. What self-hosters, the tests and the end-to-end suite pay with.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, clock } = options;
  const secret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  let deliver: ((delivery: SandboxDelivery) => Promise<void>) | undefined;
  let held: SandboxDelivery[] | undefined;
  const now = () => seconds(clock.now());

  async function load(tx: DbOrTx, id: string, type: string, lock = false): Promise<ProviderObject | null> {
    const query = tx
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, type)));
    const [row] = lock ? await query.for('update') : await query;
    return (row?.data as ProviderObject | undefined) ?? null;
  }

  async function save(tx: DbOrTx, object: ProviderObject & { id: string; object: string }) {
    await tx
      .insert(sandboxObjects)
      .values({ id: object.id, type: object.object, data: object, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object, updatedAt: clock.now() } });
  }

  function event(type: string, object: ProviderObject): SandboxDelivery {
    const body = {
      id: newId('evt'),
      object: 'event',
      api_version: '2024-06-20',
      type,
      created: now(),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(body);
    return { payload, signature: signPayload(payload, secret, now()), event: body };
  }

  /** Deliveries that failed, retried (in order, freshly signed) on the next tick, as Stripe retries. */
  let failed: SandboxDelivery[] = [];

  async function emit(deliveries: SandboxDelivery[]) {
    for (const delivery of deliveries) {
      if (held) held.push(delivery);
      else if (deliver) {
        try {
          await deliver(delivery);
        } catch {
          failed.push(delivery);
        }
      }
    }
  }

  async function retryFailed() {
    const list = failed;
    failed = [];
    await emit(list.map((d) => ({ ...d, signature: signPayload(d.payload, secret, now()) })));
  }

  /** The hosted page is on this server, at the address the browser comes back to (PUBLIC_URL or an allowed origin). */
  const hostedPageBase = (successUrl: string) =>
    successUrl.startsWith(`${options.publicUrl}/`) ? options.publicUrl : new URL(successUrl).origin;

  function checkoutSession(mode: 'subscription' | 'setup', input: SubscriptionCheckoutInput | SetupCheckoutInput) {
    const id = newId('cs');
    return {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customerId,
      client_reference_id: input.metadata.userId ?? null,
      currency: input.currency.toLowerCase(),
      metadata: input.metadata,
      locale: input.language,
      success_url: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: input.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
      url: `${hostedPageBase(input.successUrl)}/api/billing/sandbox/checkout/${id}`,
      subscription: null,
      setup_intent: null,
      created: now(),
    };
  }

  function invoiceFor(sub: ProviderObject, start: number, end: number, reason: string) {
    const price = (sub.items as { data: { price: { unit_amount: number; currency: string } }[] }).data[0]?.price;
    return {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      billing_reason: reason,
      status: 'paid',
      amount_paid: price?.unit_amount ?? 0,
      currency: price?.currency ?? 'czk',
      created: now(),
      status_transitions: { paid_at: now() },
      subscription_details: { metadata: sub.metadata },
      lines: {
        data: [
          { description: String((sub.metadata as Record<string, string>).productName ?? ''), period: { start, end } },
        ],
      },
    };
  }

  const provider: SandboxProvider = {
    name: 'sandbox',
    webhookSecret: secret,

    setDelivery(fn) {
      deliver = fn;
    },
    hold() {
      held ??= [];
    },
    async release() {
      const list = held ?? [];
      held = undefined;
      await emit(list);
      return list;
    },

    async createCustomer({ userId, email, name }) {
      const id = newId('cus');
      await save(db, { id, object: 'customer', email, name, metadata: { userId }, created: now() });
      return id;
    },

    async createSubscriptionCheckout(input) {
      const session = {
        ...checkoutSession('subscription', input),
        amount_total: input.unitAmount,
        line: { name: input.productName, unit_amount: input.unitAmount, interval: input.interval },
      };
      await save(db, session);
      return { id: session.id, url: session.url };
    },

    async createSetupCheckout(input) {
      const session = checkoutSession('setup', input);
      await save(db, session);
      return { id: session.id, url: session.url };
    },

    session: (id) => load(db, id, 'checkout.session'),

    async completeSession(id, card) {
      const result = await db.transaction(async (tx) => {
        const session = await load(tx, id, 'checkout.session', true);
        if (session?.status !== 'open') return { outcome: 'ok' as const, session, deliveries: [] };
        const outcome = checkCard(card, clock.now());
        if (outcome !== 'ok') return { outcome, session, deliveries: [] };
        const number = card.number.replace(/[\s-]/g, '');
        const pm = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'card',
          customer: session.customer,
          card: {
            brand: brandOf(number),
            last4: number.slice(-4),
            exp_month: card.expMonth,
            exp_year: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
          },
          created: now(),
        };
        await save(tx, pm);
        const deliveries = [event('payment_method.attached', pm)];
        const completed: ProviderObject & { id: string; object: string } = {
          ...session,
          id,
          object: 'checkout.session',
          status: 'complete',
        };
        if (session.mode === 'subscription') {
          const line = session.line as { name: string; unit_amount: number; interval: string };
          const start = now();
          const end = addInterval(start, line.interval);
          const sub = {
            id: newId('sub'),
            object: 'subscription',
            customer: session.customer,
            status: 'active',
            cancel_at_period_end: false,
            canceled_at: null,
            ended_at: null,
            current_period_start: start,
            current_period_end: end,
            default_payment_method: pm.id,
            metadata: { ...(session.metadata as Record<string, string>), productName: line.name },
            items: {
              data: [
                {
                  id: newId('si'),
                  price: {
                    unit_amount: line.unit_amount,
                    currency: session.currency,
                    recurring: { interval: line.interval },
                    product: 'prod_sbx_hlidka',
                  },
                },
              ],
            },
            created: start,
          };
          await save(tx, sub);
          const invoice = invoiceFor(sub, start, end, 'subscription_create');
          await save(tx, invoice);
          Object.assign(completed, { subscription: sub.id, payment_status: 'paid' });
          deliveries.push(event('customer.subscription.created', sub), event('invoice.paid', invoice));
        } else {
          Object.assign(completed, { setup_intent: newId('seti'), payment_status: 'no_payment_required' });
        }
        await save(tx, completed);
        deliveries.push(event('checkout.session.completed', completed));
        return { outcome, session: completed as ProviderObject, deliveries };
      });
      await emit(result.deliveries);
      return { outcome: result.outcome, session: result.session };
    },

    async cancelSession(id) {
      return db.transaction(async (tx) => {
        const session = await load(tx, id, 'checkout.session', true);
        if (!session) return null;
        if (session.status !== 'open') return session;
        const expired = { ...session, id, object: 'checkout.session', status: 'expired' };
        await save(tx, expired);
        return expired;
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const { sub, deliveries } = await db.transaction(async (tx) => {
        const current = await load(tx, subscriptionId, 'subscription', true);
        if (!current) throw new ProviderError('No such subscription', 404);
        if (current.status !== 'active') return { sub: current, deliveries: [] };
        const updated = {
          ...current,
          id: subscriptionId,
          object: 'subscription',
          cancel_at_period_end: cancel,
          canceled_at: cancel ? now() : null,
        };
        await save(tx, updated);
        return { sub: updated as ProviderObject, deliveries: [event('customer.subscription.updated', updated)] };
      });
      await emit(deliveries);
      return sub;
    },

    async changeSubscriptionPrice(subscriptionId, input: PriceChangeInput) {
      const { sub, deliveries } = await db.transaction(async (tx) => {
        const current = await load(tx, subscriptionId, 'subscription', true);
        if (current?.status !== 'active') throw new ProviderError('No such subscription', 404);
        const items = current.items as { data: { id: string; price: ProviderObject }[] };
        const updated = {
          ...current,
          id: subscriptionId,
          object: 'subscription',
          metadata: { ...input.metadata, productName: input.productName },
          items: {
            data: [
              {
                id: items.data[0]?.id ?? newId('si'),
                price: {
                  unit_amount: input.unitAmount,
                  currency: input.currency.toLowerCase(),
                  recurring: { interval: input.interval },
                  product: 'prod_sbx_hlidka',
                },
              },
            ],
          },
        };
        await save(tx, updated);
        return { sub: updated as ProviderObject, deliveries: [event('customer.subscription.updated', updated)] };
      });
      await emit(deliveries);
      return sub;
    },

    retrievePaymentMethod: (id) => load(db, id, 'payment_method'),

    async detachPaymentMethod(id) {
      const pm = await load(db, id, 'payment_method');
      if (!pm) return;
      const detached = { ...pm, id, object: 'payment_method', customer: null };
      await save(db, detached);
      await emit([event('payment_method.detached', detached)]);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      const customer = await load(db, customerId, 'customer');
      if (!customer) throw new ProviderError('No such customer', 404);
      await save(db, {
        ...customer,
        id: customerId,
        object: 'customer',
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    },

    async tick() {
      await retryFailed();
      const due = await db
        .select({ id: sandboxObjects.id })
        .from(sandboxObjects)
        .where(
          and(
            eq(sandboxObjects.type, 'subscription'),
            sql`${sandboxObjects.data}->>'status' = 'active'`,
            sql`(${sandboxObjects.data}->>'current_period_end')::bigint <= ${now()}`,
          ),
        );
      for (const { id } of due) {
        const deliveries = await db.transaction(async (tx) => {
          const sub = await load(tx, id, 'subscription', true);
          if (sub?.status !== 'active' || Number(sub.current_period_end) > now()) return [];
          if (sub.cancel_at_period_end) {
            const ended = { ...sub, id, object: 'subscription', status: 'canceled', ended_at: sub.current_period_end };
            await save(tx, ended);
            return [event('customer.subscription.deleted', ended)];
          }
          const interval = (sub.items as { data: { price: { recurring: { interval: string } } }[] }).data[0]?.price
            .recurring.interval;
          const start = Number(sub.current_period_end);
          const renewed = {
            ...sub,
            id,
            object: 'subscription',
            current_period_start: start,
            current_period_end: addInterval(start, interval ?? 'month'),
          };
          await save(tx, renewed);
          const invoice = invoiceFor(renewed, start, renewed.current_period_end, 'subscription_cycle');
          await save(tx, invoice);
          return [event('invoice.paid', invoice), event('customer.subscription.updated', renewed)];
        });
        await emit(deliveries);
      }
    },
  };
  return provider;
}
