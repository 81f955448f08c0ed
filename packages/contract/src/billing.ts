import { z } from 'zod';

// Plans, subscriptions, checkout, invoices, payment methods and billing data (spec §3, §4, §7).
// Amounts are in the currency's major unit (299 = 299 Kč).

const isoDateTime = z.iso.datetime({ offset: true });

export const currencySchema = z.enum(['CZK', 'USD', 'EUR']).meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;
export const DEFAULT_CURRENCY: Currency = 'CZK';
export const DEFAULT_COUNTRY_CODE = 'CZ';

export const billingIntervalSchema = z.enum(['month', 'year']).meta({ id: 'BillingInterval' });
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

// Plans.

export const planLimitsSchema = z
  .object({
    /** How many websites the plan may monitor. */
    websites: z.number().int().nonnegative(),
    /** Shortest check interval in seconds. */
    minIntervalSeconds: z.number().int().positive().optional(),
    /** Members per team the user owns. */
    teamMembers: z.number().int().nonnegative().optional(),
    /** Days of raw check history kept. */
    historyDays: z.number().int().positive().optional(),
  })
  .meta({ id: 'PlanLimits' });

/** One price in each currency (major units, without VAT). */
export const planPriceSchema = z
  .object({ CZK: z.number().nonnegative(), EUR: z.number().nonnegative(), USD: z.number().nonnegative() })
  .meta({ id: 'PlanPrice' });
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** Prices per billing interval. */
export const planPricesSchema = z.object({ month: planPriceSchema, year: planPriceSchema }).meta({ id: 'PlanPrices' });
export type PlanPrices = z.infer<typeof planPricesSchema>;

export const planSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    description: z.string(),
    price: z.number().nonnegative(),
    currency: currencySchema,
    interval: billingIntervalSchema,
    features: z.array(z.string()),
    limits: planLimitsSchema,
    /** The same number as `limits.websites`, kept for older clients. */
    websiteLimit: z.number().int().nonnegative(),
    /** Prices per interval and currency; `price`/`currency`/`interval` above are the monthly CZK price. */
    prices: planPricesSchema.optional(),
    /** Prices are without VAT (21 % Czech VAT is added where it applies). */
    pricesIncludeVat: z.boolean().optional(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const planIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
export const planListDataSchema = z.object({ plans: z.array(planSchema) }).meta({ id: 'PlanList' });
export type PlanListData = z.infer<typeof planListDataSchema>;
export const planDataSchema = z.object({ plan: planSchema }).meta({ id: 'PlanData' });
export type PlanData = z.infer<typeof planDataSchema>;

// Subscriptions.

export const subscriptionStatusSchema = z.enum(['active', 'cancelled', 'expired']).meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    planId: z.string().min(1),
    status: subscriptionStatusSchema,
    interval: billingIntervalSchema,
    /** The plan, for display; absent when the plan no longer exists. */
    plan: planSchema.optional(),
    createdAt: isoDateTime,
    cancelledAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable(),
    renewsAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionIdParamsSchema = z.strictObject({ id: z.uuid() });
export const subscriptionListDataSchema = z
  .object({ subscriptions: z.array(subscriptionSchema) })
  .meta({ id: 'SubscriptionList' });
export type SubscriptionListData = z.infer<typeof subscriptionListDataSchema>;
export const subscriptionDataSchema = z.object({ subscription: subscriptionSchema }).meta({ id: 'SubscriptionData' });
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;

export const createSubscriptionBodySchema = z
  .strictObject({ planId: z.string().min(1).max(100), interval: billingIntervalSchema.default('month') })
  .meta({ id: 'CreateSubscriptionBody' });
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const changePlanBodySchema = z
  .strictObject({
    planId: z.string().min(1).max(100),
    interval: billingIntervalSchema.optional(),
    /** Websites to pause when the new plan allows fewer than are active (a downgrade below current usage). */
    pauseWebsiteIds: z.array(z.uuid()).max(10_000).optional(),
  })
  .meta({ id: 'ChangePlanBody' });
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

// Checkout (hosted by the card payment provider).

export const checkoutBodySchema = z
  .strictObject({
    planId: z.string().min(1).max(100),
    interval: billingIntervalSchema,
    /** Default: CZK for Czech customers, EUR elsewhere in the EU, USD otherwise (from the billing country). */
    currency: currencySchema.optional(),
  })
  .meta({ id: 'CheckoutBody' });
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const checkoutSessionSchema = z
  .object({ sessionId: z.string().min(1), redirectUrl: z.url() })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

// Invoices.

export const invoiceStatusSchema = z
  .enum(['draft', 'open', 'paid', 'void', 'uncollectible'])
  .meta({ id: 'InvoiceStatus' });
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: invoiceStatusSchema,
    amount: z.number().nonnegative(),
    currency: currencySchema,
    description: z.string().nullable(),
    issuedAt: isoDateTime,
    dueAt: isoDateTime.nullable(),
    paidAt: isoDateTime.nullable(),
    periodStart: isoDateTime.nullable(),
    periodEnd: isoDateTime.nullable(),
    /** Amount without VAT (`amount` is the total with VAT). */
    subtotal: z.number().nonnegative().optional(),
    /** VAT rate in percent (21 in the Czech Republic; 0 when VAT does not apply or is reverse-charged). */
    vatRate: z.number().nonnegative().optional(),
    vatAmount: z.number().nonnegative().optional(),
    /** The customer accounts for the VAT (an EU business outside the Czech Republic). */
    reverseCharge: z.boolean().optional(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    status: invoiceStatusSchema.optional(),
  })
  .meta({ id: 'InvoiceListQuery' });
