import { plainBody, type RenderedMessage } from '../render/render';
import { deliverJson } from './http';
import type { Sender } from './types';

/** Pushover's message (plain text, `html` off): high priority (bypasses quiet hours) for an outage. */
export function pushoverPayload(keys: { appToken: string; userKey: string }, message: RenderedMessage) {
  return {
    token: keys.appToken,
    user: keys.userKey,
    title: message.subject.slice(0, 250),
    message: plainBody(message).slice(0, 1024) || message.subject,
    priority: message.tone === 'danger' ? 1 : 0,
    ...(message.link ? { url: message.link.url, url_title: message.link.label } : {}),
  };
}

export const pushoverSender: Sender<'pushover'> = {
  type: 'pushover',
  // The API base is the operator's (PUSHOVER_API_URL), not user input: not subject to the target rules.
  send: ({ config, message, options }) =>
    deliverJson(`${options.apiUrls.pushover}/1/messages.json`, pushoverPayload(config, message), {
      allowPrivateTargets: true,
      timeoutMs: options.timeoutMs,
    }),
};
