// Small building blocks for the HTML and text parts of transactional e-mails (no templates are evaluated).

import { escapeHtml } from '../html';

export interface ComposedEmail {
  html: string;
  text: string;
}

/**
 * Paragraphs (plain text; line breaks kept), an optional button link, and an optional quoted block (e.g. the message
 * the person sent), as HTML and as plain text.
 */
export function compose(input: {
  paragraphs: string[];
  link?: { href: string; label: string };
  quote?: string;
}): ComposedEmail {
  const paragraph = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const parts = input.paragraphs.map(paragraph);
  if (input.quote !== undefined) {
    parts.push(
      `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #cbd5e1;color:#333;white-space:pre-wrap">${escapeHtml(input.quote)}</blockquote>`,
    );
  }
  if (input.link) {
    parts.push(
      `<p><a href="${escapeHtml(input.link.href)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.link.label)}</a></p>`,
      `<p style="font-size:12px;color:#555">${escapeHtml(input.link.href)}</p>`,
    );
  }
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${parts.join('\n')}\n</body></html>`;
  const textParts = [...input.paragraphs];
  if (input.quote !== undefined) textParts.push(input.quote.replace(/^/gm, '> '));
  if (input.link) textParts.push(`${input.link.label}: ${input.link.href}`);
  return { html, text: `${textParts.join('\n\n')}\n` };
}
