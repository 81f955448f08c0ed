import { isIP, type Socket } from 'node:net';
import { createSecureContext, type TLSSocket, connect as tlsConnect } from 'node:tls';
import { smtpSecurityValues } from '@hlidka/contract';
import { z } from 'zod';
import { guardSocket } from '../net/guard';
import { judgeCertificate } from './certificate';
import { startDeadline } from './errors';
import { dial, type PhaseTimes } from './http1/connect';
import { conversationResult, endSession, failure, handshake, ServerReplyError, SocketReader } from './session';
import { present, resolveHostPort, roundMs, splitHostPort } from './target';
import { DEFAULT_TLS_WARN_DAYS } from './tls';
import type { CertificateInfo, CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const smtpConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65535).default(25),
  security: z.enum(smtpSecurityValues).default('auto'),
  /** Warn this many days before the certificate expires (when the session is secured). */
  warnDays: z.number().int().min(0).max(365).default(DEFAULT_TLS_WARN_DAYS),
});
export type SmtpConfig = z.infer<typeof smtpConfigSchema>;

/** A reply longer than this is not an SMTP server talking. */
const MAX_REPLY_BYTES = 16 * 1024;

interface Reply {
  code: number;
  lines: string[];
}

/**
 * Reads SMTP replies (RFC 5321 §4.2: `250-…` lines continue one, `250 …` ends it) from the socket that carries the
 * session, which STARTTLS swaps for a TLS one.
 */
class Session extends SocketReader {
  constructor() {
    super({ maxBytes: MAX_REPLY_BYTES, encoding: 'latin1' });
  }

  async reply(): Promise<Reply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.line();
      const match = /^(\d{3})([ -]|$)/.exec(line);
      if (!match) throw new ServerReplyError('protocol', line, 'Not an SMTP reply');
      lines.push(line);
      if (match[2] !== '-') return { code: Number(match[1]), lines };
    }
  }

  command(line: string): Promise<Reply> {
    this.write(`${line}\r\n`);
    return this.reply();
  }
}

function expectCode(reply: Reply, code: number, step: string): void {
  if (reply.code !== code) {
    throw new ServerReplyError('protocol', reply.lines[0] ?? '', `${step}: expected ${code}, got ${reply.lines[0]}`);
  }
}

/** EHLO's argument: the address the connection leaves from, as an address literal (RFC 5321 §4.1.3). */
const addressLiteral = (socket: Socket) => {
  const address = socket.localAddress ?? '127.0.0.1';
  return isIP(address) === 6 ? `[IPv6:${address}]` : `[${address}]`;
};

/**
 * Talks to a mail server: the 220 greeting, EHLO, STARTTLS when the settings want it or the server offers it (or TLS
 * from the start on 465 / `implicit`), the certificate judged like the tls check's, then QUIT. A reply other than the
 * expected one is `protocol` with the server's line; STARTTLS required but not offered is `protocol` too.
 */
export async function runSmtpCheck(config: SmtpConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const now = (context.now ?? Date.now)();
  const times: PhaseTimes = { start: performance.now() };
  const session = new Session();
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let tlsMs: number | null = null;
  let firstByte: number | null = null;
  let socket: Socket | undefined;
  let certificate: CertificateInfo | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>) =>
    conversationResult(fields, { times, dns, tls: tlsMs, firstByte, deadline, socket, certificate });
  const onAbort = () => socket?.destroy(deadline.signal.reason as Error);
  deadline.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const parsed = await resolveHostPort(config, context, deadline);
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    const { target } = parsed;
    dns = parsed.dns;
    const implicit = config.security === 'implicit' || (config.security === 'auto' && parsed.port === 465);
    const servername = isIP(parsed.hostname) ? undefined : parsed.hostname;
    const secureContext = createSecureContext(context.ca === undefined ? {} : { ca: context.ca });
    const judge = (secured: TLSSocket) => {
      const judged = judgeCertificate(secured, { now, warnDays: config.warnDays, servername: parsed.hostname });
      certificate = judged.certificate;
      return judged.outcome;
    };

    phase = 'connect';
    deadline.enter('connect');
    // Cancelled while resolving: no socket yet for the abort to end.
    deadline.signal.throwIfAborted();
    const tls = implicit ? { servername, rejectUnauthorized: false, secureContext } : undefined;
    socket = dial({ target, port: parsed.port, localAddress: context.localAddress, ...(tls ? { tls } : {}) }, times);
    guardSocket(socket, target, context);
    session.use(socket);
    socket.once('connect', () => {
      times.connect = performance.now();
      phase = implicit ? 'tls' : 'firstByte';
      deadline.enter(phase);
    });
    socket.once('secureConnect', () => {
      times.secure = performance.now();
      tlsMs = roundMs(times.secure - (times.connect ?? times.start));
      phase = 'firstByte';
      deadline.enter('firstByte');
    });
    const banner = await session.reply();
    firstByte = roundMs(performance.now() - (times.secure ?? times.connect ?? times.start));
    let secured = implicit ? judge(socket as TLSSocket) : undefined;
    if (secured && !secured.ok) return result(secured);
    expectCode(banner, 220, 'Greeting');

    phase = 'body';
    deadline.enter('body');
    const hello = await session.command(`EHLO ${addressLiteral(socket)}`);
    expectCode(hello, 250, 'EHLO');
    const offered = hello.lines.slice(1).some((line) => /^starttls$/i.test(line.slice(4).trim()));
    if (config.security === 'starttls' && !offered) {
      throw new ServerReplyError(
        'protocol',
        hello.lines.join(' / '),
        'STARTTLS is required but the server does not offer it',
      );
    }
    if (!implicit && config.security !== 'none' && offered) {
      expectCode(await session.command('STARTTLS'), 220, 'STARTTLS');
      phase = 'tls';
      deadline.enter('tls');
      const started = performance.now();
      const plain = socket;
      session.release();
      const upgraded = tlsConnect({
        socket: plain,
        host: parsed.hostname,
        ...(servername === undefined ? {} : { servername }),
        rejectUnauthorized: false,
        secureContext,
      });
      socket = upgraded;
      session.use(upgraded);
      await handshake(upgraded);
      tlsMs = roundMs(performance.now() - started);
      secured = judge(upgraded);
      if (!secured.ok) return result(secured);
      phase = 'body';
      deadline.enter('body');
    }
    expectCode(await session.command('QUIT'), 221, 'QUIT');
    const message = `${banner.lines[0]}${certificate ? ` (TLS, certificate valid until ${certificate.validTo})` : ''}`;
    return result({ ok: true, code: null, message, ...(secured?.warning ? { warning: secured.warning } : {}) });
  } catch (error) {
    return result(failure(error, phase));
  } finally {
    endSession(deadline, onAbort, session, socket);
  }
}

export const smtpChecker: CheckStrategy<'smtp', SmtpConfig> = {
  type: 'smtp',
  configSchema: smtpConfigSchema,
  configOf: ({ url, settings }) => {
    const { host, port } = splitHostPort(url);
    const fallback = settings.smtpSecurity === 'implicit' ? 465 : 25;
    return {
      host,
      port: port || fallback,
      security: settings.smtpSecurity,
      ...present({ warnDays: settings.tlsWarnDays }),
    };
  },
  websiteFields: { warnDays: 'tlsWarnDays', security: 'smtpSecurity' },
  check: runSmtpCheck,
};
