import { escapeHtml } from '../../../html';
import type { RenderedMessage } from '../render/render';
import { webhookJsonSender } from './http';

/**
 * Google Chat incoming webhook: one card (cardsV2). The header and labels are plain text; the values are in the
 * card's HTML subset, so they are escaped.
 */
export function googleChatPayload(message: RenderedMessage) {
  const widgets: unknown[] = [];
  if (message.body) widgets.push({ textParagraph: { text: escapeHtml(message.body) } });
  for (const d of message.details) widgets.push({ decoratedText: { topLabel: d.label, text: escapeHtml(d.value) } });
  if (message.link) {
    widgets.push({
      buttonList: { buttons: [{ text: message.link.label, onClick: { openLink: { url: message.link.url } } }] },
    });
  }
  return {
    cardsV2: [{ cardId: 'hlidka', card: { header: { title: message.subject }, sections: [{ widgets }] } }],
  };
}

export const googleChatSender = webhookJsonSender('googlechat', googleChatPayload);
