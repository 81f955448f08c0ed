import { escapeMarkdown } from '../render/escape';
import type { RenderedMessage } from '../render/render';
import { webhookJsonSender } from './http';

const colors = { danger: 'attention', warning: 'warning', success: 'good', info: 'accent' } as const;

/** Microsoft Teams (incoming webhook / Workflows): an Adaptive Card 1.4; text values escaped for its markdown. */
export function teamsPayload(message: RenderedMessage) {
  const body: unknown[] = [
    {
      type: 'TextBlock',
      text: escapeMarkdown(message.subject),
      weight: 'Bolder',
      size: 'Medium',
      wrap: true,
      color: colors[message.tone],
    },
  ];
  if (message.body) body.push({ type: 'TextBlock', text: escapeMarkdown(message.body), wrap: true });
  body.push({
    type: 'FactSet',
    facts: message.details.map((d) => ({ title: escapeMarkdown(d.label), value: escapeMarkdown(d.value) })),
  });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          ...(message.link || message.acknowledge
            ? {
                actions: [message.acknowledge, message.link]
                  .filter((action) => action !== null && action !== undefined)
                  .map((action) => ({ type: 'Action.OpenUrl', title: action.label, url: action.url })),
              }
            : {}),
        },
      },
    ],
  };
}

export const teamsSender = webhookJsonSender('teams', teamsPayload);
