import { createHash, constants as cryptoConstants, publicEncrypt } from 'node:crypto';
import { isIP, type Socket } from 'node:net';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { databaseDefaultPorts, databaseEngineValues } from '@hlidka/contract';
import pg from 'pg';
import { z } from 'zod';
import { guardSocket } from '../net/guard';
import { startDeadline } from './errors';
import { dial, type PhaseTimes } from './http1/connect';
import { conversationResult, endSession, failure, handshake, ServerReplyError, SocketReader } from './session';
import { resolveHostPort, roundMs, splitHostPort } from './target';
import type { CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const databaseConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65535),
  engine: z.enum(databaseEngineValues),
  username: z.string().min(1).max(200).nullable().default(null),
  password: z.string().max(500).nullable().default(null),
  /** PostgreSQL and MySQL: the database to open; null = the server's default. */
  name: z.string().min(1).max(63).nullable().default(null),
  /** TLS for the session; the certificate is not verified (like libpq's sslmode=require). */
  tls: z.boolean().default(false),
});
export type DatabaseConfig = z.infer<typeof databaseConfigSchema>;

/** What the check lends an engine: the moment its ping leaves (timed), and the TLS upgrade of the socket. */
interface Session {
  /** Called when the ping is sent, so its round trip is timed. */
  onPing(): void;
  /** TLS upgrade inside the protocol (PostgreSQL, MySQL): the socket to read from now. */
  upgrade(socket: Socket): Promise<TLSSocket>;
}

type EngineCheck = (
  config: DatabaseConfig,
  socket: Socket,
  incoming: SocketReader,
  session: Session,
) => Promise<string>;

const PG_AUTH_STATES = /^28/;
const ignore = () => {};

/**
 * PostgreSQL through `pg` over the dialled socket (its `connect` is the dial's): startup, TLS by SSLRequest when set,
 * any password method the server asks for (SCRAM, MD5, cleartext), then `SELECT 1`.
 */
const postgresql: EngineCheck = async (config, socket, _incoming, session) => {
  socket.connect = (() => socket) as unknown as Socket['connect'];
  const client = new pg.Client({
    stream: () => socket,
    host: config.host,
    user: config.username ?? 'postgres',
    ...(config.password === null ? {} : { password: config.password }),
    ...(config.name === null ? {} : { database: config.name }),
    ssl: config.tls ? { rejectUnauthorized: false, ...(isIP(config.host) ? {} : { servername: config.host }) } : false,
    application_name: 'hlidka',
  });
  client.on('error', ignore);
  try {
    await client.connect();
    session.onPing();
    await client.query('SELECT 1');
    const version = (client as unknown as { connection?: { parameters?: Record<string, string> } }).connection
      ?.parameters?.server_version;
    return version === undefined ? 'PostgreSQL answered SELECT 1' : `PostgreSQL ${version} answered SELECT 1`;
  } catch (error) {
    const { code, severity } = error as { code?: unknown; severity?: unknown };
    const text = error instanceof Error ? error.message : String(error);
    if ((severity && PG_AUTH_STATES.test(String(code))) || text.startsWith('SASL:')) {
      throw new ServerReplyError('auth', text);
    }
    // A server error (an unknown database) or pg's own finding (no TLS offered, not PostgreSQL); system errors go on.
    if (severity || (code === undefined && error instanceof Error && error.name === 'Error')) {
      throw new ServerReplyError('protocol', text);
    }
    throw error;
  } finally {
    void client.end().catch(ignore);
  }
};

