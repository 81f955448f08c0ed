// A real SMTP server on 127.0.0.1 for end-to-end tests (the server's own test helper), and the parts of a received
// message a test reads: decoded headers and the text part.
import type { ReceivedMail } from '../../packages/server/src/testing/smtp';

export { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../packages/server/src/testing/smtp';

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded; adjacent words join without the space. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

/** A header of the message (unfolded and decoded), or null. */
export function header(mail: ReceivedMail, name: string): string | null {
  const [head = ''] = mail.raw.split(/\r?\n\r?\n/, 1);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === name.toLowerCase()) {
      return decodeWords(line.slice(colon + 1).trim());
    }
  }
  return null;
}

export const subjectOf = (mail: ReceivedMail) => header(mail, 'Subject') ?? '';

/**
 * The decoded text/plain part, whole (the server's `textPart` helper loses the part's first paragraph when
 * Content-Transfer-Encoding directly follows Content-Type).
 */
export function textOf(mail: ReceivedMail): string {
  const match = /(?:^|\n)Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
    mail.raw,
  );
  if (!match) return '';
  const [, partHeaders = '', body = ''] = match;
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(partHeaders)?.[1]?.toLowerCase() ?? '7bit';
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}
