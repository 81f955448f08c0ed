import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type PaymentMethodRow, paymentMethods } from '../../db/schema/billing';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { auditPaymentMethod } from './audit';
import { billingMessages } from './messages';
import { saveCard } from './webhook/handle';

/** The user's saved cards, the default first. */
export function listPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
}

/** One of the user's cards; 404 for another user's. */
export async function findPaymentMethod(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', billingMessages.paymentMethodNotFound);
  return row;
}

/** Make one of the user's cards the default (and no other). */
export async function makeDefaultPaymentMethod(tx: DbOrTx, userId: string, id: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id), eq(paymentMethods.isDefault, true)));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
}

/** Save a card the provider attached to the user's customer, the default when asked (or when it is the first). */
export async function addPaymentMethod(
  db: Db,
  input: { provider: string; userId: string; object: unknown; makeDefault: boolean; now: Date },
): Promise<PaymentMethodRow> {
  return db.transaction(async (tx) => {
    const saved = await saveCard(tx, input.provider, input.userId, input.object, input.now);
    if (!saved) throw new AppError('NOT_FOUND', billingMessages.paymentMethodNotFound);
    const row = input.makeDefault && !saved.isDefault ? { ...saved, isDefault: true } : saved;
    if (row !== saved) await makeDefaultPaymentMethod(tx, input.userId, saved.id);
    await auditPaymentMethod(tx, input.userId, 'create', null, row);
    return row;
  });
}
