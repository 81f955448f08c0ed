import webPush from 'web-push';
import { plainBody, type RenderedMessage } from '../render/render';
import { failureOf, guardedRequest, resultOf } from './http';
import type { Sender, SendInput, SendResult } from './types';

/** How long a push service keeps a message for a browser that is offline: an alert older than a day is stale. */
export const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What the app's service worker shows (public/push-handler.js): title, text, where a click leads, one per tag. */
export function webPushPayload(input: Pick<SendInput<unknown>, 'message' | 'payload' | 'dedupKey' | 'options'>) {
  const { message, payload, dedupKey, options } = input;
  return {
    title: message.subject.slice(0, 200),
    body: plainBody(message).slice(0, 1000),
    url: message.link?.url ?? `${options.publicUrl}/incidents`,
    tag: payload.incident?.id ?? dedupKey,
    tone: message.tone satisfies RenderedMessage['tone'],
  };
}

/**
 * The message encrypted for the subscription (RFC 8291) and signed with the installation's VAPID key (RFC 8292) by
 * `web-push`, sent through our guarded request (the endpoint follows the target rules like any URL we send to). A
 * 404 or 410 means the browser's subscription is gone: not retried, and the channel is marked expired.
 */
export const webPushSender: Sender<'webpush'> = {
  type: 'webpush',
  async send(input) {
    const { config, message, options } = input;
    try {
      const keys = await options.webPush.keys();
      const details = webPush.generateRequestDetails(
        { endpoint: config.endpoint, keys: { p256dh: config.p256dh, auth: config.auth } },
        JSON.stringify(webPushPayload(input)),
        {
          vapidDetails: { subject: options.webPush.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: WEB_PUSH_TTL_SECONDS,
          urgency: message.tone === 'danger' ? 'high' : 'normal',
        },
      );
      const answer = await guardedRequest(details.endpoint, {
        allowPrivateTargets: options.allowPrivateTargets,
        timeoutMs: options.timeoutMs,
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
      });
      if (answer.status === 404 || answer.status === 410) return expired(answer.status);
      return resultOf(answer);
    } catch (error) {
      return failureOf(error);
    }
  },
};

function expired(status: number): SendResult {
  return {
    ok: false,
    responseCode: status,
    error: { code: 'subscription_expired', message: `HTTP ${status}: the browser's push subscription has expired` },
    retryable: false,
    gone: true,
  };
}