/** What a client sends (every field optional). */
export type InvoiceListQuery = Partial<z.output<typeof invoiceListQuerySchema>>;

export const invoiceListDataSchema = z
  .object({
    invoices: z.array(invoiceSchema),
    pagination: z.object({
      page: z.number().int().positive(),
      limit: z.number().int().positive(),
      total: z.number().int().nonnegative(),
      totalPages: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceListData = z.infer<typeof invoiceListDataSchema>;
export const invoiceIdParamsSchema = z.strictObject({ id: z.uuid() });
export const invoiceDataSchema = z.object({ invoice: invoiceSchema }).meta({ id: 'InvoiceData' });
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

// Payment methods.

export const paymentMethodSchema = z
  .object({
    id: z.uuid(),
    type: z.literal('card'),
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2200),
    isDefault: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The payment provider's token of a card collected by its hosted form. */
export const createPaymentMethodBodySchema = z
  .strictObject({ providerToken: z.string().min(1).max(512), makeDefault: z.boolean().default(false) })
  .meta({ id: 'CreatePaymentMethodBody' });
export type CreatePaymentMethodBody = z.input<typeof createPaymentMethodBodySchema>;

export const paymentMethodIdParamsSchema = z.strictObject({ id: z.uuid() });
export const paymentMethodListDataSchema = z
  .object({ paymentMethods: z.array(paymentMethodSchema) })
  .meta({ id: 'PaymentMethodList' });
export type PaymentMethodListData = z.infer<typeof paymentMethodListDataSchema>;
export const paymentMethodDataSchema = z
  .object({ paymentMethod: paymentMethodSchema })
  .meta({ id: 'PaymentMethodData' });
export const paymentMethodDeletedDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'PaymentMethodDeleted' });

// Billing data: GET/PUT /api/users/profile. The answer is the profile with `address` and `billingInfo`, which the
// client flattens into Billing info (spec §3).

export const billingAddressSchema = z
  .object({
    street: z.string().nullable(),
    street2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable().optional(),
    /** Older name of `postalCode`. */
    zipCode: z.string().nullable().optional(),
    countryCode: z.string().length(2).nullable().optional(),
    /** Older name of `countryCode`. */
    country: z.string().nullable().optional(),
  })
  .meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const billingDetailsSchema = z
  .object({
    companyName: z.string().nullable(),
    vatId: z.string().nullable().optional(),
    /** Older name of `vatId`. */
    vatNumber: z.string().nullable().optional(),
    registrationNumber: z.string().nullable(),
    billingEmail: z.string().nullable(),
    phone: z.string().nullable(),
    isVatPayer: z.boolean(),
  })
  .meta({ id: 'BillingDetails' });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const billingProfileSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    address: billingAddressSchema.nullable(),
    billingInfo: billingDetailsSchema.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'BillingProfile' });
export type BillingProfile = z.infer<typeof billingProfileSchema>;
export const billingProfileDataSchema = z.object({ profile: billingProfileSchema }).meta({ id: 'BillingProfileData' });
export type BillingProfileData = z.infer<typeof billingProfileDataSchema>;

/** Billing info as the screens use it (spec §3). */
export const billingInfoSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    countryCode: z.string().length(2),
    vatId: z.string(),
    registrationNumber: z.string(),
    billingEmail: z.string(),
    phone: z.string(),
    isVatPayer: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'BillingInfo' });
