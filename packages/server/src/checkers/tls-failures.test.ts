import { once } from 'node:events';
import { type AddressInfo, createServer as createPlainServer } from 'node:net';
import { causeText } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeParams } from '../monitoring/results/codes';
import { generateTestCertificates, type KeyPair, type TestCertificates } from '../testing/certificates';
import { startHttpsServer, type TestServer } from '../testing/servers';
import { httpConfigSchema, runHttpCheck } from './http';
import { runTlsCheck, tlsConfigSchema } from './tls';
import type { CheckContext, CheckResult } from './types';

// What a refused certificate is stored as: the kind of failure and the certificate's subject, from the HTTP(S) check
// (verification on) and the TLS check alike, against local servers with bad certificates.

let certs: TestCertificates;
const servers: TestServer[] = [];

beforeAll(async () => {
  certs = await generateTestCertificates();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serve(pair: KeyPair): Promise<TestServer> {
  const server = await startHttpsServer(pair);
  servers.push(server);
  return server;
}

const trusting = (): CheckContext => ({ deadlineMs: 3000, allowPrivateTargets: true, ca: certs.ca });

const httpCheck = (server: TestServer, context = trusting()) =>
  runHttpCheck(httpConfigSchema.parse({ url: server.url('/ok') }), context);
const tlsCheck = (server: TestServer, context = trusting()) =>
  runTlsCheck(tlsConfigSchema.parse({ host: '127.0.0.1', port: Number(new URL(server.url('/')).port) }), context);

/** The values stored for the result, and the cause's Czech text made of them. */
function stored(result: CheckResult) {
  const params = causeParams(result);
  return { params, text: causeText(result.code, 'cs', params) };
}

describe.each([
  ['http', httpCheck],
  ['tls', tlsCheck],
] as const)('a refused certificate (%s check)', (_type, check) => {
  it('self-signed: kind and subject', async () => {
    const result = await check(await serve(certs.selfSigned));
    expect(result).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'self_signed' });
    expect(stored(result)).toEqual({
      params: { tlsFailure: 'self_signed', certSubject: 'CN=localhost' },
      text: 'Chyba zabezpečeného spojení (TLS): certifikát je podepsaný sám sebou (CN=localhost)',
    });
  });

  it('issued for another host', async () => {
    const result = await check(await serve(certs.wrongHost));
    expect(result).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'hostname' });
    expect(stored(result).params).toEqual({
      tlsFailure: 'hostname',
      certSubject: expect.stringContaining('other.test'),
    });
    expect(stored(result).text).toContain('certifikát nepatří této adrese');
  });

  it('issued by an authority this server does not trust', async () => {
    const result = await check(await serve(certs.valid), { deadlineMs: 3000, allowPrivateTargets: true });
    expect(result).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'unknown_issuer' });
    expect(stored(result).params).toEqual({
      tlsFailure: 'unknown_issuer',
      certSubject: 'CN=localhost, O=Hlidka Tests',
    });
  });

  it('expired: cert_expired with the date and the subject', async () => {
    const result = await check(await serve(certs.expired));
    expect(result).toMatchObject({ ok: false, code: 'cert_expired' });
    const { params, text } = stored(result);
    expect(params).toEqual({ expiresAt: result.tls?.validTo, certSubject: expect.stringContaining('CN=localhost') });
    expect(text).toBe(`Certifikát vypršel ${result.tls?.validTo.slice(0, 10)} (${params.certSubject})`);
  });
});

describe('a TLS handshake that fails', () => {
  it('is the kind handshake, without a certificate', async () => {
    const plain = createPlainServer((s) => {
      s.resume();
      s.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    plain.listen(0, '127.0.0.1');
    await once(plain, 'listening');
    const port = (plain.address() as AddressInfo).port;
    try {
      const http = await runHttpCheck(httpConfigSchema.parse({ url: `https://127.0.0.1:${port}/` }), trusting());
      const tls = await runTlsCheck(tlsConfigSchema.parse({ host: '127.0.0.1', port }), trusting());
      for (const result of [http, tls]) {
        expect(result).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'handshake' });
        expect(stored(result)).toEqual({
          params: { tlsFailure: 'handshake' },
          text: 'Chyba zabezpečeného spojení (TLS): spojení se nepodařilo navázat',
        });
      }
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('passes an untrusted certificate when verification is off', async () => {
    const server = await serve(certs.selfSigned);
    const result = await runHttpCheck(httpConfigSchema.parse({ url: server.url('/ok'), verifyTls: false }), trusting());
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
  });
});
