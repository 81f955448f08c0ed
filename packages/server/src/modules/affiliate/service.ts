import { randomInt } from 'node:crypto';
import {
  type Affiliate,
  type AffiliateBalance,
  type AffiliateDashboard,
  type AffiliatePayoutDetails,
  type AffiliateProgramme,
  type Currency,
  iban,
  REFERRAL_COOKIE_DAYS,
  REFERRAL_QUERY_PARAM,
  type registerAffiliateBodySchema,
} from '@hlidka/contract';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import {
  type AffiliateRow,
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
  type StoredInvoicing,
  type StoredPayoutDetails,
} from '../../db/schema/affiliate';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { auditFields, recordAudit } from '../audit/record';
import { affiliateMessages as m } from './messages';
import { toMajor } from './money';

export type AffiliateSettings = Config['affiliate'];
const CURRENCIES: Currency[] = ['CZK', 'EUR', 'USD'];

type PayoutInput = z.output<typeof registerAffiliateBodySchema>['payout'];
type InvoicingInput = z.output<typeof registerAffiliateBodySchema>['invoicing'];

export function programme(settings: AffiliateSettings): AffiliateProgramme {
  return {
    commissionRate: settings.commissionPercent,
    cookieDays: REFERRAL_COOKIE_DAYS,
    minimumPayout: CURRENCIES.map((currency) => ({ currency, amount: settings.minimumPayout[currency] })),
  };
}

const rateOf = (row: AffiliateRow, settings: AffiliateSettings) => row.commissionPercent ?? settings.commissionPercent;

export function referralLink(publicUrl: string, code: string) {
  return `${publicUrl}/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

export function toAffiliate(row: AffiliateRow, settings: AffiliateSettings, publicUrl: string): Affiliate {
  return {
    id: row.id,
    code: row.code,
    referralLink: referralLink(publicUrl, row.code),
    status: row.status,
    commissionRate: rateOf(row, settings),
    payout: row.payout as AffiliatePayoutDetails,
    invoicing: row.invoicing as Affiliate['invoicing'],
    termsAcceptedAt: row.termsAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the fields of the chosen method, in a canonical form. */
function storedPayout(input: PayoutInput): StoredPayoutDetails {
  if (input.method === 'iban') {
    return {
      method: 'iban',
      accountHolder: input.accountHolder,
      iban: iban.normalize(input.iban ?? ''),
      ...(input.bic ? { bic: input.bic.toUpperCase() } : {}),
    };
  }
  return {
    method: 'czech_account',
    accountHolder: input.accountHolder,
    accountNumber: (input.accountNumber ?? '').replace(/\s/g, ''),
  };
}

function storedInvoicing(input: InvoicingInput): StoredInvoicing {
  const stored: StoredInvoicing = {
    name: input.name,
    isVatPayer: input.isVatPayer,
    street: input.street,
    city: input.city,
    postalCode: input.postalCode,
    countryCode: input.countryCode.toUpperCase(),
  };
  if (input.registrationNumber) stored.registrationNumber = input.registrationNumber.replace(/\s/g, '');
  if (input.vatId) stored.vatId = input.vatId.toUpperCase();
  if (input.email) stored.email = input.email;
  if (input.note) stored.note = input.note;
  return stored;
}

export async function findAffiliateByUser(db: DbOrTx, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What the audit log keeps of a partner account: how they are paid and invoiced, their state. */
const AFFILIATE_FIELDS = ['code', 'status', 'payout', 'invoicing'] as const satisfies readonly (keyof AffiliateRow)[];

/** A change of the person's partner account (or a payout they asked for), in their personal log. */
export function auditAffiliate(
  tx: DbOrTx,
  action: 'create' | 'update' | 'payout_request',
  before: AffiliateRow | null,
  after: AffiliateRow | null,
  extra?: object,
) {
  const row = (after ?? before) as AffiliateRow;
  return recordAudit(tx, {
    scope: { ownerId: row.userId, teamId: null },
    action,
    resourceType: 'affiliate',
    resourceId: row.id,
    resourceName: row.code,
    before: auditFields(before, AFFILIATE_FIELDS),
    after: extra ?? auditFields(after, AFFILIATE_FIELDS),
  });
}

export async function registerAffiliate(
  db: DbOrTx,
  input: { userId: string; body: z.output<typeof registerAffiliateBodySchema>; now: Date },
): Promise<AffiliateRow> {
  if (await findAffiliateByUser(db, input.userId)) throw new AppError('CONFLICT', m.alreadyRegistered);
  for (let attempt = 0; ; attempt++) {
    try {
      // Each attempt in its own (sub)transaction with its audit entry: a collision rolls back only that attempt.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(affiliates)
          .values({
            userId: input.userId,
            code: newReferralCode(),
            payout: storedPayout(input.body.payout),
            invoicing: storedInvoicing(input.body.invoicing),
            termsAcceptedAt: input.now,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        if (!row) throw new Error('affiliate insert returned nothing');
        await auditAffiliate(tx, 'create', null, row);
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same user registering twice at once, or (rarely) a code collision: try a new code a few times.
      if ((await findAffiliateByUser(db, input.userId)) || attempt >= 4) {
        throw new AppError('CONFLICT', m.alreadyRegistered);
      }
    }
  }
}

export async function updateAffiliate(
  db: DbOrTx,
  row: AffiliateRow,
  body: { payout?: PayoutInput | undefined; invoicing?: InvoicingInput | undefined },
  now: Date,
): Promise<AffiliateRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(affiliates)
      .set({
        ...(body.payout ? { payout: storedPayout(body.payout) } : {}),
        ...(body.invoicing ? { invoicing: storedInvoicing(body.invoicing) } : {}),
        updatedAt: now,
      })
      .where(eq(affiliates.id, row.id))
      .returning();
    if (!updated) return row;
    await auditAffiliate(tx, 'update', row, updated);
    return updated;
  });
}

/** Count a visit through a referral link; false when no active affiliate has the code. */
export async function recordClick(db: DbOrTx, code: string): Promise<boolean> {
  const updated = await db
    .update(affiliates)
    .set({ clicks: sql`${affiliates.clicks} + 1` })
    .where(and(eq(affiliates.code, code), eq(affiliates.status, 'active')))
    .returning({ id: affiliates.id });
  return updated.length > 0;
}

/** One address per mailbox: lower-case, without a `+tag`, and without dots for Gmail. */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  let name = local.split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') name = name.replaceAll('.', '');
  return `${name}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * Attribute a new account to the affiliate with `code` (at registration, inside its transaction). Unknown codes,
 * suspended affiliates and self-referrals (the same mailbox as the affiliate's) are ignored: the sign-up never fails
 * because of a referral. Returns whether the sign-up was attributed.
 */
export async function attributeReferral(
  db: DbOrTx,
  input: { userId: string; email: string; code: string | null | undefined; at: Date },
): Promise<boolean> {
  const code = input.code?.trim().toUpperCase();
  if (!code || !/^[A-Z0-9_-]{4,32}$/.test(code)) return false;
  const [affiliate] = await db
    .select({ id: affiliates.id, userId: affiliates.userId, status: affiliates.status, email: users.email })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.code, code))
    .limit(1);
  if (affiliate?.status !== 'active') return false;
  if (affiliate.userId === input.userId || canonicalEmail(affiliate.email) === canonicalEmail(input.email)) {
    return false;
  }
  const inserted = await db
    .insert(affiliateReferrals)
    .values({ affiliateId: affiliate.id, referredUserId: input.userId, createdAt: input.at })
    .onConflictDoNothing()
    .returning({ id: affiliateReferrals.id });
  return inserted.length > 0;
}

