import type { Config } from '../../../config';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../http/types';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox. */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider | SandboxProvider {
  if (config.stripe) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
    });
  }
  return createSandboxProvider({ db, clock, publicUrl: config.publicUrl });
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';
