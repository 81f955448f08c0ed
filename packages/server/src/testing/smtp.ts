import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for `createSmtpMailer`. */
  url: string;
  received: ReceivedMail[];
  /** Resolves when `n` messages have arrived (mail is sent in the background by some routes). */
  waitFor(n: number): Promise<ReceivedMail[]>;
  /** While true, every connection is greeted with `421 Service not available` (a transient failure: an outage). */
  refusing: boolean;
  /** Connections refused so far. */
  refused: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no auth, no TLS) that keeps every message it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { n: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of waiters.splice(0)) {
          if (received.length >= waiter.n) waiter.resolve([...received]);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refused() {
      return state.refused;
    },
    waitFor(n) {
      if (received.length >= n) return Promise.resolve([...received]);
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw message (quoted-printable or base64). */
export function textPart(raw: string): string {
  const match =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:Content-Transfer-Encoding: ([\w-]+)\r?\n)?[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (!match) return '';
  const [, encoding = '7bit', body = ''] = match;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
