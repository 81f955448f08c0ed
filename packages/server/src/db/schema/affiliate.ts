import { bigint, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Payout details and invoicing data as the contract describes them (validated before they are stored). */
export interface StoredPayoutDetails {
  method: 'iban' | 'czech_account';
  accountHolder: string;
  iban?: string | undefined;
  bic?: string | undefined;
  accountNumber?: string | undefined;
}
export interface StoredInvoicing {
  name: string;
  registrationNumber?: string | undefined;
  vatId?: string | undefined;
  isVatPayer: boolean;
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
  email?: string | undefined;
  note?: string | undefined;
}

/** A user who joined the affiliate programme. `code` is kept upper-case; lookups upper-case the given code. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** A rate for this affiliate; null means the configured rate. */
    commissionPercent: numeric('commission_percent', { mode: 'number' }),
    payout: jsonb('payout').$type<StoredPayoutDetails>().notNull(),
    invoicing: jsonb('invoicing').$type<StoredInvoicing>().notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_user_key').on(t.userId), uniqueIndex('affiliates_code_key').on(t.code)],
);
export type AffiliateRow = typeof affiliates.$inferSelect;

/** A sign-up attributed to an affiliate (at most one per referred user). Goes with either account. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_referrals_user_key').on(t.referredUserId),
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);
export type AffiliateReferralRow = typeof affiliateReferrals.$inferSelect;

/** A payout request of an affiliate's available commission in one currency. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['CZK', 'EUR', 'USD'] }).notNull(),
    /** In minor units (haléře, cents). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['requested', 'paid', 'rejected'] })
      .notNull()
      .default('requested'),
    /** The payout details at the time of the request. */
    payout: jsonb('payout').$type<StoredPayoutDetails>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('affiliate_payouts_affiliate_idx').on(t.affiliateId, t.requestedAt)],
);
export type AffiliatePayoutRow = typeof affiliatePayouts.$inferSelect;

/**
 * A commission for one paid invoice of a referred customer (unique per invoice, so a replayed payment event earns
 * nothing twice). The customer link is cleared when that account is deleted; the commission stays the affiliate's.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Jana N.", or null once the customer's account is deleted. */
    customerLabel: text('customer_label'),
    invoiceId: text('invoice_id').notNull(),
    currency: text('currency', { enum: ['CZK', 'EUR', 'USD'] }).notNull(),
    baseAmountMinor: bigint('base_amount_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Percent, e.g. 20. */
    rate: numeric('rate', { mode: 'number' }).notNull(),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_invoice_key').on(t.invoiceId),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_commissions_referred_idx').on(t.referredUserId),
  ],
);
export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;
