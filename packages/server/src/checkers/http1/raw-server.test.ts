import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapResolver } from '../../testing/servers';
import { httpConfigSchema, keywordConfigSchema, runHttpCheck } from '../http';
import type { CheckContext } from '../types';

// The checker against a raw TCP server that answers each path with hand-written bytes, the odd ones included.
type Script = (socket: Socket) => Promise<void> | void;

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function dribble(socket: Socket, raw: string | Buffer): Promise<void> {
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : raw;
  for (const byte of bytes) {
    if (socket.destroyed) return;
    socket.write(Buffer.from([byte]));
    await tick();
  }
}

const OK = 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 16\r\n\r\nHlídka dribbled';
const brotli = brotliCompressSync(Buffer.from('<p>compressed BROTLI-KEYWORD page</p>'));

const scripts: Record<string, Script> = {
  '/dribble': async (socket) => {
    await dribble(socket, OK);
    socket.end();
  },
  '/chunked-cut': (socket) => {
    socket.end('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nonly part');
  },
  '/chunked-reset': async (socket) => {
    socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nonly part');
    await tick();
    socket.resetAndDestroy();
  },
  '/early-hints': async (socket) => {
    socket.write('HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload; as=style\r\n\r\n');
    await tick();
    socket.end('HTTP/1.1 200 OK\r\nContent-Length: 11\r\nX-Served: real\r\n\r\nfinal page!');
  },
  '/brotli-chunked': async (socket) => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nTransfer-Encoding: chunked\r\n\r\n';
    const half = Math.floor(brotli.length / 2);
    const chunk = (part: Buffer) =>
      Buffer.concat([Buffer.from(`${part.length.toString(16)};x=1\r\n`), part, Buffer.from('\r\n')]);
    await dribble(
      socket,
      Buffer.concat([
        Buffer.from(head),
        chunk(brotli.subarray(0, half)),
        chunk(brotli.subarray(half)),
        Buffer.from('0\r\n\r\n'),
      ]),
    );
    socket.end();
  },
  '/garbage': (socket) => {
    socket.end('SSH-2.0-OpenSSH_9.6\r\n');
  },
  '/no-answer-then-close': (socket) => {
    socket.end();
  },
  '/duplicate-headers': (socket) => {
    socket.end('HTTP/1.1 200 OK\r\nX-Tag: a\r\nX-Tag: b\r\nContent-Length: 0\r\n\r\n');
  },
  '/until-close': async (socket) => {
    socket.write('HTTP/1.0 200 OK\r\n\r\nbody ');
    await tick();
    socket.end('framed by the close');
  },
};

let server: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    socket.on('error', () => {});
    let head = '';
    socket.on('data', (data) => {
      if (head.includes('\r\n\r\n')) return;
      head += data.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      requests.push(head);
      const path = head.slice(head.indexOf(' ') + 1, head.indexOf(' HTTP/1.1'));
      void (scripts[path] ?? ((s: Socket) => s.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n')))(socket);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const local: CheckContext = { deadlineMs: 5000, allowPrivateTargets: true };
const check = (path: string, extra: Record<string, unknown> = {}) =>
  runHttpCheck(httpConfigSchema.parse({ url: `${base}${path}`, ...extra }), local);

describe('http checker against a raw server', () => {
  it('reads a response dribbled a byte at a time', async () => {
    const result = await runHttpCheck(
      keywordConfigSchema.parse({ url: `${base}/dribble`, keyword: { value: 'Hlídka dribbled' } }),
      local,
    );
    expect(result).toMatchObject({ ok: true, statusCode: 200, bodyBytes: 16 });
  });

  it('sends one HTTP/1.1 request with Host, User-Agent, Accept and Connection: close', async () => {
    await check('/dribble');
    const head = requests.at(-1) ?? '';
    expect(head).toMatch(/^GET \/dribble HTTP\/1\.1\r\n/);
    expect(head).toContain(`Host: ${new URL(base).host}\r\n`);
    expect(head).toMatch(/\r\nUser-Agent: Hlidka\/1\.0 [^\r]+\r\n/);
    expect(head).toContain('\r\nAccept: */*\r\n');
    expect(head).toContain('\r\nConnection: close\r\n');
  });

  it('reports a chunked body cut off mid-chunk as reset', async () => {
    const cut = await check('/chunked-cut');
    expect(cut).toMatchObject({ ok: false, code: 'reset', phase: 'body', statusCode: 200 });
    expect(cut.message).toContain('Connection closed before the body was complete');
    expect(await check('/chunked-reset')).toMatchObject({ ok: false, code: 'reset', phase: 'body' });
  });

  it('skips 103 Early Hints and judges the 200 after it', async () => {
    const result = await check('/early-hints', {
      assertions: [{ source: 'header', path: 'X-Served', operator: 'eq', expected: 'real' }],
    });
    expect(result).toMatchObject({ ok: true, statusCode: 200, bodyBytes: 11 });
  });

  it('decodes a brotli body sent in chunks a byte at a time for the keyword search', async () => {
    const result = await runHttpCheck(
      keywordConfigSchema.parse({ url: `${base}/brotli-chunked`, keyword: { value: 'BROTLI-KEYWORD' } }),
      local,
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('reads a body framed by the close to its end', async () => {
    expect(await check('/until-close')).toMatchObject({ ok: true, bodyBytes: 'body framed by the close'.length });
  });

  it('joins repeated headers for header assertions as node:http did', async () => {
    const result = await check('/duplicate-headers', {
      assertions: [{ source: 'header', path: 'x-tag', operator: 'eq', expected: 'a, b' }],
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('gives protocol for a server speaking something else, reset for one closing without an answer', async () => {
    expect(await check('/garbage')).toMatchObject({ ok: false, code: 'protocol', phase: 'firstByte' });
    const closed = await check('/no-answer-then-close');
    expect(closed).toMatchObject({ ok: false, code: 'reset', phase: 'firstByte' });
    expect(closed.message).toContain('socket hang up');
  });

  it('dials a name with several approved addresses through the pinned lookup', async () => {
    const port = new URL(base).port;
    const result = await runHttpCheck(httpConfigSchema.parse({ url: `http://multi.test:${port}/until-close` }), {
      ...local,
      resolver: mapResolver({ 'multi.test': ['127.0.0.2', '127.0.0.1'] }),
    });
    // 127.0.0.2 refuses (the server listens on 127.0.0.1 only); Happy Eyeballs moves on to the next approved address.
    expect(result).toMatchObject({ ok: true, resolvedAddress: '127.0.0.1' });
    expect(result.timings.dns).not.toBeNull();
    expect(result.timings.connect).not.toBeNull();
  });
});
