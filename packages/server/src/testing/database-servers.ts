import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';

export interface TestServer {
  port: number;
  close(): Promise<void>;
}

/** A TCP server on 127.0.0.1 (random port) whose connections `talk` serves (errors ignored); closing ends them all. */
export async function serve(talk: (socket: Socket) => void): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    talk(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A Redis-speaking server (RESP): AUTH with `password` (and `username` when set), PING → +PONG, QUIT. With a password,
 * PING before AUTH is refused with -NOAUTH like Redis's requirepass.
 */
export function startRedisServer(options: { password?: string; username?: string } = {}): Promise<TestServer> {
  return serve((socket) => {
    let text = '';
    let signedIn = options.password === undefined;
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      for (;;) {
        const words = readCommand(text);
        if (words === null) return;
        text = words.rest;
        const [name, ...args] = words.words;
        const command = name?.toUpperCase();
        if (command === 'AUTH') {
          const [user, password] = args.length === 2 ? args : ['default', args[0]];
          signedIn = password === options.password && user === (options.username ?? 'default');
          socket.write(signedIn ? '+OK\r\n' : '-WRONGPASS invalid username-password pair or user is disabled.\r\n');
        } else if (command === 'PING') socket.write(signedIn ? '+PONG\r\n' : '-NOAUTH Authentication required.\r\n');
        else if (command === 'QUIT') socket.end('+OK\r\n');
        else socket.write(`-ERR unknown command '${name}'\r\n`);
      }
    });
  });
}

/** One RESP array of bulk strings from the start of `text`, or null until it is whole. */
function readCommand(text: string): { words: string[]; rest: string } | null {
  const lines = text.split('\r\n');
  const count = Number(lines[0]?.slice(1));
  if (lines.length < 2 * count + 2) return null;
  const words = Array.from({ length: count }, (_, i) => lines[2 + 2 * i] ?? '');
  return { words, rest: lines.slice(1 + 2 * count).join('\r\n') };
}

const sha = (algorithm: 'sha1' | 'sha256', ...parts: Buffer[]) => {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const xor = (a: Buffer, b: Buffer) => Buffer.from(a.map((byte, i) => byte ^ (b[i] ?? 0)));

const packet = (sequence: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUIntLE(payload.length, 0, 3);
  head[3] = sequence;
  return Buffer.concat([head, payload]);
};
const okPacket = Buffer.from([0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00]);
const errorPacket = (errno: number, state: string, message: string) => {
  const head = Buffer.alloc(3);
  head[0] = 0xff;
  head.writeUInt16LE(errno, 1);
  return Buffer.concat([head, Buffer.from(`#${state}${message}`, 'utf8')]);
};

/**
 * A MySQL-speaking server (protocol 4.1): HandshakeV10 with `plugin` (mysql_native_password, or caching_sha2_password
 * answering the fast path: the proof is checked, then 0x01 0x03 and OK), the user `user` with `password`, the
 * databases `databases`; then COM_PING → OK, COM_QUIT closes. A wrong proof is error 1045, an unknown database 1049.
 */
export function startMysqlServer(options: {
  user: string;
  password: string;
  databases?: string[];
  plugin?: 'mysql_native_password' | 'caching_sha2_password';
}): Promise<TestServer> {
  const plugin = options.plugin ?? 'mysql_native_password';
  return serve((socket) => {
    const nonce = Buffer.from(randomBytes(20).map((byte) => (byte % 94) + 33));
    const greeting = Buffer.concat([
      Buffer.from([0x0a]),
      Buffer.from('8.0.36-test\0'),
      Buffer.from([1, 0, 0, 0]),
      nonce.subarray(0, 8),
      Buffer.from([0]),
      Buffer.from([0xff, 0xf7]), // capabilities, lower: protocol 4.1, secure connection…
      Buffer.from([45, 0x02, 0x00]),
      Buffer.from([0xff, 0x81]), // capabilities, upper: plugin auth…
      Buffer.from([21]),
      Buffer.alloc(10),
      nonce.subarray(8),
      Buffer.from([0]),
      Buffer.from(`${plugin}\0`),
    ]);
    socket.write(packet(0, greeting));
    let buffer = Buffer.alloc(0);
    let signedIn = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 4 && buffer.length >= 4 + buffer.readUIntLE(0, 3)) {
        const length = buffer.readUIntLE(0, 3);
        const sequence = buffer[3] ?? 0;
        const payload = buffer.subarray(4, 4 + length);
        buffer = buffer.subarray(4 + length);
        if (signedIn) {
          if (payload[0] === 0x0e) socket.write(packet(1, okPacket));
          else if (payload[0] === 0x01) socket.end();
          else socket.write(packet(1, errorPacket(1047, '08S01', 'Unknown command')));
          continue;
        }
        const answer = signIn(payload, nonce, plugin, options);
        for (const [offset, reply] of answer.replies.entries()) socket.write(packet(sequence + 1 + offset, reply));
        signedIn = answer.ok;
      }
    });
  });
}

function signIn(
  response: Buffer,
  nonce: Buffer,
  plugin: string,
  options: { user: string; password: string; databases?: string[] },
): { ok: boolean; replies: Buffer[] } {
  const flags = response.readUInt32LE(0);
  let at = 32;
  const userEnd = response.indexOf(0, at);
  const user = response.toString('utf8', at, userEnd);
  at = userEnd + 1;
  const proofLength = response[at] ?? 0;
  const proof = response.subarray(at + 1, at + 1 + proofLength);
  at += 1 + proofLength;
  const database = flags & 0x8 ? response.toString('utf8', at, response.indexOf(0, at)) : null;
  const secret = Buffer.from(options.password, 'utf8');
  let expected: Buffer;
  if (plugin === 'caching_sha2_password') {
    const once = sha('sha256', secret);
    expected = xor(once, sha('sha256', sha('sha256', once), nonce));
  } else {
    const once = sha('sha1', secret);
    expected = xor(once, sha('sha1', nonce, sha('sha1', once)));
  }
  if (user !== options.user || !proof.equals(expected)) {
    return {
      ok: false,
      replies: [errorPacket(1045, '28000', `Access denied for user '${user}'@'localhost' (using password: YES)`)],
    };
  }
  if (database !== null && !(options.databases ?? []).includes(database)) {
    return { ok: false, replies: [errorPacket(1049, '42000', `Unknown database '${database}'`)] };
  }
  const fast = plugin === 'caching_sha2_password' ? [Buffer.from([0x01, 0x03])] : [];
  return { ok: true, replies: [...fast, okPacket] };
}
