import { z } from 'zod';
import { languageSchema } from './auth';
import { causeParamsSchema } from './cause-params-schema';
import { notificationEventTypeSchema } from './notification-events';

// The JSON a webhook channel receives (POST, `Content-Type: application/json`). Headers:
// - `X-Hlidka-Event`: the event type;
// - `X-Hlidka-Delivery` and `Idempotency-Key`: the delivery's dedup key — the same for every retry of one message, so a
//   receiver that stores it drops repeats (delivery is at least once: a crash between the send and its record resends);
// - `X-Hlidka-Timestamp`: Unix seconds of this attempt;
// - `X-Hlidka-Signature` (only with a secret): `v1=` + hex HMAC-SHA256 of `<timestamp>.<raw body>` keyed with the
//   secret. Verify it with a constant-time comparison and refuse timestamps older than 5 minutes.

export const WEBHOOK_HEADERS = {
  event: 'x-hlidka-event',
  delivery: 'x-hlidka-delivery',
  idempotencyKey: 'idempotency-key',
  timestamp: 'x-hlidka-timestamp',
  signature: 'x-hlidka-signature',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

export const webhookPayloadSchema = z
  .object({
    /** The dedup key (equals the X-Hlidka-Delivery header). */
    id: z.string(),
    event: notificationEventTypeSchema,
    /** True for "send test" from the channel settings. */
    test: z.boolean(),
    occurredAt: isoDateTime,
    /** Language of `message`. */
    language: languageSchema,
    website: z.object({ id: z.uuid(), name: z.string(), url: z.string() }).nullable(),
    incident: z
      .object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(['open', 'acknowledged', 'resolved']),
        /** Result code of the first failing check (`timeout`, `status`, `dns`…). */
        causeCode: z.string().nullable(),
        /** The values the cause is worded with (the status code, an assertion's expected and actual value…). */
        causeParams: causeParamsSchema,
        /** The failure reason, translated, with its values. */
        cause: z.string().nullable(),
        /** `{PUBLIC_URL}/incidents/{id}`. */
        url: z.string(),
      })
      .nullable(),
    /** The same text other channels get, plain (no markup). */
    message: z.object({ subject: z.string(), text: z.string() }),
  })
  .meta({
    id: 'WebhookPayload',
    description:
      'Body of a webhook delivery. Headers: X-Hlidka-Event, X-Hlidka-Delivery and Idempotency-Key (dedup key, same for ' +
      'every retry), X-Hlidka-Timestamp (Unix seconds), X-Hlidka-Signature `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>` ' +
      'when the channel has a secret.',
  });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
