import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { noteOutboxWrite } from '../../events/outbox-writes';
import type { CheckOutcome } from '../results/writer';

/**
 * One `tls.expiring` outbox row per certificate: when a check finds the certificate within the website's warning days
 * and it is not the certificate already warned about, the website remembers its expiry and the notifications worker
 * gets the event. A renewed certificate that later nears expiry warns again. Runs in the results' transaction.
 */
export async function recordTlsExpiryWarnings(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date) {
  const latest = new Map<string, NonNullable<CheckOutcome['tlsExpiry']>>();
  for (const outcome of outcomes) if (outcome.tlsExpiry) latest.set(outcome.websiteId, outcome.tlsExpiry);
  for (const [websiteId, expiry] of latest) {
    const validTo = new Date(expiry.validTo);
    if (Number.isNaN(validTo.getTime())) continue;
    const [website] = await tx
      .update(websites)
      .set({ tlsWarnedValidTo: validTo })
      .where(
        and(
          eq(websites.id, websiteId),
          ne(websites.status, 'paused'),
          or(isNull(websites.tlsWarnedValidTo), ne(websites.tlsWarnedValidTo, validTo)),
        ),
      )
      .returning({
        id: websites.id,
        name: websites.name,
        url: websites.url,
        ownerId: websites.ownerId,
        teamId: websites.teamId,
      });
    if (!website) continue;
    await tx.insert(outbox).values({
      type: 'tls.expiring',
      payload: {
        websiteId: website.id,
        websiteName: website.name,
        websiteUrl: website.url,
        ownerId: website.ownerId,
        teamId: website.teamId,
        at: now.toISOString(),
        certificate: { validTo: validTo.toISOString(), daysLeft: expiry.daysLeft },
      },
      createdAt: now,
    });
    noteOutboxWrite();
  }
}
