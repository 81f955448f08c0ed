import { and, eq } from 'drizzle-orm';
import { billingCustomers } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import type { PaymentProvider } from './provider/types';

/** The user's customer at the provider, created there on first use. */
export async function ensureCustomer(db: Db, provider: PaymentProvider, userId: string): Promise<string> {
  const existing = await customerOf(db, provider.name, userId);
  if (existing) return existing;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error('user not found');
  const customerId = await provider.createCustomer({
    userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  });
  await db.insert(billingCustomers).values({ userId, provider: provider.name, customerId }).onConflictDoNothing();
  // Two first uses at once: both created a customer; the first one stored wins.
  return (await customerOf(db, provider.name, userId)) ?? customerId;
}

export async function customerOf(db: Db, provider: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId ?? null;
}
