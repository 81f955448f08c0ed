import type { BillingInterval, Currency } from '@hlidka/contract';

/** A Stripe-shaped object as the provider's API and events carry it. */
export type ProviderObject = Record<string, unknown>;

export interface SubscriptionCheckoutInput {
  customerId: string;
  productName: string;
  /** Gross amount per interval in minor units (VAT included). */
  unitAmount: number;
  currency: Currency;
  interval: BillingInterval;
  /** Copied to the session and to the subscription (userId, planId, interval, vatRate, reverseCharge). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  language: 'cs' | 'en';
}

export interface SetupCheckoutInput {
  customerId: string;
  currency: Currency;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  language: 'cs' | 'en';
}

export interface PriceChangeInput {
  productName: string;
  unitAmount: number;
  currency: Currency;
  interval: BillingInterval;
  metadata: Record<string, string>;
}

/**
 * The card payment provider: Stripe, or the built-in sandbox that behaves like it (hosted pages, the same
 * Stripe-shaped objects and signed events on the same webhook). Methods that change a subscription answer the
 * provider's new subscription object, which is applied exactly as its event would be.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** The secret that signs webhook events; `null` when none is configured (events are then refused). */
  readonly webhookSecret: string | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }>;
  createSetupCheckout(input: SetupCheckoutInput): Promise<{ id: string; url: string }>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderObject>;
  changeSubscriptionPrice(subscriptionId: string, input: PriceChangeInput): Promise<ProviderObject>;
  retrievePaymentMethod(id: string): Promise<ProviderObject | null>;
  detachPaymentMethod(id: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
