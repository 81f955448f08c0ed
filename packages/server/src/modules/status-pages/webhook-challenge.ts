import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/types';
import { insertDeliveries } from '../notifications/delivery/insert';
import { subscriberDedupKey } from './subscriber-notices';

// A webhook subscriber proves that the URL wants Hlídka's messages: the first POST it gets carries a random challenge
// and the receiver answers 2xx with it echoed (the whole body, or JSON `{"challenge": "…"}`). Nothing else is sent to
// the URL before; the challenge itself goes through the delivery pipeline (retries and backoff like every delivery).

/** Whether a receiver's answer echoes the challenge: as the whole body, or as JSON `{"challenge": "…"}`. */
export function echoesChallenge(body: string, challenge: string): boolean {
  if (body.trim() === challenge) return true;
  try {
    return (JSON.parse(body) as { challenge?: unknown })?.challenge === challenge;
  } catch {
    return false;
  }
}

/** Queue a fresh challenge for an unconfirmed webhook subscriber; the pipeline sends it within a second or so. */
export async function requestWebhookConfirmation(
  db: DbOrTx,
  subscriber: { id: string; pageId: string },
  now: Date,
): Promise<void> {
  const challenge = randomBytes(24).toString('base64url');
  await insertDeliveries(
    db,
    [
      {
        dedupKey: subscriberDedupKey(subscriber.id, 'challenge', challenge),
        userId: null,
        subscriberId: subscriber.id,
        channelId: null,
        kind: 'subscriber',
        purpose: 'challenge',
        event: 'subscription.challenge',
        payload: {
          event: 'subscription.challenge',
          at: now.toISOString(),
          website: null,
          incident: null,
          actorName: null,
          statusPage: { pageId: subscriber.pageId, event: 'subscription.challenge', challenge },
        },
        notificationId: null,
        incidentId: null,
        websiteId: null,
        nextAttemptAt: now,
      },
    ],
    now,
  );
}
