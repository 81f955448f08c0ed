import { z } from 'zod';
import { emailSchema } from './auth';
import { iban, isCzechAccountNumber, isCzechRegistrationNumber } from './bank-details';
import { currencySchema, DEFAULT_COUNTRY_CODE } from './billing';

// The affiliate (partner) programme: a signed-in user registers (terms, payout details, invoicing data), shares a
// referral link `…/register?ref=CODE`, and earns a commission on every paid invoice of a customer they referred.
// `?ref=CODE` on any public page sets a cookie for REFERRAL_COOKIE_DAYS; the sign-up is attributed at registration.
// Amounts are in the currency's major unit with up to 2 decimals (59.8 = 59,80 Kč).

const isoDateTime = z.iso.datetime({ offset: true });

/** The cookie that carries a referral code from a visit to the registration. */
export const REFERRAL_COOKIE = 'hlidka_ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** The query parameter of a referral link. */
export const REFERRAL_QUERY_PARAM = 'ref';
/** Referral codes: letters, digits, `-` and `_`, 4–32 characters (compared case-insensitively). */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,32}$/)
  .meta({ id: 'ReferralCode' });

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

// Payout details.

export const payoutMethodSchema = z.enum(['iban', 'czech_account']).meta({ id: 'AffiliatePayoutMethod' });
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

const ibanMessage = { cs: 'Zadejte platný IBAN.', en: 'Enter a valid IBAN.' };
const accountMessage = {
  cs: 'Zadejte platné číslo účtu ve tvaru [předčíslí-]číslo/kód banky.',
  en: 'Enter a valid account number as [prefix-]number/bank code.',
};
const missingMessage = { cs: 'Toto pole je povinné.', en: 'This field is required.' };

/**
 * Where commissions are paid: an IBAN (any SEPA country) or a Czech account number `[prefix-]number/bankCode`.
 * The field of the chosen method is required; the server stores the IBAN without spaces, upper-cased.
 */
export const affiliatePayoutDetailsSchema = z
  .strictObject({
    method: payoutMethodSchema,
    accountHolder: requiredText(200),
    iban: z.string().trim().max(64).optional(),
    /** SWIFT/BIC, optional. */
    bic: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/)
      .optional(),
    accountNumber: z.string().trim().max(32).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'iban') {
      if (!value.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'Required', params: missingMessage });
      else if (!iban.isValid(value.iban))
        ctx.addIssue({ code: 'custom', path: ['iban'], message: 'Invalid IBAN', params: ibanMessage });
    } else if (!value.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Required', params: missingMessage });
    } else if (!isCzechAccountNumber(value.accountNumber)) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Invalid account', params: accountMessage });
    }
  })
  .meta({ id: 'AffiliatePayoutDetails' });
export type AffiliatePayoutDetails = z.infer<typeof affiliatePayoutDetailsSchema>;

// Invoicing data (the affiliate invoices their commission, or receives a self-billed statement).

export const affiliateInvoicingSchema = z
  .strictObject({
    /** A person's or a company's name. */
    name: requiredText(200),
    /** IČO: 8 digits with its check digit. */
    registrationNumber: z
      .string()
      .trim()
      .refine((v) => v === '' || isCzechRegistrationNumber(v), {
        message: 'Invalid registration number',
        params: { cs: 'Zadejte platné IČO (8 číslic).', en: 'Enter a valid registration number (8 digits).' },
      })
      .optional(),
    /** DIČ / VAT id, e.g. CZ12345678. */
    vatId: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/)
      .optional(),
    isVatPayer: z.boolean().default(false),
    street: requiredText(200),
    city: requiredText(100),
    postalCode: requiredText(16),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .default(DEFAULT_COUNTRY_CODE),
    /** Where statements go; the account's e-mail when left out. */
    email: emailSchema.optional(),
    note: optionalText(500),
  })
  .meta({ id: 'AffiliateInvoicing' });
export type AffiliateInvoicing = z.infer<typeof affiliateInvoicingSchema>;

// The affiliate.

export const affiliateStatusSchema = z.enum(['active', 'suspended']).meta({ id: 'AffiliateStatus' });

export const affiliateSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    /** `PUBLIC_URL/register?ref=CODE`. */
    referralLink: z.url(),
    status: affiliateStatusSchema,
    /** Percent of the invoice amount without VAT, e.g. 20. */
    commissionRate: z.number().nonnegative(),
    payout: affiliatePayoutDetailsSchema,
    invoicing: affiliateInvoicingSchema,
    termsAcceptedAt: isoDateTime,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Affiliate' });
export type Affiliate = z.infer<typeof affiliateSchema>;

export const moneySchema = z.object({ currency: currencySchema, amount: z.number() }).meta({ id: 'Money' });
export type Money = z.infer<typeof moneySchema>;

/** The programme's terms as configured on the server (for the registration screen). */
export const affiliateProgrammeSchema = z
  .object({
    commissionRate: z.number().nonnegative(),
    cookieDays: z.number().int().positive(),
    /** The smallest payout, per currency. */
    minimumPayout: z.array(moneySchema),
  })
  .meta({ id: 'AffiliateProgramme' });
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeSchema>;

/** GET /api/affiliate: the programme, and the caller's affiliate account or null when not registered. */
export const affiliateDataSchema = z
  .object({ programme: affiliateProgrammeSchema, affiliate: affiliateSchema.nullable() })
  .meta({ id: 'AffiliateData' });
export type AffiliateData = z.infer<typeof affiliateDataSchema>;

