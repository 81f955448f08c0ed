import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { Resolver } from '../net/guard';
import type { KeyPair } from './certificates';

export interface TestServer {
  server: Server;
  port: number;
  url: (path?: string) => string;
  /** Requests seen, by path. */
  requests: string[];
  /** Connections accepted. */
  connections: number;
  /** Bytes of body written by streaming routes. */
  streamed: { bytes: number };
  close: () => Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, server: TestServer) => void;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Writes `total` bytes from one reused chunk, honouring backpressure; stops when the client goes away. */
async function stream(res: ServerResponse, total: number, counter: { bytes: number }, tail = ''): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  while (sent < total && !res.destroyed) {
    const piece = total - sent >= chunk.length ? chunk : chunk.subarray(0, total - sent);
    sent += piece.length;
    counter.bytes += piece.length;
    if (!res.write(piece)) {
      const drained = await Promise.race([once(res, 'drain').then(() => true), once(res, 'close').then(() => false)]);
      if (!drained) return;
    }
  }
  if (!res.destroyed) res.end(tail);
}

const routes: Record<string, Handler> = {
  '/ok': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  },
  '/slow-ok': (_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('slow hello');
    }, 30);
  },
  '/keyword': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // The keyword straddles two chunks.
    res.write('<html><body>Stav: Hlíd');
    setTimeout(() => res.end('ka běží</body></html>'), 10);
  },
  '/keyword-late': (_req, res, server) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    void stream(res, 2 * 1024 * 1024, server.streamed, 'NEEDLE');
  },
  '/big': (_req, res, server) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 50 * 1024 * 1024 });
    void stream(res, 50 * 1024 * 1024, server.streamed);
  },
  '/medium': (_req, res, server) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    void stream(res, 3 * 1024 * 1024, server.streamed, 'THE-END');
  },
  '/trickle': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/slow-headers': (_req, res) => {
    const timer = setTimeout(() => res.end('late'), 5000);
    res.on('close', () => clearTimeout(timer));
  },
  '/reset': (req) => {
    req.socket.destroy();
  },
  '/echo-method': (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`${req.method} ${body} auth=${req.headers.authorization ?? '-'}`);
    });
  },
};

async function handle(req: IncomingMessage, res: ServerResponse, server: TestServer): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  server.requests.push(url.pathname);
  const status = /^\/status\/(\d{3})$/.exec(url.pathname);
  if (status) {
    res.writeHead(Number(status[1]), { 'content-type': 'text/plain' });
    res.end(`status ${status[1]}`);
    return;
  }
  const chain = /^\/redirect\/(\d+)$/.exec(url.pathname);
  if (chain) {
    const left = Number(chain[1]);
    res.writeHead(302, { location: left > 0 ? `/redirect/${left - 1}` : '/ok' });
    res.end();
    return;
  }
  if (url.pathname === '/redirect-to') {
    res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('url') ?? '/' });
    res.end();
    return;
  }
  if (url.pathname === '/gzip') {
    const { gzipSync } = await import('node:zlib');
    res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
    res.end(gzipSync(Buffer.from('compressed GZIP-KEYWORD body')));
    return;
  }
  if (url.pathname === '/delay') {
    await sleep(Number(url.searchParams.get('ms') ?? 0));
    res.end('delayed');
    return;
  }
  const route = routes[url.pathname];
  if (route) route(req, res, server);
  else {
    res.writeHead(404);
    res.end('not found');
  }
}

async function start(server: Server): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const state: TestServer = {
    server,
    port: 0,
    url: (path = '/ok') => `${'cert' in server ? 'https' : 'http'}://127.0.0.1:${state.port}${path}`,
    requests: [],
    connections: 0,
    streamed: { bytes: 0 },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', (socket: Socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => void handle(req, res, state));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.port = (server.address() as AddressInfo).port;
  return state;
}

export function startHttpServer(): Promise<TestServer> {
  return start(createHttpServer());
}

export async function startHttpsServer(pair: KeyPair): Promise<TestServer> {
  const server = createHttpsServer({ key: pair.key, cert: pair.cert });
  Object.defineProperty(server, 'cert', { value: true });
  return start(server as unknown as Server);
}

/** A resolver that knows a few test names and fails the rest like NXDOMAIN. */
export function mapResolver(map: Record<string, string[]>, delayMs = 0): Resolver {
  return async (hostname) => {
    if (delayMs > 0) await sleep(delayMs);
    const addresses = map[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
