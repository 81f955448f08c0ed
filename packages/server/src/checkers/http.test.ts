import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyIp } from '../net/ip';
import { generateTestCertificates, type TestCertificates } from '../testing/certificates';
import { mapResolver, startHttpServer, startHttpsServer, type TestServer } from '../testing/servers';
import { DRAIN_BODY_CAP, KEYWORD_BODY_CAP } from './body';
import { type HttpConfig, httpConfigSchema, keywordConfigSchema, runHttpCheck } from './http';
import type { CheckContext } from './types';

let http: TestServer;
let https: TestServer;
let certs: TestCertificates;

beforeAll(async () => {
  certs = await generateTestCertificates();
  http = await startHttpServer();
  https = await startHttpsServer(certs.valid);
});

afterAll(async () => {
  await http?.close();
  await https?.close();
});

const local: CheckContext = { deadlineMs: 5000, allowPrivateTargets: true };
const config = (input: Record<string, unknown>): HttpConfig => httpConfigSchema.parse(input);

describe('http checker: status', () => {
  it('passes a 200 with its status and timings', async () => {
    const result = await runHttpCheck(config({ url: http.url('/ok') }), local);
    expect(result).toMatchObject({ ok: true, code: null, statusCode: 200, resolvedAddress: '127.0.0.1' });
    expect(result.bodyBytes).toBe('hello world'.length);
  });

  it('fails a 500 with code status', async () => {
    const result = await runHttpCheck(config({ url: http.url('/status/500') }), local);
    expect(result).toMatchObject({ ok: false, code: 'status', statusCode: 500 });
    expect(result.message).toMatch(/500 is not one of 200-399/);
  });

  it('honours expected status lists, ranges and classes', async () => {
    const expected = { expectedStatus: [404, '500-502'] };
    expect(await runHttpCheck(config({ url: http.url('/status/404'), ...expected }), local)).toMatchObject({
      ok: true,
    });
    expect(await runHttpCheck(config({ url: http.url('/status/502'), ...expected }), local)).toMatchObject({
      ok: true,
    });
    expect(await runHttpCheck(config({ url: http.url('/ok'), ...expected }), local)).toMatchObject({ code: 'status' });
    expect(await runHttpCheck(config({ url: http.url('/status/204'), expectedStatus: ['2xx'] }), local)).toMatchObject({
      ok: true,
      statusCode: 204,
    });
  });

  it('sends method, body and headers', async () => {
    const result = await runHttpCheck(
      config({
        url: http.url('/echo-method'),
        method: 'POST',
        body: 'ping',
        headers: { Authorization: 'Bearer t' },
        keyword: { value: 'POST ping auth=Bearer t' },
      }),
      local,
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('sends credentials from the URL as Basic auth', async () => {
    const url = http.url('/echo-method').replace('http://', 'http://user:p%40ss@');
    const expected = `auth=Basic ${Buffer.from('user:p@ss').toString('base64')}`;
    expect(await runHttpCheck(config({ url, keyword: { value: expected } }), local)).toMatchObject({ ok: true });
  });

  it('reaches an IPv6 literal', async (ctx) => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => res.end('six'));
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(0, '::1', () => resolve(true));
    });
    if (!listening) ctx.skip();
    try {
      const port = (server.address() as { port: number }).port;
      const result = await runHttpCheck(config({ url: `http://[::1]:${port}/` }), local);
      expect(result).toMatchObject({ ok: true, resolvedAddress: '::1' });
      expect(
        await runHttpCheck(config({ url: `http://[::1]:${port}/` }), { ...local, allowPrivateTargets: false }),
      ).toMatchObject({ code: 'blocked_target' });
    } finally {
      server.close();
    }
  });

  it('fails when slower than the maximum response time', async () => {
    const result = await runHttpCheck(config({ url: http.url('/delay?ms=150'), maxResponseTimeMs: 50 }), local);
    expect(result).toMatchObject({ ok: false, code: 'response_time', statusCode: 200 });
    expect(result.timings.total).toBeGreaterThan(50);
  });

  it('does not mutate its configuration', async () => {
    const input = config({ url: http.url('/redirect/2'), headers: { 'X-A': '1' } });
    const snapshot = structuredClone(input);
    Object.freeze(input.headers);
    Object.freeze(input.expectedStatus);
    await runHttpCheck(Object.freeze(input), local);
    expect(input).toEqual(snapshot);
  });

  it('uses a fresh connection for every check', async () => {
    const before = http.connections;
    await runHttpCheck(config({ url: http.url('/ok') }), local);
    await runHttpCheck(config({ url: http.url('/ok') }), local);
    expect(http.connections - before).toBe(2);
  });
});

