import type { DeliveryPayload } from '../../../db/schema/notifications';
import type { NewDelivery } from './insert';

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
 * One event reaches one address at most once, whatever path it came by: the personal e-mail of any recipient (sent
 * now), then e-mail channels in order, then status pages' subscribers (an address subscribed to two pages that show
 * the website hears once). A channel whose every address is already reached is left out; one reached in part skips
 * those addresses when it is sent (`skipAddresses`); a subscriber already reached is left out. Digest items go in
 * another round and are kept. An unconfirmed address counts as reached only by a path that can deliver to it.
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
