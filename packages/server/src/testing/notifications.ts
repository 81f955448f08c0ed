import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationChannelDataSchema, notificationRuleDataSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/types';
import { processCheckOutcomes } from '../monitoring/incidents/engine';
import { bearer, expectData } from './auth';
import { insertWebsite, outcome } from './incidents';
import { registerUser } from './teams';

export const XSS_NAME = '"><img src=x onerror=alert(1)>';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes (an encrypted Web Push message is not text). */
  raw: Buffer;
  json: unknown;
}

/**
 * A local HTTP receiver on 127.0.0.1: records every request and answers `status` (default 200) with `answer`'s body
 * (default `{"ok":true}`). `down()` stops listening (connections are refused); `up()` listens again on the same port.
 */
export class Receiver {
  readonly received: Received[] = [];
  status = 200;
  /** Per request instead of `status` (a gateway that fails one number), when set. */
  statusOf: ((received: Received) => number) | undefined;
  answer: (received: Received) => string = () => '{"ok":true}';
  #server: Server;
  port = 0;

  private constructor() {
    this.#server = this.#create();
  }

  #create() {
    return createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = raw.toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(body);
        } catch {}
        const received = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body,
          raw,
          json,
        };
        this.received.push(received);
        response.writeHead(this.statusOf?.(received) ?? this.status, { 'content-type': 'application/json' });
        response.end(this.answer(received));
      });
    });
  }

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await receiver.up();
    return receiver;
  }

  url(path = '/hook') {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async up() {
    if (this.#server.listening) return;
    this.#server = this.#create();
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  async down() {
    if (!this.#server.listening) return;
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  clear() {
    this.received.length = 0;
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message. */
export async function startSmtp(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Open an incident on a new website of `ownerId` (two failing checks at the test clock's start). */
export async function openIncident(
  database: Database,
  ownerId: string,
  website: { name?: string; teamId?: string | null; type?: 'http' | 'heartbeat' } = {},
): Promise<{ websiteId: string }> {
  const websiteId = await insertWebsite(database.db, ownerId, {
    name: website.name ?? 'Obchod',
    teamId: website.teamId ?? null,
    ...(website.type ? { type: website.type } : {}),
  });
  const outcomes = [outcome(websiteId, false, 0), outcome(websiteId, false, 30)];
  await database.db.transaction((tx) => processCheckOutcomes(tx, outcomes, new Date('2026-01-15T10:00:30.000Z')));
  return { websiteId };
}

export async function resolveBy(database: Database, websiteId: string, seconds: number) {
  const last = outcome(websiteId, true, seconds);
  await database.db.transaction((tx) => processCheckOutcomes(tx, [last], last.checkedAt));
}

export async function createChannel(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notification-channels',
    headers: bearer(token),
    payload: body,
  });
  return expectData(response, notificationChannelDataSchema, 201).channel;
}

export async function createRule(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notification-rules',
    headers: bearer(token),
    payload: body,
  });
  return expectData(response, notificationRuleDataSchema, 201).rule;
}

/** The text/plain and text/html parts of a raw MIME message, decoded (quoted-printable or base64), and its headers. */
export function mimeParts(raw: string): { headers: string; text: string; html: string } {
  const unix = raw.replace(/\r\n/g, '\n');
  const headerEnd = unix.indexOf('\n\n');
  const headers = unix.slice(0, headerEnd);
  const boundary = /boundary="?([^";\n]+)"?/.exec(headers)?.[1];
  const result = { headers, text: '', html: '' };
  if (!boundary) return result;
  for (const part of unix.split(`--${boundary}`)) {
    const end = part.indexOf('\n\n');
    if (end < 0) continue;
    const partHeaders = part.slice(0, end).toLowerCase();
    const body = part.slice(end + 2).trim();
    const decoded = partHeaders.includes('base64')
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : partHeaders.includes('quoted-printable')
        ? Buffer.from(
            body
              .replace(/=\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
    if (partHeaders.includes('text/plain')) result.text = decoded;
    if (partHeaders.includes('text/html')) result.html = decoded;
  }
  return result;
}

/**
 * A new user with a Slack channel (a local receiver, closed by the caller from `receivers`) and a rule sending
 * `rule.events` to it, the test clock at 10:00:30; `texts` lists the messages that arrived.
 */
export async function slackSubscriber(
  ctx: { app: FastifyInstance; clock: { set(at: string): void } },
  receivers: Receiver[],
  rule: { events: string[]; renotifyMinutes?: number },
) {
  ctx.clock.set('2026-01-15T10:00:30.000Z');
  const user = await registerUser(ctx.app);
  const hook = await Receiver.start();
  receivers.push(hook);
  const channel = await createChannel(ctx.app, user.token, {
    name: 'Slack',
    config: { type: 'slack', url: hook.url() },
  });
  await createRule(ctx.app, user.token, { name: 'Výpadky', channelIds: [channel.id], ...rule });
  const texts = () => hook.received.map((r) => (r.json as { text: string }).text);
  return { user, texts };
}

/** One check of the website `seconds` after 10:00:00, judged by the incident engine (`extra`: maintenance…). */
export async function judgeCheck(
  database: Database,
  websiteId: string,
  ok: boolean,
  seconds: number,
  extra: Parameters<typeof outcome>[3] = {},
) {
  const last = outcome(websiteId, ok, seconds, extra);
  await database.db.transaction((tx) => processCheckOutcomes(tx, [last], last.checkedAt));
}
