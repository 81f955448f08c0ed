import { z } from 'zod';

// What notifications are about, shared by channels, rules, user settings and the webhook payload (issue 7).

/**
 * Events a rule or a user setting can choose. `incident.*` come from the incident engine, `website.paused` when a
 * website is paused, `tls.expiring` when a certificate is within the website's `tlsWarnDays`, `domain.expiring` when a
 * domain's registration is within the website's `domainWarnDays`, `heartbeat.missed` when a heartbeat website's incident
 * opens, `website.degraded` when a website turns slower than its response-time budget and
 * `website.recovered_performance` when it is within it again (both off unless chosen), `website.changed` when a
 * watched value (content, certificate, addresses, DNS records) differs from the accepted one, `summary.weekly` once a week
 * (Monday 08:00 in the recipient's time zone).
 */
export const notificationEventTypes = [
  'incident.opened',
  'incident.acknowledged',
  'incident.resolved',
  'tls.expiring',
  'domain.expiring',
  'heartbeat.missed',
  'website.paused',
  'website.degraded',
  'website.recovered_performance',
  'website.changed',
  'summary.weekly',
] as const;
export const notificationEventTypeSchema = z.enum(notificationEventTypes).meta({ id: 'NotificationEventType' });
export type NotificationEventType = z.infer<typeof notificationEventTypeSchema>;

/** An IANA time zone such as Europe/Prague. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone', params: { cs: 'Neznámé časové pásmo.', en: 'Unknown time zone.' } },
  )
  .meta({ id: 'TimeZone' });

/** State of one delivery (one message to one channel): waiting or retrying, delivered, given up, or cancelled (the incident was acknowledged or resolved before a re-notification went out, or the channel was deleted). */
export const deliveryStatusSchema = z.enum(['pending', 'sent', 'failed', 'cancelled']).meta({ id: 'DeliveryStatus' });
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** Why a send failed, with a code the app can translate and the server's message in the request's language. */
export const deliveryErrorSchema = z
  .object({
    /** `timeout`, `refused`, `dns`, `http_status`, `private_target`, `smtp`, `invalid_response`, `disabled`… */
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: 'DeliveryError' });
export type DeliveryError = z.infer<typeof deliveryErrorSchema>;

/** One try of sending one message. */
export const deliveryAttemptSchema = z
  .object({
    at: isoDateTime,
    ok: z.boolean(),
    /** HTTP status of the receiver (SMTP reply code for e-mail); null when no answer came. */
    responseCode: z.number().int().nullable(),
    error: deliveryErrorSchema.nullable(),
    durationMs: z.number().int().nonnegative(),
  })
  .meta({ id: 'DeliveryAttempt' });
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** A message to one channel, with every attempt (newest last). Retried with backoff for up to 24 h. */
export const deliverySchema = z
  .object({
    id: z.uuid(),
    channelId: z.uuid().nullable(),
    event: notificationEventTypeSchema,
    /** Sent as `X-Hlidka-Delivery` / `Idempotency-Key` so a receiver can drop a repeat. */
    dedupKey: z.string(),
    status: deliveryStatusSchema,
    incidentId: z.uuid().nullable(),
    websiteId: z.uuid().nullable(),
    createdAt: isoDateTime,
    /** When the next attempt is due (pending only). */
    nextAttemptAt: isoDateTime.nullable(),
    sentAt: isoDateTime.nullable(),
    attempts: z.array(deliveryAttemptSchema),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof deliverySchema>;