/** "Jana N." */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return [firstName.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ') || '—';
}

export interface PaidInvoice {
  /** The customer who paid. */
  userId: string;
  invoiceId: string;
  /** The invoice amount without VAT, in minor units (the invoice's `subtotal`). */
  netAmountMinor: number;
  currency: Currency;
  paidAt: Date;
}

/**
 * The commission for a paid invoice of a referred customer: call it from billing, in the transaction that marks the
 * invoice paid. Nothing happens when the customer was not referred, the affiliate is suspended or is the customer,
 * or the invoice already earned a commission (replayed events). Returns the commission id, or null.
 */
export async function recordCommissionForPaidInvoice(
  db: DbOrTx,
  invoice: PaidInvoice,
  settings: AffiliateSettings,
): Promise<string | null> {
  if (invoice.netAmountMinor <= 0) return null;
  const [referral] = await db
    .select({ affiliate: affiliates, firstName: users.firstName, lastName: users.lastName })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .innerJoin(users, eq(users.id, affiliateReferrals.referredUserId))
    .where(eq(affiliateReferrals.referredUserId, invoice.userId))
    .limit(1);
  if (referral?.affiliate.status !== 'active' || referral.affiliate.userId === invoice.userId) return null;
  const rate = rateOf(referral.affiliate, settings);
  const amountMinor = Math.round((invoice.netAmountMinor * rate) / 100);
  if (amountMinor <= 0) return null;
  const [row] = await db
    .insert(affiliateCommissions)
    .values({
      affiliateId: referral.affiliate.id,
      referredUserId: invoice.userId,
      customerLabel: shortName(referral.firstName, referral.lastName),
      invoiceId: invoice.invoiceId,
      currency: invoice.currency,
      baseAmountMinor: invoice.netAmountMinor,
      amountMinor,
      rate,
      createdAt: invoice.paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateCommissions.id });
  return row?.id ?? null;
}

interface BalanceRow {
  currency: Currency;
  earned: number;
  paid: number;
  available: number;
}

