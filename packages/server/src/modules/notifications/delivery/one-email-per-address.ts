import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type DeliveryPayload, notificationDeliveries } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import { insertedDeliveries, type NewDelivery } from './insert';
import { refreshNotificationStatus } from './status';

/** A delivery of one outbox row before the e-mail addresses of all its recipients are compared. */
export interface PlannedDelivery extends NewDelivery {
  /** Where an e-mail goes: the account's address, or every address of an e-mail channel (confirmed or not). */
  email?: { addresses: string[]; confirmed: string[] };
}

/** The payload of an e-mail channel's delivery: addresses that get the same event by another path are left out. */
export interface EmailDeliveryPayload extends DeliveryPayload {
  skipAddresses?: string[];
}

/** Addresses compare without case and surrounding spaces (that is how people type them). */
export const addressKey = (address: string) => address.trim().toLowerCase();

/**
 * The slot of one incident event's e-mail to one address, which a unique index (status pending or sent) lets one
 * delivery hold: the personal e-mail of the event and the e-mail of the escalation policy's first step (same incident,
 * same event, same address) compete for it. A later step is an escalation of its own and holds none.
 */
export function emailSlot(
  delivery: Pick<NewDelivery, 'incidentId' | 'event' | 'payload'>,
  address: string,
): string | null {
  if (!delivery.incidentId || delivery.payload.escalation) return null;
  return `${delivery.incidentId}:${delivery.event}:${addressKey(address)}`;
}

/**
 * One event reaches one address at most once, whatever path it came by: the personal e-mail of any recipient (sent
 * now), then e-mail channels in order, then status pages' subscribers (an address subscribed to two pages that show
 * the website hears once). A channel whose every address is already reached is left out; one reached in part skips
 * those addresses when it is sent (`skipAddresses`); a subscriber already reached is left out. Digest items go in
 * another round and are kept. An unconfirmed address counts as reached only by a path that can deliver to it.
 *
 * An escalation policy's steps are planned in another transaction (maybe another process, before or after this one),
 * so against them the database decides: a personal e-mail of an incident event holds its `emailSlot`, and is not
 * written when the first step's e-mail to the same address already holds it (see `insertStepDeliveries`).
 */
export function oneEmailPerAddress(planned: readonly PlannedDelivery[]): NewDelivery[] {
  const reached = new Set<string>();
  for (const delivery of planned) {
    if (delivery.kind === 'account_email' && delivery.purpose === 'event') {
      for (const address of delivery.email?.addresses ?? []) reached.add(addressKey(address));
    }
  }
  const kept: NewDelivery[] = [];
  for (const { email, ...delivery } of planned) {
    if (delivery.kind === 'subscriber' && email) {
      const fresh = email.confirmed.filter((address) => !reached.has(addressKey(address)));
      for (const address of fresh) reached.add(addressKey(address));
      if (fresh.length > 0) kept.push(delivery);
      continue;
    }
    if (delivery.kind === 'account_email' && delivery.purpose === 'event' && email?.addresses[0]) {
      kept.push({ ...delivery, emailSlot: emailSlot(delivery, email.addresses[0]) });
      continue;
    }
    if (delivery.kind !== 'channel' || !email) {
      kept.push(delivery);
      continue;
    }
    const skip = email.addresses.filter((address) => reached.has(addressKey(address)));
    for (const address of email.confirmed) reached.add(addressKey(address));
    if (email.addresses.length > 0 && skip.length === email.addresses.length) continue;
    if (skip.length === 0) {
      kept.push(delivery);
      continue;
    }
    const payload: EmailDeliveryPayload = { ...delivery.payload, skipAddresses: skip };
    kept.push({ ...delivery, payload });
  }
  return kept;
}

/**
 * Write an escalation step's deliveries; its e-mails take their slots (`emailSlot`) from the personal e-mails of the
 * same event, since the step's carries the acknowledgement link: a personal e-mail still waiting (pending, not claimed
 * by a worker) is cancelled in this transaction and the step's goes instead. One already sent, or on its way (leased),
 * keeps the slot: that address has heard of the event, and the step's e-mail to it is not written. A personal e-mail
 * written concurrently (another process's fan-out) makes the step's insert wait for its commit and find the slot held;
 * the step then cancels it and tries again. Returns how many deliveries were written.
 */
export async function insertStepDeliveries(tx: DbOrTx, rows: NewDelivery[], now: Date): Promise<number> {
  let waiting = rows;
  let written = 0;
  for (let attempt = 0; waiting.length > 0 && attempt < 3; attempt += 1) {
    const slots = waiting.flatMap((row) => (row.emailSlot ? [row.emailSlot] : []));
    const cancelled =
      slots.length === 0
        ? []
        : await tx
            .update(notificationDeliveries)
            .set({ status: 'cancelled', updatedAt: now })
            .where(
              and(
                inArray(notificationDeliveries.emailSlot, slots),
                eq(notificationDeliveries.purpose, 'event'),
                eq(notificationDeliveries.status, 'pending'),
                isNull(notificationDeliveries.leaseUntil),
              ),
            )
            .returning({ notificationId: notificationDeliveries.notificationId });
    await refreshNotificationStatus(
      tx,
      cancelled.flatMap((row) => (row.notificationId ? [row.notificationId] : [])),
    );
    if (attempt > 0 && cancelled.length === 0) break;
    const inserted = new Set(await insertedDeliveries(tx, waiting, now));
    written += inserted.size;
    // Only a slot held by another delivery keeps a row out (a step is planned once: its dedup key is new).
    waiting = waiting.filter((row) => row.emailSlot && !inserted.has(row.dedupKey));
  }
  return written;
}
