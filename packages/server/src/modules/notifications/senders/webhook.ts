import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookPayload } from '@hlidka/contract';
import { incidentTitle } from '../../../monitoring/incidents/messages';
import { plainBody } from '../render/render';
import { failureOf, postJson, resultOf } from './http';
import type { Sender, SenderConfigs, SendInput } from './types';

/** `v1=` + hex HMAC-SHA256 of `<timestamp>.<body>` (see WebhookPayload in the contract). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function webhookPayload(input: SendInput<unknown>): WebhookPayload {
  const { payload, message, dedupKey } = input;
  return {
    id: dedupKey,
    event: payload.event as WebhookPayload['event'],
    test: payload.test === true,
    occurredAt: payload.at,
    language: message.language,
    website: payload.website,
    incident: payload.incident
      ? {
          id: payload.incident.id,
          title: incidentTitle(
            message.language,
            { name: payload.website?.name ?? '', url: payload.website?.url ?? '', type: payload.websiteType ?? '' },
            payload.incident.causeCode,
          ),
          status: payload.incident.status,
          causeCode: payload.incident.causeCode,
          causeParams: payload.incident.causeParams ?? {},
          cause: message.cause,
          url: message.link?.url ?? '',
        }
      : null,
    message: { subject: message.subject, text: plainBody(message) },
  };
}

export const webhookSender: Sender<'webhook'> = {
  type: 'webhook',
  async send(input: SendInput<SenderConfigs['webhook']>) {
    const body = JSON.stringify(webhookPayload(input));
    const timestamp = Math.floor(input.options.now.getTime() / 1000);
    const headers: Record<string, string> = {
      [WEBHOOK_HEADERS.event]: input.payload.event,
      [WEBHOOK_HEADERS.delivery]: input.dedupKey,
      [WEBHOOK_HEADERS.idempotencyKey]: input.dedupKey,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    };
    if (input.config.secret)
      headers[WEBHOOK_HEADERS.signature] = webhookSignature(input.config.secret, timestamp, body);
    try {
      const answer = await postJson(input.config.url, body, {
        allowPrivateTargets: input.options.allowPrivateTargets,
        timeoutMs: input.options.timeoutMs,
        headers,
      });
      return resultOf(answer);
    } catch (error) {
      return failureOf(error);
    }
  },
};
