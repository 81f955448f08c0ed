import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import type { CheckOutcome } from '../results/outcome';

/** What nears its end (a certificate, a domain registration): its event, where a website remembers it, its payload. */
export interface ExpiryKind {
  type: 'tls.expiring' | 'domain.expiring';
  /** The expiry an outcome reports (ISO 8601) and the days left, if it reports one within the warning days. */
  of(outcome: CheckOutcome): { date: string; daysLeft: number } | undefined;
  /** The website column holding the expiry last warned about. */
  column: 'tlsWarnedValidTo' | 'domainWarnedExpiresAt';
  /** The payload's part about this expiry. */
  payload(date: Date, daysLeft: number): Record<string, unknown>;
}

/**
 * One outbox row per expiry date: when a check finds an expiry within the website's warning days and it is not the one
 * already warned about, the website remembers it and the notifications worker gets the event. A renewal that later
 * nears its end warns again; paused websites do not warn. Runs in the results' transaction.
 */
export async function recordExpiryWarnings(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date, kind: ExpiryKind) {
  const latest = new Map<string, { date: string; daysLeft: number }>();
  for (const outcome of outcomes) {
    const expiry = kind.of(outcome);
    if (expiry) latest.set(outcome.websiteId, expiry);
  }
  const column = websites[kind.column];
  for (const [websiteId, expiry] of latest) {
    const date = new Date(expiry.date);
    if (Number.isNaN(date.getTime())) continue;
    const [website] = await tx
      .update(websites)
      .set({ [kind.column]: date })
      .where(and(eq(websites.id, websiteId), ne(websites.status, 'paused'), or(isNull(column), ne(column, date))))
      .returning({
        id: websites.id,
        name: websites.name,
        url: websites.url,
        ownerId: websites.ownerId,
        teamId: websites.teamId,
      });
    if (!website) continue;
    await tx.insert(outbox).values({
      type: kind.type,
      payload: {
        websiteId: website.id,
        websiteName: website.name,
        websiteUrl: website.url,
        ownerId: website.ownerId,
        teamId: website.teamId,
        at: now.toISOString(),
        ...kind.payload(date, expiry.daysLeft),
      },
      createdAt: now,
    });
  }
}
