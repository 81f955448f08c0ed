import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files to attach (e.g. a report's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
}

/** Sends e-mail: `app.mailer.send({ to, subject, html, text })`. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
}

/** SMTP when SMTP_URL is set; otherwise every message goes to DATA_DIR/outbox/<time>-<id>.eml and is logged. */
export function createMailer(config: Pick<Config, 'smtp' | 'dataDir' | 'publicUrl'>, log?: MailLogger): Mailer {
  if (config.smtp) return createSmtpMailer(config.smtp, log);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), defaultFrom(config.publicUrl), log);
}

function defaultFrom(publicUrl: string) {
  return `Hlídka <noreply@${new URL(publicUrl).hostname}>`;
}

export function createSmtpMailer(smtp: { url: string; from: string }, log?: MailLogger): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: smtp.from, ...message });
      log?.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'E-mail sent');
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxMailer(dir: string, from: string, log?: MailLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const id = randomUUID();
      const info = await transport.sendMail({ from, messageId: `<${id}@hlidka.local>`, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      // Written beside the outbox, then moved in: whoever reads the outbox sees whole messages only (a test read one
      // that was still empty on a busy machine).
      const partial = path.join(path.dirname(dir), `.outbox-partial-${id}.eml`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      log?.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'E-mail written to the outbox (SMTP_URL is not set)',
      );
      return { messageId: info.messageId, file };
    },
    async close() {},
  };
}

/** A mailer for tests that keeps every message in `sent`. */
export interface CapturingMailer extends Mailer {
  readonly sent: MailMessage[];
  last(): MailMessage | undefined;
  /** Messages sent to one address. */
  to(address: string): MailMessage[];
  clear(): void;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<${randomUUID()}@test>` };
    },
    async close() {},
    last: () => sent.at(-1),
    to: (address) => sent.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    clear() {
      sent.length = 0;
    },
  };
}
