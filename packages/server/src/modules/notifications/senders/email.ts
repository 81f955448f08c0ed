import { escapeHtml } from '../../../html';
import { plainText, type RenderedMessage } from '../render/render';
import { labels } from '../render/texts';
import type { Sender, SendResult } from './types';

/** A message's tone as a colour (e-mail's accent, chat attachments). */
export const toneColors = { danger: '#dc2626', warning: '#d97706', success: '#16a34a', info: '#2563eb' } as const;

/** The HTML part: a small table layout, inline styles, every value escaped. */
export function emailHtml(message: RenderedMessage, settingsUrl: string, unsubscribeUrl?: string | null): string {
  const lang = message.language;
  const rows = message.details
    .map(
      (d) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(d.label)}</td><td style="padding:4px 0">${escapeHtml(d.value)}</td></tr>`,
    )
    .join('');
  const body = message.body ? `<p>${escapeHtml(message.body)}</p>` : '';
  const link = message.link
    ? `<p><a href="${escapeHtml(message.link.url)}" style="color:#2563eb">${escapeHtml(message.link.label)}</a></p>`
    : '';
  const acknowledge = message.acknowledge
    ? `<p><a href="${escapeHtml(message.acknowledge.url)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(message.acknowledge.label)}</a></p>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? ` · <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(labels.unsubscribe[lang])}</a>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#111">
<h1 style="font-size:20px;border-left:4px solid ${toneColors[message.tone]};padding-left:8px">${escapeHtml(message.subject)}</h1>
${body}<table role="presentation">${rows}</table>${acknowledge}${link}
<p style="color:#777;font-size:12px">${escapeHtml(labels.footer[lang])} <a href="${escapeHtml(settingsUrl)}">${escapeHtml(labels.settings[lang])}</a>${unsubscribe}</p>
</body></html>`;
}

/** E-mail through the app's mailer (SMTP or the outbox): HTML and text parts; summaries carry one-click unsubscribe. */
export const emailSender: Sender<'email'> = {
  type: 'email',
  async send({ config, message, options, dedupKey }) {
    const settingsUrl = `${options.publicUrl}/settings/notifications`;
    const headers: Record<string, string> = { 'X-Hlidka-Delivery': dedupKey };
    if (config.unsubscribeUrl) {
      headers['List-Unsubscribe'] = `<${config.unsubscribeUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const text = `${plainText(message)}\n\n${labels.footer[message.language]} ${labels.settings[message.language]}: ${settingsUrl}`;
    try {
      for (const to of config.addresses) {
        await options.mailer.send({
          to,
          subject: message.subject,
          html: emailHtml(message, settingsUrl, config.unsubscribeUrl),
          text,
          headers,
        });
      }
      return { ok: true, responseCode: 250, error: null, retryable: false };
    } catch (error) {
      return smtpFailure(error);
    }
  },
};

/** A failed SMTP send: 5xx replies are permanent (bad address); 4xx and connection failures are retried. */
export function smtpFailure(error: unknown): SendResult {
  const smtp = error as { responseCode?: number; message?: string };
  const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : null;
  return {
    ok: false,
    responseCode: code,
    error: { code: 'smtp', message: smtp.message ?? String(error) },
    retryable: code === null || code < 500,
  };
}