describe('http checker: keyword', () => {
  const keyword = (value: string, mode: 'present' | 'absent', path = '/keyword', caseSensitive = true) =>
    keywordConfigSchema.parse({ url: http.url(path), keyword: { value, mode, caseSensitive } });

  it('finds a keyword split across chunks (UTF-8)', async () => {
    expect(await runHttpCheck(keyword('Hlídka běží', 'present'), local)).toMatchObject({ ok: true });
    expect(await runHttpCheck(keyword('hlídka BĚŽÍ', 'present', '/keyword', false), local)).toMatchObject({ ok: true });
  });

  it('fails a missing keyword with code keyword', async () => {
    expect(await runHttpCheck(keyword('Chyba', 'present'), local)).toMatchObject({ ok: false, code: 'keyword' });
    expect(await runHttpCheck(keyword('hlídka běží', 'present'), local)).toMatchObject({ code: 'keyword' });
  });

  it('absent mode passes when missing and fails when present', async () => {
    expect(await runHttpCheck(keyword('Error', 'absent'), local)).toMatchObject({ ok: true });
    expect(await runHttpCheck(keyword('běží', 'absent'), local)).toMatchObject({ ok: false, code: 'keyword' });
  });

  it('searches a gzip body after decompressing it', async () => {
    expect(await runHttpCheck(keyword('GZIP-KEYWORD', 'present', '/gzip'), local)).toMatchObject({ ok: true });
  });

  it('reads at most 1 MB: a keyword beyond it gives body_too_large', async () => {
    const result = await runHttpCheck(keyword('NEEDLE', 'present', '/keyword-late'), local);
    expect(result).toMatchObject({ ok: false, code: 'body_too_large', bodyBytes: KEYWORD_BODY_CAP });
    const absent = await runHttpCheck(keyword('NEEDLE', 'absent', '/keyword-late'), local);
    expect(absent).toMatchObject({ ok: false, code: 'body_too_large' });
  });

  it('stops reading as soon as a present keyword is found', async () => {
    const result = await runHttpCheck(keyword('aaaa', 'present', '/big'), local);
    expect(result.ok).toBe(true);
    expect(result.bodyBytes).toBeLessThanOrEqual(256 * 1024);
  });
});

describe('http checker: body size', () => {
  it('drains a 50 MB body only up to the cap, with flat memory', async () => {
    const streamedBefore = http.streamed.bytes;
    const baseline = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers - baseline.heapUsed - baseline.arrayBuffers);
    }, 2);
    const result = await runHttpCheck(config({ url: http.url('/big') }), local);
    clearInterval(sampler);
    expect(result).toMatchObject({ ok: true, statusCode: 200, bodyTruncated: true });
    expect(result.bodyBytes).toBe(DRAIN_BODY_CAP);
    // The server could not push much more than the cap plus socket buffers before the connection closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(http.streamed.bytes - streamedBefore).toBeLessThan(DRAIN_BODY_CAP + 8 * 1024 * 1024);
    // Nothing like 50 MB was ever held: chunks are counted and dropped.
    expect(peak).toBeLessThan(32 * 1024 * 1024);
  });

  it('reads a body under the cap to the end', async () => {
    const result = await runHttpCheck(config({ url: http.url('/medium') }), local);
    expect(result).toMatchObject({ ok: true, bodyBytes: 3 * 1024 * 1024 + 'THE-END'.length });
    expect(result.bodyTruncated).toBeUndefined();
  });
});