async function balances(db: DbOrTx, affiliateId: string): Promise<BalanceRow[]> {
  const rows = await db
    .select({
      currency: affiliateCommissions.currency,
      earned: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}), 0)`,
      paid: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}) filter (where ${affiliatePayouts.status} = 'paid'), 0)`,
      available: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}) filter (where ${affiliateCommissions.payoutId} is null), 0)`,
    })
    .from(affiliateCommissions)
    .leftJoin(affiliatePayouts, eq(affiliatePayouts.id, affiliateCommissions.payoutId))
    .where(eq(affiliateCommissions.affiliateId, affiliateId))
    .groupBy(affiliateCommissions.currency);
  return rows.map((r) => ({
    currency: r.currency,
    earned: Number(r.earned),
    paid: Number(r.paid),
    available: Number(r.available),
  }));
}

export async function dashboard(
  db: DbOrTx,
  row: AffiliateRow,
  settings: AffiliateSettings,
  publicUrl: string,
): Promise<AffiliateDashboard> {
  const [counts] = await db
    .select({
      signups: sql<string>`(select count(*) from ${affiliateReferrals} where ${affiliateReferrals.affiliateId} = ${row.id})`,
      paying: sql<string>`(select count(distinct ${affiliateCommissions.referredUserId}) from ${affiliateCommissions} where ${affiliateCommissions.affiliateId} = ${row.id})`,
    })
    .from(affiliates)
    .where(eq(affiliates.id, row.id));
  const perCurrency = await balances(db, row.id);
  if (!perCurrency.some((b) => b.currency === 'CZK'))
    perCurrency.unshift({ currency: 'CZK', earned: 0, paid: 0, available: 0 });
  const pendingPayouts = await db
    .select({ currency: affiliatePayouts.currency })
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.affiliateId, row.id), eq(affiliatePayouts.status, 'requested')));
  const balanceList: AffiliateBalance[] = perCurrency.map((b) => {
    const minimum = settings.minimumPayout[b.currency];
    return {
      currency: b.currency,
      earned: toMajor(b.earned),
      pending: toMajor(b.earned - b.paid),
      paid: toMajor(b.paid),
      available: toMajor(b.available),
      minimumPayout: minimum,
      canRequestPayout:
        row.status === 'active' &&
        b.available > 0 &&
        toMajor(b.available) >= minimum &&
        !pendingPayouts.some((p) => p.currency === b.currency),
    };
  });

  const referralRows = await db
    .select({
      id: affiliateReferrals.id,
      firstName: users.firstName,
      lastName: users.lastName,
      joinedAt: affiliateReferrals.createdAt,
      paying: exists(
        db
          .select({ one: sql`1` })
          .from(affiliateCommissions)
          .where(
            and(
              eq(affiliateCommissions.affiliateId, row.id),
              eq(affiliateCommissions.referredUserId, affiliateReferrals.referredUserId),
            ),
          ),
      ),
    })
    .from(affiliateReferrals)
    .innerJoin(users, eq(users.id, affiliateReferrals.referredUserId))
    .where(eq(affiliateReferrals.affiliateId, row.id))
    .orderBy(desc(affiliateReferrals.createdAt))
    .limit(20);

  const commissionRows = await db
    .select({ commission: affiliateCommissions, payoutStatus: affiliatePayouts.status })
    .from(affiliateCommissions)
    .leftJoin(affiliatePayouts, eq(affiliatePayouts.id, affiliateCommissions.payoutId))
    .where(eq(affiliateCommissions.affiliateId, row.id))
    .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
    .limit(50);

  const payoutRows = await db
    .select()
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.affiliateId, row.id))
    .orderBy(desc(affiliatePayouts.requestedAt))
    .limit(50);

  return {
    affiliate: toAffiliate(row, settings, publicUrl),
    programme: { ...programme(settings), commissionRate: rateOf(row, settings) },
    stats: {
      clicks: Number(row.clicks),
      signups: Number(counts?.signups ?? 0),
      payingCustomers: Number(counts?.paying ?? 0),
    },
    balances: balanceList,
    referrals: referralRows.map((r) => ({
      id: r.id,
      name: shortName(r.firstName, r.lastName),
      joinedAt: r.joinedAt.toISOString(),
      paying: Boolean(r.paying),
    })),
    commissions: commissionRows.map(({ commission: c, payoutStatus }) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      currency: c.currency,
      baseAmount: toMajor(c.baseAmountMinor),
      amount: toMajor(c.amountMinor),
      rate: Number(c.rate),
      status: c.payoutId === null ? 'available' : payoutStatus === 'paid' ? 'paid' : 'requested',
      customer: c.customerLabel,
    })),
    payouts: payoutRows.map((p) => ({
      id: p.id,
      currency: p.currency,
      amount: toMajor(p.amountMinor),
      status: p.status,
      requestedAt: p.requestedAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
  };
}
