import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { causeText, defaultCheckSettings } from '@hlidka/contract';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeParams } from '../monitoring/results/codes';
import { freePort } from '../net/free-port';
import { generateTestCertificates, type KeyPair, type TestCertificates } from '../testing/certificates';
import { mapResolver } from '../testing/servers';
import { runSmtpCheck, smtpChecker, smtpConfigSchema } from './smtp';
import type { CheckContext } from './types';

let certs: TestCertificates;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  certs = await generateTestCertificates();
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

/** A real SMTP server on 127.0.0.1: STARTTLS offered with `pair`, TLS from the start with `secure`. */
async function smtp(options: { pair?: KeyPair; secure?: boolean; extra?: SMTPServerOptions } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...(options.pair ? { key: options.pair.key, cert: options.pair.cert } : { disabledCommands: ['STARTTLS'] }),
    ...(options.secure ? { secure: true } : {}),
    ...options.extra,
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.server.address() as AddressInfo).port;
}

/** A TCP server that greets with `greeting` (or says nothing), for what a mail server would not do. */
async function raw(greeting: string | null): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (greeting !== null) socket.write(greeting);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as AddressInfo).port;
}

const context = (extra: Partial<CheckContext> = {}): CheckContext => ({
  deadlineMs: 3000,
  allowPrivateTargets: true,
  ca: certs.ca,
  ...extra,
});
const config = (port: number, extra: Record<string, unknown> = {}) =>
  smtpConfigSchema.parse({ host: '127.0.0.1', port, ...extra });