export const registerAffiliateBodySchema = z
  .strictObject({
    termsAccepted: z.boolean().refine((v) => v, {
      message: 'The programme terms must be accepted',
      params: { cs: 'Musíte souhlasit s podmínkami programu.', en: 'You must accept the programme terms.' },
    }),
    payout: affiliatePayoutDetailsSchema,
    invoicing: affiliateInvoicingSchema,
  })
  .meta({ id: 'RegisterAffiliateBody' });
export type RegisterAffiliateBody = z.input<typeof registerAffiliateBodySchema>;

export const updateAffiliateBodySchema = z
  .strictObject({
    payout: affiliatePayoutDetailsSchema.optional(),
    invoicing: affiliateInvoicingSchema.optional(),
  })
  .meta({ id: 'UpdateAffiliateBody' });
export type UpdateAffiliateBody = z.input<typeof updateAffiliateBodySchema>;

export const affiliateAccountDataSchema = z.object({ affiliate: affiliateSchema }).meta({ id: 'AffiliateAccountData' });

// Dashboard.

/** `available`: can be requested now; `requested`: in a payout request; `paid`: paid out. */
export const commissionStatusSchema = z.enum(['available', 'requested', 'paid']).meta({ id: 'CommissionStatus' });
export type CommissionStatus = z.infer<typeof commissionStatusSchema>;

export const commissionSchema = z
  .object({
    id: z.uuid(),
    createdAt: isoDateTime,
    currency: currencySchema,
    /** The invoice amount without VAT the commission was computed from. */
    baseAmount: z.number(),
    amount: z.number(),
    rate: z.number(),
    status: commissionStatusSchema,
    /** The referred customer, shortened for privacy ("Jana N."); null once that account is deleted. */
    customer: z.string().nullable(),
  })
  .meta({ id: 'Commission' });
export type Commission = z.infer<typeof commissionSchema>;

export const payoutStatusSchema = z.enum(['requested', 'paid', 'rejected']).meta({ id: 'PayoutStatus' });
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutSchema = z
  .object({
    id: z.uuid(),
    currency: currencySchema,
    amount: z.number(),
    status: payoutStatusSchema,
    requestedAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/** Per currency: earned = everything; pending = not yet paid out (available + requested); paid; available. */
export const affiliateBalanceSchema = z
  .object({
    currency: currencySchema,
    earned: z.number(),
    pending: z.number(),
    paid: z.number(),
    available: z.number(),
    minimumPayout: z.number(),
    canRequestPayout: z.boolean(),
  })
  .meta({ id: 'AffiliateBalance' });
export type AffiliateBalance = z.infer<typeof affiliateBalanceSchema>;

export const referralSchema = z
  .object({
    id: z.uuid(),
    /** Shortened for privacy ("Jana N."). */
    name: z.string(),
    joinedAt: isoDateTime,
    /** Has at least one paid invoice. */
    paying: z.boolean(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

export const affiliateDashboardSchema = z
  .object({
    affiliate: affiliateSchema,
    programme: affiliateProgrammeSchema,
    stats: z.object({
      clicks: z.number().int().nonnegative(),
      signups: z.number().int().nonnegative(),
      payingCustomers: z.number().int().nonnegative(),
    }),
    /** One entry per currency with commissions; CZK with zeros when there are none. */
    balances: z.array(affiliateBalanceSchema),
    /** The newest 20 referred sign-ups. */
    referrals: z.array(referralSchema),
    /** The newest 50 commissions. */
    commissions: z.array(commissionSchema),
    payouts: z.array(payoutSchema),
  })
  .meta({ id: 'AffiliateDashboard' });
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;

export const requestPayoutBodySchema = z
  .strictObject({ currency: currencySchema.default('CZK') })
  .meta({ id: 'RequestPayoutBody' });
export type RequestPayoutBody = z.input<typeof requestPayoutBodySchema>;
export const payoutDataSchema = z.object({ payout: payoutSchema }).meta({ id: 'PayoutData' });

/** The app reports a `?ref=CODE` visit it saw itself (e.g. the dev server); the server counts it and sets the cookie. */
export const trackReferralBodySchema = z.strictObject({ code: referralCodeSchema }).meta({ id: 'TrackReferralBody' });
export const trackReferralDataSchema = z.object({ tracked: z.boolean() }).meta({ id: 'TrackReferralData' });

// Routes.

const tags = ['Affiliate'];

export const affiliateRouteSchemas = {
  get: {
    summary: "The programme's terms and the caller's affiliate account (null when not registered)",
    tags,
    response: affiliateDataSchema,
  },
  register: {
    summary: 'Join the affiliate programme',
    tags,
    body: registerAffiliateBodySchema,
    response: affiliateAccountDataSchema,
  },
  update: {
    summary: 'Change payout details or invoicing data',
    tags,
    body: updateAffiliateBodySchema,
    response: affiliateAccountDataSchema,
  },
  dashboard: {
    summary: 'Referral link, clicks, sign-ups, paying customers, commissions and payouts (404 when not registered)',
    tags,
    response: affiliateDashboardSchema,
  },
  requestPayout: {
    summary: 'Request a payout of the available commission (at least the minimum)',
    tags,
    body: requestPayoutBodySchema.nullish(),
    response: payoutDataSchema,
  },
  track: {
    summary: 'Count a referral-link visit and set the referral cookie',
    tags,
    body: trackReferralBodySchema,
    response: trackReferralDataSchema,
  },
} as const;