// MySQL: packets of a 3-byte little-endian length and a sequence number (protocol 4.1).
const MYSQL_CLIENT = {
  longPassword: 0x1,
  connectWithDb: 0x8,
  protocol41: 0x200,
  ssl: 0x800,
  secureConnection: 0x8000,
  pluginAuth: 0x80000,
};
const MYSQL_ACCESS_DENIED = new Set([1044, 1045, 1698]);
const sha = (algorithm: 'sha1' | 'sha256', ...parts: Buffer[]) => {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const xor = (a: Buffer, b: Buffer) => Buffer.from(a.map((byte, i) => byte ^ (b[i % b.length] ?? 0)));

/** The password proof a MySQL auth plugin expects for the server's nonce (empty without a password). */
function mysqlScramble(plugin: string, password: string | null, nonce: Buffer): Buffer {
  if (!password) return Buffer.alloc(0);
  const secret = Buffer.from(password, 'utf8');
  if (plugin === 'caching_sha2_password') {
    const once = sha('sha256', secret);
    return xor(once, sha('sha256', sha('sha256', once), nonce));
  }
  if (plugin === 'mysql_native_password') {
    const once = sha('sha1', secret);
    return xor(once, sha('sha1', nonce, sha('sha1', once)));
  }
  throw new ServerReplyError('protocol', `Unsupported authentication method ${plugin}`);
}

const cString = (buffer: Buffer, from: number) => {
  const end = buffer.indexOf(0, from);
  return {
    text: buffer.toString('utf8', from, end < 0 ? buffer.length : end),
    next: end < 0 ? buffer.length : end + 1,
  };
};

const mysql: EngineCheck = async (config, socket, incoming, session) => {
  let sequence = 0;
  const read = async () => {
    const packet = await incoming.take((b) => (b.length < 4 ? null : 4 + b.readUIntLE(0, 3)));
    sequence = ((packet[3] ?? 0) + 1) & 0xff;
    return packet.subarray(4);
  };
  const send = (payload: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUIntLE(payload.length, 0, 3);
    head[3] = sequence;
    sequence = (sequence + 1) & 0xff;
    incoming.write(Buffer.concat([head, payload]));
  };
  const refusal = (packet: Buffer) => {
    const errno = packet.readUInt16LE(1);
    const text = packet.toString('utf8', packet[3] === 0x23 ? 9 : 3);
    return new ServerReplyError(MYSQL_ACCESS_DENIED.has(errno) ? 'auth' : 'protocol', `${errno} ${text}`);
  };

  const greeting = await read();
  if (greeting[0] === 0xff) throw refusal(greeting);
  if (greeting[0] !== 0x0a) throw new ServerReplyError('protocol', 'Not a MySQL server greeting');
  const version = cString(greeting, 1);
  let at = version.next + 4;
  const nonceStart = greeting.subarray(at, at + 8);
  at += 8 + 1;
  const capabilities = greeting.readUInt16LE(at) | (greeting.readUInt16LE(at + 5) << 16);
  at += 2 + 1 + 2 + 2 + 1 + 10;
  const nonceRest = cString(greeting, at);
  let nonce: Buffer = Buffer.concat([nonceStart, greeting.subarray(at, nonceRest.next - 1)]);
  let plugin = cString(greeting, nonceRest.next).text || 'mysql_native_password';
  let secure = false;

  let flags =
    MYSQL_CLIENT.longPassword | MYSQL_CLIENT.protocol41 | MYSQL_CLIENT.secureConnection | MYSQL_CLIENT.pluginAuth;
  if (config.name !== null) flags |= MYSQL_CLIENT.connectWithDb;
  const head = () => {
    const fixed = Buffer.alloc(32);
    fixed.writeUInt32LE(flags >>> 0, 0);
    fixed.writeUInt32LE(0x1000000, 4);
    fixed[8] = 45; // utf8mb4
    return fixed;
  };
  if (config.tls) {
    if (!(capabilities & MYSQL_CLIENT.ssl)) throw new ServerReplyError('protocol', 'The server does not offer TLS');
    flags |= MYSQL_CLIENT.ssl;
    send(head());
    await session.upgrade(socket);
    secure = true;
  }
  const proof = mysqlScramble(plugin, config.password, nonce);
  send(
    Buffer.concat([
      head(),
      Buffer.from(`${config.username ?? 'root'}\0`, 'utf8'),
      Buffer.from([proof.length]),
      proof,
      config.name === null ? Buffer.alloc(0) : Buffer.from(`${config.name}\0`, 'utf8'),
      Buffer.from(`${plugin}\0`, 'utf8'),
    ]),
  );
  for (;;) {
    const reply = await read();
    if (reply[0] === 0x00) break;
    if (reply[0] === 0xff) throw refusal(reply);
    if (reply[0] === 0xfe) {
      // Another auth method: its name and a fresh nonce.
      const switched = cString(reply, 1);
      plugin = switched.text;
      nonce = reply.subarray(switched.next, reply.at(-1) === 0 ? -1 : undefined);
      send(mysqlScramble(plugin, config.password, nonce));
    } else if (reply[0] === 0x01 && reply[1] === 0x04) {
      // caching_sha2_password wants the password itself: over TLS as it is, else sealed with the server's RSA key.
      const password = Buffer.from(`${config.password ?? ''}\0`, 'utf8');
      if (secure) send(password);
      else {
        send(Buffer.from([0x02]));
        const key = await read();
        const sealed = publicEncrypt(
          { key: key.subarray(1).toString('utf8'), padding: cryptoConstants.RSA_PKCS1_OAEP_PADDING },
          xor(password, nonce),
        );
        send(sealed);
      }
    } else if (reply[0] !== 0x01) throw new ServerReplyError('protocol', 'Unexpected reply while signing in');
    // 0x01 0x03: fast authentication passed; the OK follows.
  }
  sequence = 0;
  session.onPing();
  send(Buffer.from([0x0e])); // COM_PING
  const pong = await read();
  if (pong[0] === 0xff) throw refusal(pong);
  if (pong[0] !== 0x00) throw new ServerReplyError('protocol', 'Unexpected reply to COM_PING');
  sequence = 0;
  send(Buffer.from([0x01])); // COM_QUIT
  return `MySQL ${version.text} answered COM_PING`;
};

/** RESP (Redis, Valkey): AUTH when a password is set, then PING, which must answer +PONG. */
const redis: EngineCheck = async (config, _socket, incoming, session) => {
  const command = (...words: string[]) => {
    incoming.write(`*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`);
    return incoming.line();
  };
  if (config.password !== null) {
    const words = config.username === null ? [config.password] : [config.username, config.password];
    const answer = await command('AUTH', ...words);
    if (answer.startsWith('-')) throw new ServerReplyError('auth', answer.slice(1));
    if (answer !== '+OK') throw new ServerReplyError('protocol', answer);
  }
  session.onPing();
  const pong = await command('PING');
  if (/^-(NOAUTH|WRONGPASS)/.test(pong)) throw new ServerReplyError('auth', pong.slice(1));
  if (pong !== '+PONG') throw new ServerReplyError('protocol', pong.slice(0, 200));
  incoming.write('*1\r\n$4\r\nQUIT\r\n');
  return 'Redis answered PONG';
};

const engines: Record<DatabaseConfig['engine'], EngineCheck> = { postgresql, mysql, redis };

/**
 * Connects to a database server on an address `resolveTarget` approved, signs in when credentials are set and pings
 * it: PostgreSQL `SELECT 1`, MySQL COM_PING, Redis PING. Refused credentials are `auth`, other refusals (an unknown
 * database) and replies that are not the protocol are `protocol`, with the server's words as the cause's reply.
 */
export async function runDatabaseCheck(config: DatabaseConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const times: PhaseTimes = { start: performance.now() };
  const incoming = new SocketReader({ maxBytes: 64 * 1024, encoding: 'utf8' });
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let tlsMs: number | null = null;
  let pingedAt: number | undefined;
  let firstByte: number | null = null;
  let socket: Socket | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>) =>
    conversationResult(fields, { times, dns, tls: tlsMs, firstByte, deadline, socket });
  const onAbort = () => socket?.destroy(deadline.signal.reason as Error);
  deadline.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const parsed = await resolveHostPort(config, context, deadline);
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    dns = parsed.dns;
    const servername = isIP(parsed.hostname) ? undefined : parsed.hostname;
    // Redis speaks TLS from the start; PostgreSQL and MySQL ask for it inside their protocol.
    const implicitTls = config.tls && config.engine === 'redis';
    phase = 'connect';
    deadline.enter('connect');
    deadline.signal.throwIfAborted();
    const tls = implicitTls ? { servername, rejectUnauthorized: false, secureContext: undefined } : undefined;
    socket = dial({ target: parsed.target, port: parsed.port, localAddress: context.localAddress, tls }, times);
    guardSocket(socket, parsed.target, context);
    const dialled = socket;
    dialled.once('connect', () => {
      times.connect = performance.now();
      phase = implicitTls ? 'tls' : 'firstByte';
      deadline.enter(phase);
    });
    dialled.once('secureConnect', () => {
      tlsMs = roundMs(performance.now() - (times.connect ?? times.start));
      phase = 'firstByte';
      deadline.enter('firstByte');
    });
    // pg listens for the connection itself; the others start talking once it is open.
    if (config.engine !== 'postgresql') {
      await new Promise<void>((resolve, reject) => {
        dialled.once(implicitTls ? 'secureConnect' : 'connect', () => resolve());
        dialled.once('error', reject);
      });
      incoming.use(dialled);
    }
    const session: Session = {
      onPing: () => {
        pingedAt = performance.now();
        phase = 'firstByte';
      },
      upgrade: async (plain) => {
        phase = 'tls';
        deadline.enter('tls');
        const started = performance.now();
        incoming.release();
        const upgraded = tlsConnect({
          socket: plain,
          rejectUnauthorized: false,
          ...(servername ? { servername } : {}),
        });
        socket = upgraded;
        incoming.use(upgraded);
        await handshake(upgraded);
        tlsMs = roundMs(performance.now() - started);
        phase = 'body';
        deadline.enter('body');
        return upgraded;
      },
    };
    phase = 'body';
    const message = await engines[config.engine](config, dialled, incoming, session);
    if (pingedAt !== undefined) firstByte = roundMs(performance.now() - pingedAt);
    return result({ ok: true, code: null, message });
  } catch (caught) {
    return result(failure(deadline.signal.aborted ? deadline.signal.reason : caught, phase));
  } finally {
    endSession(deadline, onAbort, incoming, socket);
  }
}

export const databaseChecker: CheckStrategy<'database', DatabaseConfig> = {
  type: 'database',
  configSchema: databaseConfigSchema,
  configOf: ({ url, settings }) => {
    const { host, port } = splitHostPort(url);
    const { engine, name, tls } = settings.database;
    return {
      host,
      port: port || databaseDefaultPorts[engine],
      engine,
      username: settings.username,
      password: settings.password,
      name,
      tls,
    };
  },
  websiteFields: { engine: 'database', name: 'database', tls: 'database' },
  check: runDatabaseCheck,
};
