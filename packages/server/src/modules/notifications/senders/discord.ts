import { escapeMarkdown } from '../render/escape';
import type { RenderedMessage } from '../render/render';
import { webhookJsonSender } from './http';

const colors = { danger: 0xdc2626, warning: 0xf59e0b, success: 0x16a34a, info: 0x2563eb } as const;

/** Discord webhook: one embed; markdown escaped, no mentions of anyone. */
export function discordPayload(message: RenderedMessage) {
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: escapeMarkdown(message.subject).slice(0, 256),
        ...(message.body ? { description: escapeMarkdown(message.body) } : {}),
        ...(message.link ? { url: message.link.url } : {}),
        color: colors[message.tone],
        fields: message.details.slice(0, 25).map((d) => ({
          name: escapeMarkdown(d.label),
          value: escapeMarkdown(d.value).slice(0, 1024) || '-',
          inline: false,
        })),
      },
    ],
  };
}

export const discordSender = webhookJsonSender('discord', discordPayload);
