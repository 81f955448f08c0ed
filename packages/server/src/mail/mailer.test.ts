import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hlidka-mail-'));
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers HTML and text parts over SMTP_URL to a real SMTP server', async () => {
    const mailer = createMailer({
      smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Hlídka <noreply@hlidka.test>' },
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'jana.novakova@example.cz',
      subject: 'Obnovení hesla – Hlídka',
      html: '<p>Dobrý den, <a href="http://localhost:3000/reset?token=abc">obnovte heslo</a>.</p>',
      text: 'Dobrý den, obnovte heslo: http://localhost:3000/reset?token=abc',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('noreply@hlidka.test');
    expect(mail?.to).toEqual(['jana.novakova@example.cz']);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('writes to DATA_DIR/outbox as .eml without SMTP_URL', async () => {
    const logged: object[] = [];
    const mailer = createMailer(
      { smtp: null, dataDir: dir, publicUrl: 'https://hlidka.example.cz' },
      { info: (obj) => logged.push(obj) },
    );
    expect(mailer.kind).toBe('outbox');
    const sent = await mailer.send({ to: 'a@example.cz', subject: 'Test', html: '<b>Ahoj</b>', text: 'Ahoj' });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    expect(sent.file).toBe(path.join(dir, 'outbox', files[0] as string));
    const eml = readFileSync(sent.file as string, 'utf8');
    expect(eml).toMatch(/^From: =\?UTF-8\?.+<noreply@hlidka\.example\.cz>$/m);
    expect(eml).toMatch(/^To: a@example\.cz$/m);
    expect(eml).toMatch(/text\/html/);
    expect(logged[0]).toMatchObject({ to: 'a@example.cz', file: sent.file });
  });
});
