import { plainBody, type RenderedMessage } from '../render/render';
import { deliverJson } from './http';
import type { Sender } from './types';

/** Gotify priorities (0 … 10; 8 and above may ring through do-not-disturb on Android) by the message's tone. */
const priorities = { danger: 8, warning: 5, success: 4, info: 2 } as const;

/** Gotify's message: plain text (its markdown extra is not asked for), the incident link as the click action. */
export function gotifyPayload(message: RenderedMessage) {
  return {
    title: message.subject,
    message: plainBody(message),
    priority: priorities[message.tone],
    extras: {
      'client::display': { contentType: 'text/plain' },
      ...(message.link ? { 'client::notification': { click: { url: message.link.url } } } : {}),
    },
  };
}

export const gotifySender: Sender<'gotify'> = {
  type: 'gotify',
  send: ({ config, message, options }) =>
    deliverJson(`${config.serverUrl.replace(/\/+$/, '')}/message`, gotifyPayload(message), {
      allowPrivateTargets: options.allowPrivateTargets,
      timeoutMs: options.timeoutMs,
      headers: { 'x-gotify-key': config.appToken },
    }),
};
