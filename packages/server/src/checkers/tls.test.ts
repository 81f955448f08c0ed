import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTestCertificates, type KeyPair, type TestCertificates } from '../testing/certificates';
import { mapResolver } from '../testing/servers';
import { runTlsCheck, tlsConfigSchema } from './tls';
import type { CheckContext } from './types';

let certs: TestCertificates;
const servers: Server[] = [];

async function serve(pair: KeyPair): Promise<number> {
  const server = createServer({ key: pair.key, cert: pair.cert }, (socket) => socket.end());
  server.on('tlsClientError', () => {});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  certs = await generateTestCertificates();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const context = (): CheckContext => ({ deadlineMs: 3000, allowPrivateTargets: true, ca: certs.ca });
const config = (port: number, extra: Record<string, unknown> = {}) =>
  tlsConfigSchema.parse({ host: '127.0.0.1', port, ...extra });

describe('tls checker', () => {
  it('reads a valid certificate: days left, issuer, subject, expiry', async () => {
    const port = await serve(certs.valid);
    const result = await runTlsCheck(config(port), context());
    expect(result).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
    expect(result.tls).toMatchObject({
      issuer: 'CN=Hlidka Test CA',
      subject: 'CN=localhost, O=Hlidka Tests',
      subjectAltName: expect.stringContaining('DNS:localhost'),
    });
    expect(result.tls?.daysLeft).toBeGreaterThanOrEqual(89);
    expect(Date.parse(result.tls?.validTo ?? '')).toBeGreaterThan(Date.now());
    expect(result.warning).toBeUndefined();
    expect(result.timings.connect).not.toBeNull();
    expect(result.timings.tls).not.toBeNull();
    expect(result.timings.dns).toBeNull();
  });

  it('checks the name: SNI host through a resolver, and a wrong host', async () => {
    const port = await serve(certs.valid);
    const resolver = mapResolver({ 'app.test': ['127.0.0.1'] });
    const named = await runTlsCheck(tlsConfigSchema.parse({ host: 'app.test', port }), { ...context(), resolver });
    expect(named).toMatchObject({ ok: true });
    expect(named.timings.dns).not.toBeNull();

    const wrongPort = await serve(certs.wrongHost);
    const wrong = await runTlsCheck(config(wrongPort), context());
    expect(wrong).toMatchObject({ ok: false, code: 'tls' });
    expect(wrong.message).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID/);
    expect(wrong.tls?.subject).toContain('other.test');
  });

  it('fails a self-signed certificate with code tls', async () => {
    const port = await serve(certs.selfSigned);
    const result = await runTlsCheck(config(port), context());
    expect(result).toMatchObject({ ok: false, code: 'tls' });
    expect(result.message).toMatch(/SELF_SIGNED/);
    expect(result.tls?.daysLeft).toBeGreaterThanOrEqual(29);
  });

  it('fails an expired certificate with code cert_expired', async () => {
    const port = await serve(certs.expired);
    const result = await runTlsCheck(config(port), context());
    expect(result).toMatchObject({ ok: false, code: 'cert_expired' });
    expect(result.tls?.daysLeft).toBeLessThan(0);
  });

  it('warns ahead of expiry but stays ok', async () => {
    const port = await serve(certs.expiringSoon);
    const result = await runTlsCheck(config(port, { warnDays: 14 }), context());
    expect(result).toMatchObject({ ok: true, code: null, warning: { code: 'cert_expiring' } });
    expect(result.tls?.daysLeft).toBeLessThanOrEqual(3);
    const quiet = await runTlsCheck(config(port, { warnDays: 1 }), context());
    expect(quiet.warning).toBeUndefined();
  });

  it('gives refused, tls (not a TLS server) and timeout codes', async () => {
    const plain = (await import('node:net')).createServer((s) => {
      // Read, so the server notices the client closing.
      s.resume();
      s.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    plain.listen(0, '127.0.0.1');
    await once(plain, 'listening');
    const plainPort = (plain.address() as AddressInfo).port;
    expect(await runTlsCheck(config(plainPort), context())).toMatchObject({ ok: false, code: 'tls', phase: 'tls' });

    const silent = (await import('node:net')).createServer((s) => s.resume());
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const silentPort = (silent.address() as AddressInfo).port;
    const timeout = await runTlsCheck(config(silentPort), { ...context(), deadlineMs: 200 });
    expect(timeout).toMatchObject({ ok: false, code: 'timeout', phase: 'tls' });

    await new Promise((resolve) => plain.close(resolve));
    await new Promise((resolve) => silent.close(resolve));
    expect(await runTlsCheck(config(plainPort), context())).toMatchObject({ ok: false, code: 'refused' });
  });

  it('refuses private targets when they are not allowed', async () => {
    const port = await serve(certs.valid);
    const result = await runTlsCheck(config(port), { ...context(), allowPrivateTargets: false });
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
  });
});
