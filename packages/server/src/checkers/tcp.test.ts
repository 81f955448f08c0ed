import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mapResolver } from '../testing/servers';
import { runTcpCheck, tcpConfigSchema } from './tcp';
import type { CheckContext } from './types';

const local: CheckContext = { deadlineMs: 2000, allowPrivateTargets: true };

async function listen() {
  const server = createServer((socket) => socket.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

describe('tcp checker', () => {
  it('an open port is ok, with connect time', async () => {
    const { server, port } = await listen();
    try {
      const result = await runTcpCheck(tcpConfigSchema.parse({ host: '127.0.0.1', port }), local);
      expect(result).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
      expect(result.timings.connect).toBeGreaterThanOrEqual(0);
      expect(result.timings.dns).toBeNull();
      expect(result.timings.tls).toBeNull();
    } finally {
      server.close();
    }
  });

  it('connects from the configured local address (CHECK_SOURCE_ADDRESS)', async () => {
    const peers: (string | undefined)[] = [];
    const server = createServer((socket) => {
      peers.push(socket.remoteAddress);
      socket.end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const port = (server.address() as AddressInfo).port;
      const result = await runTcpCheck({ host: '127.0.0.1', port }, { ...local, localAddress: '127.0.0.3' });
      expect(result.ok).toBe(true);
      expect(peers).toEqual(['127.0.0.3']);
    } finally {
      server.close();
    }
  });

  it('a closed port is refused', async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    const result = await runTcpCheck({ host: '127.0.0.1', port }, local);
    expect(result).toMatchObject({ ok: false, code: 'refused', phase: 'connect' });
  });

  it('an unknown host fails with dns', async () => {
    const result = await runTcpCheck({ host: 'nowhere.test', port: 80 }, { ...local, resolver: mapResolver({}) });
    expect(result).toMatchObject({ ok: false, code: 'dns', phase: 'dns' });
  });

  it('a host that does not answer times out', async () => {
    // 192.0.2.1 (TEST-NET-1) is never routed; the resolver seam sends a name there.
    const resolver = mapResolver({ 'blackhole.test': ['192.0.2.1'] });
    const result = await runTcpCheck({ host: 'blackhole.test', port: 81 }, { ...local, deadlineMs: 300, resolver });
    expect(result.ok).toBe(false);
    // Depending on the machine's routes and firewall the kernel waits (timeout) or answers at once.
    expect(['timeout', 'unreachable', 'refused']).toContain(result.code);
    expect(result.timings.total).toBeLessThan(1000);
  });

  it('a resolver that never answers times out in the dns phase', async () => {
    const resolver = (_host: string, signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const result = await runTcpCheck({ host: 'slow-dns.test', port: 80 }, { ...local, deadlineMs: 150, resolver });
    expect(result).toMatchObject({ ok: false, code: 'timeout', phase: 'dns' });
  });

  it('refuses loopback in any notation and names resolving to it when private targets are off', async () => {
    const { server, port } = await listen();
    let connections = 0;
    server.on('connection', () => connections++);
    try {
      const strict: CheckContext = {
        ...local,
        allowPrivateTargets: false,
        resolver: mapResolver({ 'rebind.test': ['127.0.0.1'] }),
      };
      for (const host of ['127.0.0.1', '0x7f.1', '2130706433', '::ffff:127.0.0.1', 'rebind.test']) {
        const result = await runTcpCheck({ host, port }, strict);
        expect(result, host).toMatchObject({ ok: false, code: 'blocked_target' });
      }
      // The real system resolver: localhost resolves to loopback and is refused on the resolved address.
      const viaSystem = await runTcpCheck({ host: 'localhost', port }, { ...local, allowPrivateTargets: false });
      expect(viaSystem).toMatchObject({ ok: false, code: 'blocked_target' });
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });
});