describe('smtp checker', () => {
  it('greets, says EHLO and QUIT on a server without TLS, with connect and first-byte times', async () => {
    const port = await smtp();
    const result = await runSmtpCheck(config(port), context());
    expect(result).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
    expect(result.message).toMatch(/^220 /);
    expect(result.tls).toBeUndefined();
    expect(result.timings).toMatchObject({ dns: null, tls: null });
    expect(result.timings.connect).toBeGreaterThanOrEqual(0);
    expect(result.timings.firstByte).toBeGreaterThanOrEqual(0);
  });

  it('uses STARTTLS when the server offers it and reads the certificate', async () => {
    const port = await smtp({ pair: certs.valid });
    const result = await runSmtpCheck(config(port), context());
    expect(result).toMatchObject({ ok: true, code: null, tls: { subject: 'CN=localhost, O=Hlidka Tests' } });
    expect(result.tls?.daysLeft).toBeGreaterThanOrEqual(89);
    expect(result.timings.tls).toBeGreaterThan(0);
    expect(result.warning).toBeUndefined();
    // `none` stays plain although it is offered.
    const plain = await runSmtpCheck(config(port, { security: 'none' }), context());
    expect(plain).toMatchObject({ ok: true });
    expect(plain.tls).toBeUndefined();
  });

  it('judges the certificate like the tls check: expiring warns, expired and self-signed fail', async () => {
    const soon = await runSmtpCheck(config(await smtp({ pair: certs.expiringSoon })), context());
    expect(soon).toMatchObject({ ok: true, warning: { code: 'cert_expiring' } });
    const expired = await runSmtpCheck(config(await smtp({ pair: certs.expired })), context());
    expect(expired).toMatchObject({ ok: false, code: 'cert_expired', phase: 'tls' });
    expect(expired.tls?.daysLeft).toBeLessThan(0);
    const selfSigned = await runSmtpCheck(config(await smtp({ pair: certs.selfSigned })), context());
    expect(selfSigned).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'self_signed' });
  });

  it('speaks TLS from the start when the settings say implicit', async () => {
    const port = await smtp({ pair: certs.valid, secure: true });
    const result = await runSmtpCheck(config(port, { security: 'implicit' }), context());
    expect(result).toMatchObject({ ok: true, tls: { issuer: 'CN=Hlidka Test CA' } });
    expect(result.timings.tls).toBeGreaterThan(0);
  });

  it('fails with protocol and the reply when STARTTLS is required but not offered', async () => {
    const port = await smtp();
    const result = await runSmtpCheck(config(port, { security: 'starttls' }), context());
    expect(result).toMatchObject({ ok: false, code: 'protocol', phase: 'body' });
    expect(result.serverReply).toMatch(/^250/);
    expect(result.message).toMatch(/STARTTLS is required/);
  });

  it('fails with protocol and the server line for a refusing greeting or a server that is not SMTP', async () => {
    const refusing = await smtp({
      extra: {
        onConnect: (_session, callback) =>
          callback(Object.assign(new Error('Too many connections'), { responseCode: 554 })),
      },
    });
    const refused = await runSmtpCheck(config(refusing), context());
    expect(refused).toMatchObject({ ok: false, code: 'protocol' });
    expect(refused.serverReply).toMatch(/^554 /);
    expect(causeText(refused.code, 'cs', causeParams(refused))).toBe(
      `Chyba protokolu: server odpověděl „${refused.serverReply}“`,
    );
    expect(causeText(refused.code, 'en', causeParams(refused))).toBe(
      `Protocol error: the server replied “${refused.serverReply}”`,
    );
    const http = await runSmtpCheck(config(await raw('HTTP/1.1 400 Bad Request\r\n\r\n')), context());
    expect(http).toMatchObject({ ok: false, code: 'protocol', serverReply: 'HTTP/1.1 400 Bad Request' });
  });

  it('a closed port is refused and an unknown host fails with dns', async () => {
    const closed = await runSmtpCheck(config(await freePort()), context());
    expect(closed).toMatchObject({ ok: false, code: 'refused', phase: 'connect' });
    const unknown = await runSmtpCheck(config(25, { host: 'nowhere.test' }), context({ resolver: mapResolver({}) }));
    expect(unknown).toMatchObject({ ok: false, code: 'dns', phase: 'dns' });
  });

  it('times out at the deadline when the server never greets, and stops when cancelled', async () => {
    const port = await raw(null);
    const late = await runSmtpCheck(config(port), context({ deadlineMs: 300 }));
    expect(late).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
    expect(late.timings.total).toBeLessThan(2000);
    const controller = new AbortController();
    const running = runSmtpCheck(config(port), context({ signal: controller.signal }));
    controller.abort();
    expect(await running).toMatchObject({ ok: false, code: 'aborted' });
  });

  it('refuses loopback when private targets are off, without connecting', async () => {
    let connections = 0;
    const port = await smtp({ extra: { onConnect: (_s, callback) => callback(void connections++) } });
    const strict = context({ allowPrivateTargets: false, resolver: mapResolver({ 'mail.test': ['127.0.0.1'] }) });
    for (const host of ['127.0.0.1', 'mail.test']) {
      expect(await runSmtpCheck(config(port, { host }), strict), host).toMatchObject({
        ok: false,
        code: 'blocked_target',
      });
    }
    expect(connections).toBe(0);
  });

  it('leaves from the configured local address (CHECK_SOURCE_ADDRESS)', async () => {
    const peers: string[] = [];
    const port = await smtp({
      extra: {
        onConnect: (session, callback) => {
          peers.push(session.remoteAddress);
          callback();
        },
      },
    });
    const result = await runSmtpCheck(config(port), context({ localAddress: '127.0.0.3' }));
    expect(result.ok).toBe(true);
    expect(peers).toEqual(['127.0.0.3']);
  });

  it('reads a website: port 25 by default, 465 for implicit TLS, the warn days', () => {
    const settings = defaultCheckSettings('smtp');
    const target = { url: 'mail.example.cz', settings, intervalSeconds: 300 };
    expect(smtpChecker.configOf(target)).toEqual({ host: 'mail.example.cz', port: 25, security: 'auto' });
    expect(
      smtpChecker.configOf({
        ...target,
        url: '[2001:db8::25]',
        settings: { ...settings, smtpSecurity: 'implicit', tlsWarnDays: 7 },
      }),
    ).toEqual({ host: '2001:db8::25', port: 465, security: 'implicit', warnDays: 7 });
    expect(smtpChecker.configOf({ ...target, url: 'mail.example.cz:587' })).toMatchObject({ port: 587 });
  });
});
