import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { noteOutboxWrite } from '../../events/outbox-writes';
import type { CheckOutcome } from '../results/writer';

/**
 * One `domain.expiring` outbox row per registration expiry date: when a domain check finds the registration within the
 * website's warning days and it is not the expiry already warned about, the website remembers it and the notifications
 * worker gets the event. A renewed domain (a later expiry date) that nears expiry again warns again; paused websites do
 * not warn. Runs in the results' transaction, like the certificate warnings (tls-expiry.ts).
 */
export async function recordDomainExpiryWarnings(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date) {
  const latest = new Map<string, NonNullable<CheckOutcome['domainExpiry']>>();
  for (const outcome of outcomes) if (outcome.domainExpiry) latest.set(outcome.websiteId, outcome.domainExpiry);
  for (const [websiteId, expiry] of latest) {
    const expiresAt = new Date(expiry.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) continue;
    const [website] = await tx
      .update(websites)
      .set({ domainWarnedExpiresAt: expiresAt })
      .where(
        and(
          eq(websites.id, websiteId),
          ne(websites.status, 'paused'),
          or(isNull(websites.domainWarnedExpiresAt), ne(websites.domainWarnedExpiresAt, expiresAt)),
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
      type: 'domain.expiring',
      payload: {
        websiteId: website.id,
        websiteName: website.name,
        websiteUrl: website.url,
        ownerId: website.ownerId,
        teamId: website.teamId,
        at: now.toISOString(),
        domain: { expiresAt: expiresAt.toISOString(), daysLeft: expiry.daysLeft },
      },
      createdAt: now,
    });
    noteOutboxWrite();
  }
}
