import type { WatchedItem } from '@hlidka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { valueChanges, watchedValues } from '../../db/schema/changes';
import { outbox } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import type { CheckOutcome } from '../results/outcome';
import type { Observation } from './observe';
import { changeSummary } from './summary';

type Closing = 'superseded' | 'reverted';

function closeOpen(tx: DbOrTx, websiteId: string, item: WatchedItem, status: Closing, now: Date) {
  return tx
    .update(valueChanges)
    .set({ status, closedAt: now })
    .where(and(eq(valueChanges.websiteId, websiteId), eq(valueChanges.item, item), eq(valueChanges.status, 'open')));
}

/**
 * Compares each website's latest observations in a batch with its watched values (in the results' transaction). The
 * first value of an item is accepted as it is. A value unlike the last one seen: back to the accepted one closes the
 * open change as `reverted`; another one closes it as `superseded`, opens a change from the accepted value and writes
 * one `website.changed` outbox row (the notifications pipeline words and sends it). No incident: the website is up.
 */
export async function recordChanges(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date) {
  const latest = new Map<string, Observation[]>();
  for (const outcome of outcomes) {
    if (outcome.observations && outcome.observations.length > 0 && !outcome.noData) {
      latest.set(outcome.websiteId, outcome.observations);
    }
  }
  if (latest.size === 0) return;
  const stored = await tx
    .select()
    .from(watchedValues)
    .where(inArray(watchedValues.websiteId, [...latest.keys()]));
  const byKey = new Map(stored.map((row) => [`${row.websiteId} ${row.item}`, row]));
  for (const [websiteId, observations] of latest) {
    for (const observation of observations) {
      const row = byKey.get(`${websiteId} ${observation.item}`);
      if (!row) {
        await tx
          .insert(watchedValues)
          .values({
            websiteId,
            item: observation.item,
            accepted: observation.value,
            acceptedHash: observation.hash,
            acceptedAt: now,
            seen: observation.value,
            seenHash: observation.hash,
            seenAt: now,
          })
          .onConflictDoNothing();
        continue;
      }
      if (row.seenHash === observation.hash) continue;
      await tx
        .update(watchedValues)
        .set({ seen: observation.value, seenHash: observation.hash, seenAt: now })
        .where(and(eq(watchedValues.websiteId, websiteId), eq(watchedValues.item, observation.item)));
      if (observation.hash === row.acceptedHash) {
        await closeOpen(tx, websiteId, observation.item, 'reverted', now);
        continue;
      }
      await closeOpen(tx, websiteId, observation.item, 'superseded', now);
      const [change] = await tx
        .insert(valueChanges)
        .values({
          websiteId,
          item: observation.item,
          before: row.accepted,
          after: observation.value,
          afterHash: observation.hash,
          detectedAt: now,
        })
        .returning({ id: valueChanges.id });
      const [website] = await tx
        .select({ name: websites.name, url: websites.url, ownerId: websites.ownerId, teamId: websites.teamId })
        .from(websites)
        .where(eq(websites.id, websiteId));
      if (!change || !website) continue;
      await tx.insert(outbox).values({
        type: 'website.changed',
        payload: {
          websiteId,
          websiteName: website.name,
          websiteUrl: website.url,
          ownerId: website.ownerId,
          teamId: website.teamId,
          at: now.toISOString(),
          change: { id: change.id, item: observation.item, ...changeSummary(row.accepted, observation.value) },
        },
        createdAt: now,
      });
    }
  }
}