export type BillingInfo = z.infer<typeof billingInfoSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const updateBillingInfoBodySchema = z
  .strictObject({
    firstName: optionalText(100),
    lastName: optionalText(100),
    companyName: optionalText(200),
    street: optionalText(200),
    street2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    postalCode: optionalText(20),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default(DEFAULT_COUNTRY_CODE),
    vatId: optionalText(20),
    registrationNumber: optionalText(20),
    billingEmail: z.union([z.email().max(254), z.literal('')]).optional(),
    phone: optionalText(30),
    isVatPayer: z.boolean().optional(),
  })
  .meta({ id: 'UpdateBillingInfoBody' });
export type UpdateBillingInfoBody = z.input<typeof updateBillingInfoBodySchema>;

const tags = ['Billing'];

export const billingRouteSchemas = {
  listPlans: {
    summary: 'Plans on offer',
    tags,
    response: planListDataSchema,
  },
  getPlan: {
    summary: 'One plan',
    tags,
    params: planIdParamsSchema,
    response: planDataSchema,
  },
  checkout: {
    summary: 'Start a hosted checkout for a plan',
    tags,
    body: checkoutBodySchema,
    response: checkoutSessionSchema,
  },
  checkoutSession: {
    summary: 'Create a hosted checkout session (answer: sessionId, redirectUrl)',
    tags,
    body: checkoutBodySchema,
    response: checkoutSessionSchema,
  },
  userSubscriptions: {
    summary: "The signed-in user's subscriptions, newest first",
    tags,
    response: subscriptionListDataSchema,
  },
  currentSubscription: {
    summary: 'The current subscription (404 when there is none)',
    tags,
    response: subscriptionDataSchema,
  },
  createSubscription: {
    summary: 'Subscribe to a plan (free plans; paid plans go through checkout)',
    tags,
    body: createSubscriptionBodySchema,
    response: subscriptionDataSchema,
  },
  getSubscription: {
    summary: 'One subscription',
    tags,
    params: subscriptionIdParamsSchema,
    response: subscriptionDataSchema,
  },
  cancelSubscription: {
    summary: 'Cancel at the end of the paid period',
    tags,
    params: subscriptionIdParamsSchema,
    response: subscriptionDataSchema,
  },
  reactivateSubscription: {
    summary: 'Undo a cancellation before the period ends',
    tags,
    params: subscriptionIdParamsSchema,
    response: subscriptionDataSchema,
  },
  changePlan: {
    summary: 'Move the current subscription to another plan',
    tags,
    body: changePlanBodySchema,
    response: subscriptionDataSchema,
  },
  listInvoices: {
    summary: 'Invoices, newest first',
    tags,
    query: invoiceListQuerySchema,
    response: invoiceListDataSchema,
  },
  getInvoice: {
    summary: 'One invoice',
    tags,
    params: invoiceIdParamsSchema,
    response: invoiceDataSchema,
  },
  downloadInvoice: {
    summary: 'The invoice as PDF (Content-Disposition names the file)',
    tags,
    params: invoiceIdParamsSchema,
    response: z.instanceof(Uint8Array),
  },
  listPaymentMethods: {
    summary: 'Saved cards',
    tags,
    response: paymentMethodListDataSchema,
  },
  addPaymentMethod: {
    summary: 'Save a card collected by the provider',
    tags,
    body: createPaymentMethodBodySchema,
    response: paymentMethodDataSchema,
  },
  setDefaultPaymentMethod: {
    summary: 'Make a card the default',
    tags,
    params: paymentMethodIdParamsSchema,
    response: paymentMethodDataSchema,
  },
  paymentMethodSetupSession: {
    summary: "Start the provider's hosted page for adding a card (answer: sessionId, redirectUrl)",
    tags,
    response: checkoutSessionSchema,
  },
  deletePaymentMethod: {
    summary: 'Remove a card',
    tags,
    params: paymentMethodIdParamsSchema,
    response: paymentMethodDeletedDataSchema,
  },
  getBillingProfile: {
    summary: 'Profile with billing address and company data',
    tags,
    response: billingProfileDataSchema,
  },
  updateBillingProfile: {
    summary: 'Update billing data',
    tags,
    body: updateBillingInfoBodySchema,
    response: billingProfileDataSchema,
  },
} as const;
