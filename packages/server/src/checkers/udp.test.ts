import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapResolver } from '../testing/servers';
import { startUdpServer, type TestUdpServer } from '../testing/udp-server';
import type { CheckContext } from './types';
import { runUdpCheck, udpConfigSchema } from './udp';

const local: CheckContext = { deadlineMs: 2000, allowPrivateTargets: true };

/** Answers `PING <x>` with `PONG <x>`, echoes other datagrams, and ignores `quiet`. */
let server: TestUdpServer;
beforeAll(async () => {
  server = await startUdpServer((bytes) => {
    const text = bytes.toString('latin1');
    if (text === 'quiet') return null;
    return text.startsWith('PING ') ? Buffer.from(`PONG ${text.slice(5)}`) : bytes;
  });
});
afterAll(() => server.close());

const config = (udp: Record<string, unknown>, host = '127.0.0.1', port = server.port) =>
  udpConfigSchema.parse({ host, port, udp });

describe('udp checker', () => {
  it('a reply holding the expected text is ok, with the wait for it as the first byte', async () => {
    const result = await runUdpCheck(config({ payload: 'PING 42', expected: 'PONG 42' }), local);
    expect(result).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
    expect(result.timings).toMatchObject({ dns: null, connect: null, tls: null });
    expect(result.timings.firstByte).toBeGreaterThanOrEqual(0);
    expect(result.timings.firstByte).toBeLessThanOrEqual(result.timings.total);
  });

  it('without an expected reply any datagram back passes, an empty payload included', async () => {
    const before = server.received.length;
    const result = await runUdpCheck(config({}), local);
    expect(result).toMatchObject({ ok: true, code: null });
    expect(server.received[before]?.bytes.length).toBe(0);
  });

  it('sends and expects hex bytes', async () => {
    const before = server.received.length;
    const result = await runUdpCheck(config({ payload: 'de ad:be ef 00', encoding: 'hex', expected: 'BEEF' }), local);
    expect(result).toMatchObject({ ok: true, code: null });
    expect(server.received[before]?.bytes).toEqual(Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00]));
  });

  it('a reply without the expected bytes fails with keyword', async () => {
    const result = await runUdpCheck(config({ payload: 'PING 1', expected: 'PONG 2' }), local);
    expect(result).toMatchObject({ ok: false, code: 'keyword' });
    expect(result.timings.firstByte).toBeGreaterThanOrEqual(0);
  });

  it('a closed port (ICMP port unreachable) is refused', async () => {
    const closed = await startUdpServer(() => null);
    await closed.close();
    const result = await runUdpCheck(config({ payload: 'PING 1' }, '127.0.0.1', closed.port), local);
    expect(result).toMatchObject({ ok: false, code: 'refused', phase: 'firstByte' });
  });

  it('no reply before the deadline is a timeout, and so is no reply within the phase limit', async () => {
    const started = performance.now();
    const result = await runUdpCheck(config({ payload: 'quiet' }), { ...local, deadlineMs: 300 });
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
    expect(performance.now() - started).toBeLessThan(1500);
    const phased = await runUdpCheck(config({ payload: 'quiet' }), { ...local, phaseTimeoutsMs: { firstByte: 150 } });
    expect(phased).toMatchObject({ ok: false, code: 'timeout', phase: 'firstByte' });
    expect(phased.message).toMatch(/firstByte phase/);
  });

  it('a cancelled check is aborted', async () => {
    const controller = new AbortController();
    const running = runUdpCheck(config({ payload: 'quiet' }), { ...local, signal: controller.signal });
    controller.abort();
    expect(await running).toMatchObject({ ok: false, code: 'aborted' });
  });

  it('resolves names through the resolver, and an unknown name fails with dns', async () => {
    const resolver = mapResolver({ 'game.test': ['127.0.0.1'] });
    const named = await runUdpCheck(config({ payload: 'PING 7' }, 'game.test'), { ...local, resolver });
    expect(named).toMatchObject({ ok: true, resolvedAddress: '127.0.0.1' });
    expect(named.timings.dns).toBeGreaterThanOrEqual(0);
    const unknown = await runUdpCheck(config({ payload: 'PING 7' }, 'nowhere.test'), { ...local, resolver });
    expect(unknown).toMatchObject({ ok: false, code: 'dns', phase: 'dns' });
  });

  it('sends from the configured local address (CHECK_SOURCE_ADDRESS)', async () => {
    const before = server.received.length;
    const result = await runUdpCheck(config({ payload: 'PING 3' }), { ...local, localAddress: '127.0.0.3' });
    expect(result.ok).toBe(true);
    expect(server.received[before]?.from).toBe('127.0.0.3');
  });

  it('refuses loopback, in any notation or behind a name, when private targets are off, and sends nothing', async () => {
    const before = server.received.length;
    const strict: CheckContext = {
      ...local,
      allowPrivateTargets: false,
      resolver: mapResolver({ 'rebind.test': ['127.0.0.1'] }),
    };
    for (const host of ['127.0.0.1', '0x7f.1', '::ffff:127.0.0.1', 'rebind.test']) {
      const result = await runUdpCheck(config({ payload: 'PING 9' }, host), strict);
      expect(result, host).toMatchObject({ ok: false, code: 'blocked_target' });
    }
    expect(server.received.length).toBe(before);
  });

  it('refuses malformed hex and payloads over 1,024 bytes in its schema', () => {
    const parse = (udp: Record<string, unknown>) => udpConfigSchema.safeParse({ host: 'a.test', port: 53, udp });
    expect(parse({ payload: 'abc', encoding: 'hex' }).error?.issues[0]?.path).toEqual(['udp', 'payload']);
    expect(parse({ payload: '6f6b', expected: 'zz', encoding: 'hex' }).error?.issues[0]?.path).toEqual([
      'udp',
      'expected',
    ]);
    expect(parse({ payload: 'é'.repeat(513) }).success).toBe(false);
    expect(parse({ payload: 'é'.repeat(512) }).success).toBe(true);
  });
});
