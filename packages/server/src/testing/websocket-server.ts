import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { KeyPair } from './certificates';

export interface TestWebsocketServer {
  /** `ws://127.0.0.1:<port>` (or wss://). */
  url: string;
  port: number;
  /** Each upgrade request: its path and the address it came from. */
  upgrades: { path: string; from: string | undefined }[];
  /** The close code of each connection the server saw closed. */
  closeCodes: number[];
  close(): Promise<void>;
}

/**
 * A WebSocket server on 127.0.0.1 (random port; TLS with `tls`) for the WebSocket checker's tests. Paths: `/` echoes
 * each message as `echo: <message>`; `/greet` also says `welcome` when the connection opens; `/silent` never says
 * anything; `/forbidden` answers the upgrade with 403; `/hang` never answers the upgrade.
 */
export async function startWebsocketServer(options: { tls?: KeyPair } = {}): Promise<TestWebsocketServer> {
  const server: Server = options.tls ? createHttpsServer(options.tls) : createServer();
  const sockets = new WebSocketServer({ noServer: true });
  const upgrades: TestWebsocketServer['upgrades'] = [];
  const closeCodes: number[] = [];
  const connections = new Set<Socket>();
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('upgrade', (request, socket, head) => {
    const path = request.url ?? '/';
    upgrades.push({ path, from: request.socket.remoteAddress });
    if (path === '/hang') return;
    if (path === '/forbidden') {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      ws.on('close', (code) => closeCodes.push(code));
      if (path === '/silent') return;
      if (path === '/greet') ws.send('welcome');
      ws.on('message', (data) => ws.send(`echo: ${String(data)}`));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'wss' : 'ws'}://127.0.0.1:${port}`,
    port,
    upgrades,
    closeCodes,
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
