import { z } from 'zod';

// Readers of the Stripe-shaped objects both providers produce (tolerant of the fields that moved between Stripe API
// versions: `current_period_end` on the subscription or on its items, `subscription` on the invoice or under
// `parent.subscription_details`).

const metadataSchema = z.record(z.string(), z.unknown()).catch({});
const strings = (m: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'));
const num = z.number().nullable().optional().catch(null);
const str = z.string().nullable().optional().catch(null);
const idOf = z
  .union([z.string(), z.looseObject({ id: z.string() }).transform((o) => o.id)])
  .nullable()
  .optional()
  .catch(null);

export const eventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof eventSchema>;

export interface SubscriptionState {
  id: string;
  customer: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  periodStart: number | null;
  periodEnd: number | null;
  metadata: Record<string, string>;
}

const subscriptionSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().optional().catch(false),
  canceled_at: num,
  ended_at: num,
  current_period_start: num,
  current_period_end: num,
  metadata: metadataSchema.optional(),
  items: z
    .looseObject({
      data: z.array(z.looseObject({ current_period_start: num, current_period_end: num })).catch([]),
    })
    .optional()
    .catch(undefined),
});

export function readSubscription(object: unknown): SubscriptionState | null {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return null;
  const s = parsed.data;
  const item = s.items?.data[0];
  return {
    id: s.id,
    customer: s.customer ?? null,
    status: s.status,
    cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
    canceledAt: s.canceled_at ?? null,
    endedAt: s.ended_at ?? null,
    periodStart: s.current_period_start ?? item?.current_period_start ?? null,
    periodEnd: s.current_period_end ?? item?.current_period_end ?? null,
    metadata: strings(s.metadata ?? {}),
  };
}

export interface InvoiceState {
  id: string;
  customer: string | null;
  subscriptionId: string | null;
  amountPaid: number;
  currency: string;
  periodStart: number | null;
  periodEnd: number | null;
  paidAt: number;
  metadata: Record<string, string>;
  description: string | null;
}

const invoiceSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  subscription: idOf,
  amount_paid: z.number().int().nonnegative(),
  currency: z.string(),
  created: z.number(),
  status_transitions: z.looseObject({ paid_at: num }).optional().catch(undefined),
  subscription_details: z.looseObject({ metadata: metadataSchema.optional() }).nullable().optional().catch(null),
  parent: z
    .looseObject({
      subscription_details: z
        .looseObject({ subscription: idOf, metadata: metadataSchema.optional() })
        .nullable()
        .optional()
        .catch(null),
    })
    .nullable()
    .optional()
    .catch(null),
  metadata: metadataSchema.optional(),
  lines: z
    .looseObject({
      data: z
        .array(z.looseObject({ description: str, period: z.looseObject({ start: num, end: num }).optional() }))
        .catch([]),
    })
    .optional()
    .catch(undefined),
});

export function readInvoice(object: unknown): InvoiceState | null {
  const parsed = invoiceSchema.safeParse(object);
  if (!parsed.success) return null;
  const i = parsed.data;
  const line = i.lines?.data[0];
  const details = i.parent?.subscription_details ?? null;
  return {
    id: i.id,
    customer: i.customer ?? null,
    subscriptionId: i.subscription ?? details?.subscription ?? null,
    amountPaid: i.amount_paid,
    currency: i.currency.toUpperCase(),
    periodStart: line?.period?.start ?? null,
    periodEnd: line?.period?.end ?? null,
    paidAt: i.status_transitions?.paid_at ?? i.created,
    metadata: strings({
      ...(i.metadata ?? {}),
      ...(i.subscription_details?.metadata ?? {}),
      ...(details?.metadata ?? {}),
    }),
    description: line?.description ?? null,
  };
}

export interface CardState {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const paymentMethodSchema = z.looseObject({
  id: z.string(),
  customer: idOf,
  card: z.looseObject({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2200),
  }),
});

export function readCard(object: unknown): CardState | null {
  const parsed = paymentMethodSchema.safeParse(object);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    id: p.id,
    customer: p.customer ?? null,
    brand: p.card.brand,
    last4: p.card.last4,
    expMonth: p.card.exp_month,
    expYear: p.card.exp_year,
  };
}

export interface CheckoutState {
  id: string;
  mode: string;
  customer: string | null;
  subscriptionId: string | null;
  paymentStatus: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
}

const checkoutSchema = z.looseObject({
  id: z.string(),
  mode: z.string(),
  customer: idOf,
  subscription: idOf,
  payment_status: str,
  client_reference_id: str,
  metadata: metadataSchema.optional(),
});

export function readCheckout(object: unknown): CheckoutState | null {
  const parsed = checkoutSchema.safeParse(object);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    id: c.id,
    mode: c.mode,
    customer: c.customer ?? null,
    subscriptionId: c.subscription ?? null,
    paymentStatus: c.payment_status ?? null,
    clientReferenceId: c.client_reference_id ?? null,
    metadata: strings(c.metadata ?? {}),
  };
}
