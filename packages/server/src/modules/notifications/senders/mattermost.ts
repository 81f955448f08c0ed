import { escapeMarkdown } from '../render/escape';
import type { RenderedMessage } from '../render/render';
import { toneColors } from './email';
import { webhookJsonSender } from './http';

/** Mattermost incoming webhook (Slack-like): a heading and one attachment; values escaped for its markdown. */
export function mattermostPayload(message: RenderedMessage) {
  return {
    text: `#### ${escapeMarkdown(message.subject)}`,
    attachments: [
      {
        fallback: message.subject,
        color: toneColors[message.tone],
        ...(message.body ? { text: escapeMarkdown(message.body) } : {}),
        fields: message.details.map((d) => ({ short: false, title: d.label, value: escapeMarkdown(d.value) })),
        ...(message.link ? { title: message.link.label, title_link: message.link.url } : {}),
      },
    ],
  };
}

export const mattermostSender = webhookJsonSender('mattermost', mattermostPayload);
