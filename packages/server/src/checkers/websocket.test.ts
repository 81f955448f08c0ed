import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../net/free-port';
import { generateTestCertificates, type TestCertificates } from '../testing/certificates';
import { mapResolver } from '../testing/servers';
import { startWebsocketServer, type TestWebsocketServer } from '../testing/websocket-server';
import type { CheckContext } from './types';
import { runWebsocketCheck, websocketConfigSchema } from './websocket';

const local: CheckContext = { deadlineMs: 3000, allowPrivateTargets: true };

let plain: TestWebsocketServer;
let certs: TestCertificates;
beforeAll(async () => {
  plain = await startWebsocketServer();
  certs = await generateTestCertificates();
});
afterAll(() => plain.close());

const config = (url: string, websocket: Record<string, unknown> = {}, verifyTls = true) =>
  websocketConfigSchema.parse({ url, websocket, verifyTls });

describe('websocket checker', () => {
  it('an upgrade (101) passes, with connect and upgrade times, and the connection is closed with 1000', async () => {
    const before = plain.closeCodes.length;
    const result = await runWebsocketCheck(config(`${plain.url}/`), local);
    expect(result).toMatchObject({ ok: true, code: null, statusCode: 101, resolvedAddress: '127.0.0.1' });
    expect(result.timings).toMatchObject({ dns: null, tls: null });
    expect(result.timings.connect).toBeGreaterThanOrEqual(0);
    expect(result.timings.firstByte).toBeGreaterThanOrEqual(0);
    await vi.waitFor(() => expect(plain.closeCodes.slice(before)).toEqual([1000]), { timeout: 5000 });
  });

  it('sends a message and passes on a reply that contains the expected text', async () => {
    const result = await runWebsocketCheck(
      config(`${plain.url}/`, { message: 'ping 7', expected: 'echo: ping 7' }),
      local,
    );
    expect(result).toMatchObject({ ok: true, code: null });
  });

  it("passes on a message the server sends by itself, after others' echoes", async () => {
    const result = await runWebsocketCheck(config(`${plain.url}/greet`, { message: 'hi', expected: 'welcome' }), local);
    expect(result).toMatchObject({ ok: true, code: null });
  });

  it('replies without the expected text fail with keyword once the deadline passes', async () => {
    const result = await runWebsocketCheck(config(`${plain.url}/`, { message: 'hi', expected: 'pong' }), {
      ...local,
      deadlineMs: 400,
    });
    expect(result).toMatchObject({ ok: false, code: 'keyword', statusCode: 101 });
  });

  it('no reply at all is a timeout in the body phase', async () => {
    const result = await runWebsocketCheck(config(`${plain.url}/silent`, { message: 'hi', expected: 'pong' }), {
      ...local,
      deadlineMs: 300,
    });
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'body' });
  });

  it('another status than 101 fails with status and the code', async () => {
    const result = await runWebsocketCheck(config(`${plain.url}/forbidden`), local);
    expect(result).toMatchObject({ ok: false, code: 'status', statusCode: 403 });
  });

  it('a closed port is refused; an upgrade never answered times out', async () => {
    const refused = await runWebsocketCheck(config(`ws://127.0.0.1:${await freePort()}/`), local);
    expect(refused).toMatchObject({ ok: false, code: 'refused', phase: 'connect' });
    const hung = await runWebsocketCheck(config(`${plain.url}/hang`), { ...local, deadlineMs: 300 });
    expect(hung).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
  });

  it('a cancelled check is aborted', async () => {
    const controller = new AbortController();
    const running = runWebsocketCheck(config(`${plain.url}/hang`), { ...local, signal: controller.signal });
    await vi.waitFor(() => expect(plain.upgrades.at(-1)?.path).toBe('/hang'), { timeout: 5000 });
    controller.abort();
    expect(await running).toMatchObject({ ok: false, code: 'aborted' });
  });

  it('connects from the configured local address and resolves names through the resolver', async () => {
    const before = plain.upgrades.length;
    const resolver = mapResolver({ 'chat.test': ['127.0.0.1'] });
    const result = await runWebsocketCheck(config(`ws://chat.test:${plain.port}/`), {
      ...local,
      resolver,
      localAddress: '127.0.0.3',
    });
    expect(result).toMatchObject({ ok: true, resolvedAddress: '127.0.0.1' });
    expect(result.timings.dns).toBeGreaterThanOrEqual(0);
    expect(plain.upgrades[before]?.from).toBe('127.0.0.3');
  });

  it('refuses loopback, in any notation or behind a name, when private targets are off', async () => {
    const before = plain.upgrades.length;
    const strict: CheckContext = {
      ...local,
      allowPrivateTargets: false,
      resolver: mapResolver({ 'rebind.test': ['127.0.0.1'] }),
    };
    for (const host of ['127.0.0.1', '0x7f.1', '[::ffff:127.0.0.1]', 'rebind.test']) {
      const result = await runWebsocketCheck(config(`ws://${host}:${plain.port}/`), strict);
      expect(result, host).toMatchObject({ ok: false, code: 'blocked_target' });
    }
    expect(plain.upgrades.length).toBe(before);
  });

  it('verifies a wss certificate like the HTTP check: trusted, self-signed, expired, or not verified', async () => {
    const trusted = await startWebsocketServer({ tls: certs.valid });
    const selfSigned = await startWebsocketServer({ tls: certs.selfSigned });
    const expired = await startWebsocketServer({ tls: certs.expired });
    try {
      const ok = await runWebsocketCheck(config(`wss://localhost:${trusted.port}/`), { ...local, ca: certs.ca });
      expect(ok).toMatchObject({ ok: true, code: null });
      expect(ok.timings.tls).toBeGreaterThanOrEqual(0);
      expect(ok.tls?.subject).toContain('localhost');
      const refused = await runWebsocketCheck(config(`wss://localhost:${selfSigned.port}/`), local);
      expect(refused).toMatchObject({ ok: false, code: 'tls', tlsFailure: 'self_signed', phase: 'tls' });
      expect(selfSigned.upgrades).toEqual([]);
      const old = await runWebsocketCheck(config(`wss://localhost:${expired.port}/`), { ...local, ca: certs.ca });
      expect(old).toMatchObject({ ok: false, code: 'cert_expired' });
      const unverified = await runWebsocketCheck(config(`wss://localhost:${selfSigned.port}/`, {}, false), local);
      expect(unverified).toMatchObject({ ok: true, code: null });
    } finally {
      await Promise.all([trusted.close(), selfSigned.close(), expired.close()]);
    }
  });

  it('refuses http(s) URLs in its schema', () => {
    expect(websocketConfigSchema.safeParse({ url: 'https://example.com', websocket: {} }).success).toBe(false);
  });
});