describe('http checker: redirects', () => {
  it('follows up to 5 redirects', async () => {
    const result = await runHttpCheck(config({ url: http.url('/redirect/4') }), local);
    expect(result).toMatchObject({ ok: true, statusCode: 200, finalUrl: http.url('/ok') });
    expect(result.redirects).toHaveLength(5);
    expect(result.redirects?.[0]).toEqual({ url: http.url('/redirect/3'), statusCode: 302 });
  });

  it('fails with too_many_redirects beyond the cap', async () => {
    expect(await runHttpCheck(config({ url: http.url('/redirect/5') }), local)).toMatchObject({
      ok: false,
      code: 'too_many_redirects',
    });
    expect(await runHttpCheck(config({ url: http.url('/redirect/1'), maxRedirects: 1 }), local)).toMatchObject({
      code: 'too_many_redirects',
    });
  });

  it('judges the redirect itself when not following', async () => {
    const result = await runHttpCheck(config({ url: http.url('/redirect/0'), followRedirects: false }), local);
    expect(result).toMatchObject({ ok: true, statusCode: 302 });
    const strict = await runHttpCheck(
      config({ url: http.url('/redirect/0'), followRedirects: false, expectedStatus: [200] }),
      local,
    );
    expect(strict).toMatchObject({ ok: false, code: 'status', statusCode: 302 });
  });

  it('turns a POST into a GET on 302 and keeps it on 307', async () => {
    const to = encodeURIComponent('/echo-method');
    const post = { method: 'POST', body: 'x' };
    expect(
      await runHttpCheck(
        config({ url: http.url(`/redirect-to?url=${to}`), ...post, keyword: { value: 'GET  auth' } }),
        local,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await runHttpCheck(
        config({ url: http.url(`/redirect-to?status=307&url=${to}`), ...post, keyword: { value: 'POST x auth' } }),
        local,
      ),
    ).toMatchObject({ ok: true });
  });

  it('drops credentials when a redirect leaves the origin', async () => {
    const other = await startHttpServer();
    try {
      const to = encodeURIComponent(other.url('/echo-method'));
      const result = await runHttpCheck(
        config({
          url: http.url(`/redirect-to?url=${to}`),
          headers: { Authorization: 'Bearer secret' },
          keyword: { value: 'auth=-' },
        }),
        local,
      );
      expect(result).toMatchObject({ ok: true });
    } finally {
      await other.close();
    }
  });

  it('refuses a redirect to another protocol', async () => {
    const to = encodeURIComponent('file:///etc/passwd');
    expect(await runHttpCheck(config({ url: http.url(`/redirect-to?url=${to}`) }), local)).toMatchObject({
      ok: false,
      code: 'invalid_redirect',
    });
  });
});

describe('http checker: deadlines and connection failures', () => {
  it('a server trickling bytes cannot hold the check past its deadline', async () => {
    const started = performance.now();
    const result = await runHttpCheck(config({ url: http.url('/trickle') }), { ...local, deadlineMs: 400 });
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'body', statusCode: 200 });
    expect(elapsed).toBeLessThan(1000);
    expect(result.timings.total).toBeGreaterThanOrEqual(390);
  });

  it('a server that never answers times out waiting for the first byte', async () => {
    const result = await runHttpCheck(config({ url: http.url('/slow-headers') }), { ...local, deadlineMs: 300 });
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
    expect(result.timings.connect).not.toBeNull();
    expect(result.timings.firstByte).toBeNull();
  });

  it('a resolver that hangs times out in the dns phase', async () => {
    // A resolver that never answers and ignores the signal: the check's deadline still ends it.
    const result = await runHttpCheck(config({ url: 'http://hang.test/' }), {
      ...local,
      deadlineMs: 200,
      resolver: () => new Promise<never>(() => {}),
    });
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'dns' });
  });

  it('each phase has its own limit inside the deadline', async () => {
    const started = performance.now();
    const firstByte = await runHttpCheck(config({ url: http.url('/slow-headers') }), {
      ...local,
      deadlineMs: 5000,
      phaseTimeoutsMs: { firstByte: 150 },
    });
    expect(firstByte).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
    expect(firstByte.message).toBe('The firstByte phase did not finish within 150 ms');
    const dns = await runHttpCheck(config({ url: 'http://hang.test/' }), {
      ...local,
      deadlineMs: 5000,
      phaseTimeoutsMs: { dns: 100 },
      resolver: () => new Promise<never>(() => {}),
    });
    expect(dns).toMatchObject({ ok: false, code: 'timeout', phase: 'dns' });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('gives dns, refused and reset codes', async () => {
    const dns = await runHttpCheck(config({ url: 'http://nowhere.test/' }), { ...local, resolver: mapResolver({}) });
    expect(dns).toMatchObject({ ok: false, code: 'dns', phase: 'dns' });

    const closed = await startHttpServer();
    const url = closed.url('/ok');
    await closed.close();
    expect(await runHttpCheck(config({ url }), local)).toMatchObject({ ok: false, code: 'refused', phase: 'connect' });

    expect(await runHttpCheck(config({ url: http.url('/reset') }), local)).toMatchObject({ ok: false, code: 'reset' });
  });

  it('a cancelled check reports aborted', async () => {
    const controller = new AbortController();
    const pending = runHttpCheck(config({ url: http.url('/slow-headers') }), { ...local, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, code: 'aborted' });
  });
});

