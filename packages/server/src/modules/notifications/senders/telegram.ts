import { escapeTelegramHtml } from '../render/escape';
import type { RenderedMessage } from '../render/render';
import { failureOf, postJson, resultOf } from './http';
import type { Sender } from './types';

/** Telegram Bot API `sendMessage` in HTML parse mode; every value escaped. */
export function telegramText(message: RenderedMessage): string {
  const lines = [`<b>${escapeTelegramHtml(message.subject)}</b>`];
  if (message.body) lines.push('', escapeTelegramHtml(message.body));
  lines.push('');
  for (const d of message.details) lines.push(`<b>${escapeTelegramHtml(d.label)}:</b> ${escapeTelegramHtml(d.value)}`);
  if (message.link) {
    lines.push('', `<a href="${escapeTelegramHtml(message.link.url)}">${escapeTelegramHtml(message.link.label)}</a>`);
  }
  return lines.join('\n');
}

export const telegramSender: Sender<'telegram'> = {
  type: 'telegram',
  async send(input) {
    const base = input.options.apiUrls.telegram;
    const body = JSON.stringify({
      chat_id: input.config.chatId,
      text: telegramText(input.message),
      parse_mode: 'HTML',
      disable_web_page_preview: true,
      // A URL button to the signed link (a callback button would need a webhook from Telegram to this server).
      ...(input.message.acknowledge
        ? {
            reply_markup: {
              inline_keyboard: [[{ text: input.message.acknowledge.label, url: input.message.acknowledge.url }]],
            },
          }
        : {}),
    });
    try {
      // The API base is the operator's configuration, not user input: it is not subject to the target rules.
      const answer = await postJson(`${base}/bot${input.config.botToken}/sendMessage`, body, {
        allowPrivateTargets: true,
        timeoutMs: input.options.timeoutMs,
      });
      const result = resultOf(answer);
      // Never echo the bot token (it is in the URL) into stored errors.
      if (result.error) result.error.message = result.error.message.replaceAll(input.config.botToken, '***');
      return result;
    } catch (error) {
      const result = failureOf(error);
      if (result.error) result.error.message = result.error.message.replaceAll(input.config.botToken, '***');
      return result;
    }
  },
};
