import type { Currency, Payout } from '@hlidka/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type AffiliateRow, affiliateCommissions, affiliatePayouts, affiliates } from '../../db/schema/affiliate';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { belowMinimumMessage, affiliateMessages as m } from './messages';
import { toMajor } from './money';
import type { AffiliateSettings } from './service';
import { auditAffiliate } from './service';

/**
 * Request a payout of everything available in one currency: at least the configured minimum, one pending request
 * per currency. The affiliate row is locked, so two requests at once cannot both take the same commissions.
 */
export async function requestPayout(
  db: Db,
  input: { affiliate: AffiliateRow; currency: Currency; settings: AffiliateSettings; now: Date },
): Promise<Payout> {
  const { currency, settings, now } = input;
  if (input.affiliate.status !== 'active') throw new AppError('FORBIDDEN', m.suspended);
  return db.transaction(async (tx) => {
    const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.id, input.affiliate.id)).for('update');
    if (!affiliate) throw new AppError('NOT_FOUND', m.notRegistered);
    const [pending] = await tx
      .select({ id: affiliatePayouts.id })
      .from(affiliatePayouts)
      .where(
        and(
          eq(affiliatePayouts.affiliateId, affiliate.id),
          eq(affiliatePayouts.currency, currency),
          eq(affiliatePayouts.status, 'requested'),
        ),
      )
      .limit(1);
    if (pending) throw new AppError('CONFLICT', m.payoutPending);
    const available = and(
      eq(affiliateCommissions.affiliateId, affiliate.id),
      eq(affiliateCommissions.currency, currency),
      isNull(affiliateCommissions.payoutId),
    );
    const [sum] = await tx
      .select({ minor: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}), 0)` })
      .from(affiliateCommissions)
      .where(available);
    const availableMinor = Number(sum?.minor ?? 0);
    const minimum = settings.minimumPayout[currency];
    if (availableMinor <= 0 || toMajor(availableMinor) < minimum) {
      const message = belowMinimumMessage(minimum, toMajor(availableMinor), currency);
      throw new AppError('VALIDATION_ERROR', message, { errors: { currency: [message] } });
    }
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId: affiliate.id,
        currency,
        amountMinor: availableMinor,
        status: 'requested',
        payout: affiliate.payout,
        requestedAt: now,
      })
      .returning();
    if (!payout) throw new Error('payout insert returned nothing');
    await tx.update(affiliateCommissions).set({ payoutId: payout.id }).where(available);
    await auditAffiliate(tx, 'payout_request', null, affiliate, {
      payoutId: payout.id,
      currency: payout.currency,
      amount: toMajor(payout.amountMinor),
    });
    return {
      id: payout.id,
      currency: payout.currency,
      amount: toMajor(payout.amountMinor),
      status: payout.status,
      requestedAt: payout.requestedAt.toISOString(),
      paidAt: null,
    };
  });
}

/**
 * Settle a payout (an operator's action; there is no admin screen yet): `paid` keeps its commissions paid out,
 * `rejected` makes them available again.
 */
export async function settlePayout(db: Db, payoutId: string, outcome: 'paid' | 'rejected', now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(affiliatePayouts)
      .set({ status: outcome, paidAt: outcome === 'paid' ? now : null })
      .where(and(eq(affiliatePayouts.id, payoutId), eq(affiliatePayouts.status, 'requested')));
    if (outcome === 'rejected') {
      await tx.update(affiliateCommissions).set({ payoutId: null }).where(eq(affiliateCommissions.payoutId, payoutId));
    }
  });
}
