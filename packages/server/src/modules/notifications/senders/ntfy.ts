import { plainBody, type RenderedMessage } from '../render/render';
import { deliverJson } from './http';
import type { Sender } from './types';

/** ntfy priorities (1 min … 5 max) and tags (emoji shortcodes) by the message's tone. */
const priorities = { danger: 5, warning: 4, success: 3, info: 3 } as const;
const tags = { danger: 'rotating_light', warning: 'warning', success: 'white_check_mark', info: 'information_source' };

/** ntfy's JSON publish: plain text (markdown off), so nothing needs escaping; the incident link as the click action. */
export function ntfyPayload(topic: string, message: RenderedMessage) {
  return {
    topic,
    title: message.subject,
    message: plainBody(message),
    priority: priorities[message.tone],
    tags: [tags[message.tone]],
    ...(message.link ? { click: message.link.url } : {}),
  };
}

export const ntfySender: Sender<'ntfy'> = {
  type: 'ntfy',
  send: ({ config, message, options }) =>
    deliverJson(`${config.serverUrl.replace(/\/+$/, '')}/`, ntfyPayload(config.topic, message), {
      allowPrivateTargets: options.allowPrivateTargets,
      timeoutMs: options.timeoutMs,
      ...(config.token ? { headers: { authorization: `Bearer ${config.token}` } } : {}),
    }),
};
