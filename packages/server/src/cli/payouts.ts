import { and, asc, eq } from 'drizzle-orm';
import { affiliatePayouts, affiliates } from '../db/schema/affiliate';
import { users } from '../db/schema/users';
import type { Database } from '../db/types';
import { settlePayout } from '../modules/affiliate/payouts';

/** `hlidka payouts`: affiliate payout requests waiting to be paid, one line each. */
export async function listRequestedPayouts(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ payout: affiliatePayouts, email: users.email, code: affiliates.code })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliatePayouts.status, 'requested'))
    .orderBy(asc(affiliatePayouts.requestedAt));
  return rows.map(({ payout, email, code }) => {
    const details = payout.payout;
    const account = details.method === 'iban' ? `IBAN ${details.iban}` : `account ${details.accountNumber}`;
    const amount = (payout.amountMinor / 100).toFixed(2);
    return `${payout.id}  ${payout.requestedAt.toISOString()}  ${amount} ${payout.currency}  ${email} (${code})  ${details.accountHolder}, ${account}`;
  });
}

/** `hlidka settle-payout --id ID --outcome paid|rejected`: a rejected payout's commissions become available again. */
export async function runSettlePayout(
  database: Database,
  args: { id?: string | undefined; outcome?: string | undefined },
): Promise<void> {
  if (!args.id || !/^[0-9a-f-]{36}$/i.test(args.id)) throw new Error('--id must be the id of a payout request');
  if (args.outcome !== 'paid' && args.outcome !== 'rejected') throw new Error('--outcome must be paid or rejected');
  const [pending] = await database.db
    .select({ id: affiliatePayouts.id })
    .from(affiliatePayouts)
    .where(and(eq(affiliatePayouts.id, args.id), eq(affiliatePayouts.status, 'requested')));
  if (!pending) throw new Error(`No pending payout request ${args.id}`);
  await settlePayout(database.db, pending.id, args.outcome, new Date());
}