describe('http checker: timings', () => {
  it('measures dns, connect, tls, first byte and total on an https URL, all present and ordered', async () => {
    const resolver = mapResolver({ 'app.test': ['127.0.0.1'] }, 5);
    const result = await runHttpCheck(config({ url: `https://app.test:${https.port}/slow-ok` }), {
      ...local,
      resolver,
      ca: certs.ca,
    });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    const { dns, connect, tls, firstByte, total } = result.timings;
    for (const value of [dns, connect, tls, firstByte]) {
      expect(value).not.toBeNull();
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(dns).toBeGreaterThanOrEqual(4);
    expect(firstByte).toBeGreaterThanOrEqual(25);
    expect((dns ?? 0) + (connect ?? 0) + (tls ?? 0) + (firstByte ?? 0)).toBeLessThanOrEqual(total);
    expect(result.tls).toMatchObject({ subject: expect.stringContaining('CN=localhost') });
    expect(result.tls?.daysLeft).toBeGreaterThanOrEqual(88);
  });

  it('has no dns or tls phase for a plain http IP literal', async () => {
    const result = await runHttpCheck(config({ url: http.url('/ok') }), local);
    expect(result.timings.dns).toBeNull();
    expect(result.timings.tls).toBeNull();
    expect(result.timings.connect).not.toBeNull();
    expect(result.timings.firstByte).not.toBeNull();
  });

  it('reports an expired certificate on https as cert_expired, and warns ahead of expiry', async () => {
    const expired = await startHttpsServer(certs.expired);
    const soon = await startHttpsServer(certs.expiringSoon);
    try {
      const context = { ...local, ca: certs.ca };
      expect(await runHttpCheck(config({ url: expired.url('/ok') }), context)).toMatchObject({
        ok: false,
        code: 'cert_expired',
        phase: 'tls',
      });
      const warned = await runHttpCheck(config({ url: soon.url('/ok'), tlsWarnDays: 7 }), context);
      expect(warned).toMatchObject({ ok: true, warning: { code: 'cert_expiring' } });
    } finally {
      await expired.close();
      await soon.close();
    }
  });

  it('fails https with an untrusted certificate as tls, and passes it when verification is off', async () => {
    const result = await runHttpCheck(config({ url: https.url('/ok') }), local);
    expect(result).toMatchObject({ ok: false, code: 'tls', phase: 'tls' });
    const lax = await runHttpCheck(config({ url: https.url('/ok'), verifyTls: false }), local);
    expect(lax).toMatchObject({ ok: true });
  });
});

describe('http checker: target safety (private targets disabled)', () => {
  const strict: CheckContext = { deadlineMs: 3000, allowPrivateTargets: false };

  it('refuses a literal loopback URL without connecting', async () => {
    const before = http.connections;
    for (const url of [
      http.url('/ok'),
      `http://0x7f.1:${http.port}/ok`,
      `http://2130706433:${http.port}/ok`,
      `http://[::ffff:127.0.0.1]:${http.port}/ok`,
    ]) {
      expect(await runHttpCheck(config({ url }), strict)).toMatchObject({ ok: false, code: 'blocked_target' });
    }
    expect(http.connections).toBe(before);
  });

  it('refuses a hostname that resolves to 127.0.0.1 at connect time', async () => {
    const before = http.connections;
    const viaLocalhost = await runHttpCheck(config({ url: `http://localhost:${http.port}/ok` }), strict);
    expect(viaLocalhost).toMatchObject({ ok: false, code: 'blocked_target', phase: 'dns' });
    const resolver = mapResolver({ 'rebind.test': ['127.0.0.1'] });
    const rebind = await runHttpCheck(config({ url: `http://rebind.test:${http.port}/ok` }), { ...strict, resolver });
    expect(rebind).toMatchObject({ ok: false, code: 'blocked_target' });
    expect(rebind.message).toMatch(/rebind\.test resolves to 127\.0\.0\.1/);
    expect(http.connections).toBe(before);
  });

  // The first hop is made "public" through the injected classifier, so one machine can play both roles.
  const seam: CheckContext = {
    ...strict,
    resolver: mapResolver({ 'allowed.test': ['127.0.0.1'], 'rebind.test': ['127.0.0.1'] }),
    classify: (address, hostname) => (hostname === 'allowed.test' ? 'public' : (classifyIp(address) ?? 'reserved')),
  };

  it('the seam lets the allowed test host through', async () => {
    expect(await runHttpCheck(config({ url: `http://allowed.test:${http.port}/ok` }), seam)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['a loopback literal', (port: number) => `http://127.0.0.1:${port}/ok`],
    ['a hex loopback literal', (port: number) => `http://0x7f.1:${port}/ok`],
    ['an IPv4-mapped loopback', (port: number) => `http://[::ffff:7f00:1]:${port}/ok`],
    ['a name resolving to loopback', (port: number) => `http://rebind.test:${port}/ok`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect from an allowed host to %s', async (_label, target) => {
    const before = http.requests.length;
    const to = encodeURIComponent(target(http.port));
    const result = await runHttpCheck(config({ url: `http://allowed.test:${http.port}/redirect-to?url=${to}` }), seam);
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
    expect(result.redirects).toHaveLength(1);
    // Only the first hop reached the server.
    expect(http.requests.slice(before)).toEqual(['/redirect-to']);
  });
});
