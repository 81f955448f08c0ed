import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Billing data of a user (spec §3 Billing info); names live on `users`. */
export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  street: text('street'),
  street2: text('street2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  countryCode: text('country_code').notNull().default('CZ'),
  /** DIČ / VAT id. */
  vatId: text('vat_id'),
  /** IČO. */
  registrationNumber: text('registration_number'),
  billingEmail: text('billing_email'),
  phone: text('phone'),
  isVatPayer: boolean('is_vat_payer').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The user's customer id at the payment provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'billing_customers_pkey', columns: [t.userId, t.provider] }),
    uniqueIndex('billing_customers_customer_key').on(t.provider, t.customerId),
  ],
);

/**
 * A subscription. Paid ones mirror the provider's subscription (`providerSubscriptionId`) and change only through its
 * events; `providerEventAt` is the time of the newest provider state applied, so older events arriving late are
 * ignored. `renewsAt` is the end of the paid period while active; `expiresAt` is when a cancelled one ends.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    currency: text('currency', { enum: ['CZK', 'EUR', 'USD'] })
      .notNull()
      .default('CZK'),
    provider: text('provider'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerEventAt: ts('provider_event_at'),
    currentPeriodStart: ts('current_period_start'),
    renewsAt: ts('renews_at'),
    cancelledAt: ts('cancelled_at'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_provider_key')
      .on(t.provider, t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} is not null`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'cancelled', 'expired')`),
  ],
);

/** The last invoice number per year: incremented in the transaction that records the invoice, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export interface InvoiceParty {
  name: string;
  companyName: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  registrationNumber: string | null;
  vatId: string | null;
  email: string | null;
  isVatPayer: boolean;
}

/** A tax document for a payment. Amounts in minor units (haléře, cents); parties are snapshots at issue time. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    currency: text('currency', { enum: ['CZK', 'EUR', 'USD'] }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    description: text('description'),
    planId: text('plan_id'),
    interval: text('interval', { enum: ['month', 'year'] }),
    language: text('language', { enum: ['cs', 'en'] })
      .notNull()
      .default('cs'),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty>().notNull(),
    provider: text('provider'),
    providerInvoiceId: text('provider_invoice_id'),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    issuedAt: ts('issued_at').notNull(),
    dueAt: ts('due_at'),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_provider_key')
      .on(t.provider, t.providerInvoiceId)
      .where(sql`${t.providerInvoiceId} is not null`),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
  ],
);

/** A saved card (only what the provider tells us: brand, last four digits, expiry). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_key').on(t.provider, t.providerPaymentMethodId),
    uniqueIndex('payment_methods_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Provider events already processed (recorded in the transaction that applies them): a replay changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    createdAt: ts('created_at'),
    processedAt: ts('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'billing_events_pkey', columns: [t.provider, t.eventId] })],
);

/** The built-in sandbox provider's own objects (checkout sessions, subscriptions, cards), Stripe-shaped. */
export const sandboxObjects = pgTable(
  'billing_sandbox_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('billing_sandbox_objects_type_idx').on(t.type)],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
