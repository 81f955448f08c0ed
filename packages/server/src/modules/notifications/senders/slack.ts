import { escapeSlack } from '../render/escape';
import type { RenderedMessage } from '../render/render';
import { webhookJsonSender } from './http';

/** Slack incoming webhook: `text` (fallback) and Block Kit sections in mrkdwn; every value escaped. */
export function slackPayload(message: RenderedMessage) {
  const fields = message.details.map((d) => ({
    type: 'mrkdwn',
    text: `*${escapeSlack(d.label)}*\n${escapeSlack(d.value)}`,
  }));
  const blocks: unknown[] = [{ type: 'section', text: { type: 'mrkdwn', text: `*${escapeSlack(message.subject)}*` } }];
  if (message.body) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: escapeSlack(message.body) } });
  if (fields.length > 0) blocks.push({ type: 'section', fields: fields.slice(0, 10) });
  const buttons: unknown[] = [];
  if (message.acknowledge) {
    buttons.push({
      type: 'button',
      style: 'primary',
      text: { type: 'plain_text', text: message.acknowledge.label },
      url: message.acknowledge.url,
    });
  }
  if (message.link) {
    buttons.push({ type: 'button', text: { type: 'plain_text', text: message.link.label }, url: message.link.url });
  }
  if (buttons.length > 0) blocks.push({ type: 'actions', elements: buttons });
  return { text: escapeSlack(message.subject), blocks, unfurl_links: false, unfurl_media: false };
}

export const slackSender = webhookJsonSender('slack', slackPayload, (dedupKey) => ({ 'idempotency-key': dedupKey }));
