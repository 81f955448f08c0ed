import type {
  PaymentProvider,
  PriceChangeInput,
  ProviderObject,
  SetupCheckoutInput,
  SubscriptionCheckoutInput,
} from './types';
import { ProviderError } from './types';

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested keys in brackets (`line_items[0][price_data][currency]=czk`). */
export function encodeForm(value: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  const walk = (prefix: string, v: FormValue) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (const [index, item] of v.entries()) walk(`${prefix}[${index}]`, item);
    } else if (typeof v === 'object') for (const [k, inner] of Object.entries(v)) walk(`${prefix}[${k}]`, inner);
    else params.append(prefix, String(v));
  };
  for (const [k, v] of Object.entries(value)) walk(k, v);
  return params.toString();
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | null;
  /** Default https://api.stripe.com (a test server in tests). */
  apiBase?: string;
  fetch?: typeof fetch;
}

/** Stripe over its REST API (no SDK): Checkout Sessions for subscriptions and for saving cards. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', path: string, body?: Record<string, FormValue>): Promise<ProviderObject> {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? encodeForm(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await response.json().catch(() => ({}))) as ProviderObject;
    if (!response.ok) {
      const error = json.error as { message?: string } | undefined;
      throw new ProviderError(`Stripe ${method} ${path}: ${error?.message ?? response.status}`, response.status);
    }
    return json;
  }

  const lower = (c: string) => c.toLowerCase();

  return {
    name: 'stripe',
    webhookSecret: options.webhookSecret,

    async createCustomer({ userId, email, name }) {
      const customer = await call('POST', '/v1/customers', { email, name, metadata: { userId } });
      return String(customer.id);
    },

    async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
      const session = await call('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.metadata.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: input.language,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: lower(input.currency),
              unit_amount: input.unitAmount,
              recurring: { interval: input.interval },
              product_data: { name: input.productName },
            },
          },
        ],
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
      });
      return { id: String(session.id), url: String(session.url) };
    },

    async createSetupCheckout(input: SetupCheckoutInput) {
      const session = await call('POST', '/v1/checkout/sessions', {
        mode: 'setup',
        customer: input.customerId,
        currency: lower(input.currency),
        payment_method_types: ['card'],
        client_reference_id: input.metadata.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: input.language,
        metadata: input.metadata,
      });
      return { id: String(session.id), url: String(session.url) };
    },

    setCancelAtPeriodEnd(subscriptionId, cancel) {
      return call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        cancel_at_period_end: cancel,
      });
    },

    async changeSubscriptionPrice(subscriptionId, input: PriceChangeInput) {
      const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
      const current = await call('GET', path);
      const item = (current.items as { data?: { id: string; price?: { product?: string } }[] } | undefined)?.data?.[0];
      if (!item) throw new ProviderError('Stripe subscription has no items');
      return call('POST', path, {
        proration_behavior: 'always_invoice',
        items: [
          {
            id: item.id,
            price_data: {
              currency: lower(input.currency),
              unit_amount: input.unitAmount,
              recurring: { interval: input.interval },
              product: item.price?.product,
            },
          },
        ],
        metadata: input.metadata,
      });
    },

    async retrievePaymentMethod(id) {
      try {
        return await call('GET', `/v1/payment_methods/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },

    async detachPaymentMethod(id) {
      await call('POST', `/v1/payment_methods/${encodeURIComponent(id)}/detach`, {});
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await call('POST', `/v1/customers/${encodeURIComponent(customerId)}`, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    },
  };
}
