import { createSecureContext, type TLSSocket } from 'node:tls';
import { websocketSettingsSchema } from '@hlidka/contract';
import WebSocket from 'ws';
import { z } from 'zod';
import { guardSocket, resolveTarget } from '../net/guard';
import { validateTargetUrl, WEBSOCKET_SCHEMES } from '../net/target';
import { classifyCertificateFailure, readCertificate } from './certificate';
import { CheckTimeoutError, startDeadline, TlsVerifyError } from './errors';
import { USER_AGENT } from './http';
import { dial, type PhaseTimes } from './http1/connect';
import { serverName } from './http1/request';
import { roundMs } from './target';
import type { CertificateInfo, CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const websocketConfigSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2048)
    .superRefine((value, ctx) => {
      const target = validateTargetUrl(value, { allowPrivateTargets: true, schemes: WEBSOCKET_SCHEMES });
      if (!target.ok) ctx.addIssue({ code: 'custom', message: target.message });
    }),
  websocket: websocketSettingsSchema,
  verifyTls: z.boolean().default(true),
});
export type WebsocketConfig = z.infer<typeof websocketConfigSchema>;

/** A frame may be as large as this; a larger one fails the check instead of filling memory. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** The server answered the upgrade with another status than 101. */
class UpgradeStatusError extends Error {
  constructor(readonly statusCode: number) {
    super(`The server answered the upgrade with HTTP ${statusCode}, not 101`);
  }
}

const closedError = (message: string) => Object.assign(new Error(message), { code: 'ECONNRESET' });

/** Resolves once the upgrade succeeded (101); rejects with the status, the socket's error, or the signal's reason. */
function opened(ws: WebSocket, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      signal.removeEventListener('abort', onAbort);
      ws.off('open', onOpen).off('error', done).off('unexpected-response', onResponse);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onOpen = () => done();
    const onAbort = () => done(signal.reason);
    const onResponse = (request: { destroy(): void }, response: { statusCode?: number }) => {
      request.destroy();
      done(new UpgradeStatusError(response.statusCode ?? 0));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    ws.on('open', onOpen).on('error', done).on('unexpected-response', onResponse);
  });
}

/** The server's messages as text (binary ones read as UTF-8), from the start: one may come with the upgrade. */
function collectMessages(ws: WebSocket): string[] {
  const messages: string[] = [];
  // The default binaryType hands over a Buffer (text frames included).
  ws.on('message', (data) => messages.push((data as Buffer).toString('utf8')));
  return messages;
}

/**
 * Waits for a message holding `expected` among `messages` (as `collectMessages` fills it). Messages that lack it:
 * `false` when the server closes or the deadline passes; none at all: the close or the timeout itself.
 */
function awaitReply(ws: WebSocket, messages: string[], expected: string, signal: AbortSignal): Promise<boolean> {
  if (messages.some((text) => text.includes(expected))) return Promise.resolve(true);
  return new Promise((resolve, reject) => {
    const done = (outcome: boolean | { error: unknown }) => {
      signal.removeEventListener('abort', onAbort);
      ws.off('message', onMessage).off('close', onClose).off('error', onError);
      if (typeof outcome === 'boolean') resolve(outcome);
      else reject(outcome.error);
    };
    // Registered after the collector, so the new message is already the last one.
    const onMessage = () => {
      if (messages.at(-1)?.includes(expected)) done(true);
    };
    const onClose = () =>
      done(messages.length > 0 ? false : { error: closedError('The server closed the connection before a reply') });
    const onError = (error: Error) => done({ error });
    const onAbort = () =>
      done(messages.length > 0 && signal.reason instanceof CheckTimeoutError ? false : { error: signal.reason });
    signal.addEventListener('abort', onAbort, { once: true });
    ws.on('message', onMessage).on('close', onClose).on('error', onError);
  });
}

/** Sends a close frame and waits for the server's, until the signal ends the wait (then the socket is dropped). */
function closeCleanly(ws: WebSocket, signal: AbortSignal): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      ws.terminate();
      resolve();
    };
    if (signal.aborted) return done();
    signal.addEventListener('abort', done, { once: true });
    ws.once('close', done);
    ws.close(1000);
  });
}

/**
 * Opens a WebSocket (HTTP upgrade, 101 expected) on a fresh connection to an address `resolveTarget` approved, verifies
 * a wss certificate like the HTTP check, optionally sends a text message and waits for a message containing the
 * expected text, then closes with 1000. Another status is `status`, a message without the text `keyword`.
 */
export async function runWebsocketCheck(config: WebsocketConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const now = context.now ?? Date.now;
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  const times: PhaseTimes = { start: 0 };
  let upgradedAt: number | undefined;
  let resolvedAddress: string | undefined;
  let certificate: CertificateInfo | undefined;
  let ws: WebSocket | undefined;
  const span = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? null : roundMs(to - from);
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns,
      connect: span(times.start, times.connect),
      tls: span(times.connect, times.secure),
      firstByte: span(times.secure ?? times.connect, upgradedAt),
      total: roundMs(performance.now() - deadline.started),
    },
    ...(resolvedAddress === undefined ? {} : { resolvedAddress }),
    ...(certificate === undefined ? {} : { tls: certificate }),
  });
  try {
    const parsed = validateTargetUrl(config.url, { allowPrivateTargets: true, schemes: WEBSOCKET_SCHEMES });
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    const secure = parsed.protocol === 'wss';
    deadline.enter('dns');
    const target = await resolveTarget(parsed.hostname, context, deadline.signal);
    dns = target.dnsMs === null ? null : roundMs(target.dnsMs);
    // Built before the clock starts, so certificate-store work is not reported as the site's connect time.
    const secureContext = secure ? createSecureContext(context.ca === undefined ? {} : { ca: context.ca }) : undefined;
    phase = 'connect';
    deadline.enter('connect');
    const servername = serverName(new URL(parsed.url).host);
    const socket = dial(
      {
        target,
        port: parsed.port,
        localAddress: context.localAddress,
        ...(secure ? { tls: { servername, rejectUnauthorized: config.verifyTls, secureContext } } : {}),
      },
      times,
    );
    // The guard's 'connect' check runs before ours, so a socket it destroys never sends the upgrade.
    guardSocket(socket, target, context);
    socket.once('connect', () => {
      times.connect = performance.now();
      resolvedAddress = socket.remoteAddress;
      phase = secure ? 'tls' : 'firstByte';
      deadline.enter(phase);
    });
    socket.once('secureConnect', () => {
      times.secure = performance.now();
      const tlsSocket = socket as TLSSocket;
      certificate = readCertificate(tlsSocket, now()) ?? undefined;
      // The socket never refuses a certificate by itself: it is judged here, after it was read (as the HTTP check).
      if (config.verifyTls && !tlsSocket.authorized) {
        const code = String(tlsSocket.authorizationError ?? 'CERT_UNTRUSTED');
        socket.destroy(new TlsVerifyError(code, tlsSocket.getPeerX509Certificate()));
        return;
      }
      phase = 'firstByte';
      deadline.enter(phase);
    });
    ws = new WebSocket(parsed.url, {
      createConnection: () => socket,
      perMessageDeflate: false,
      followRedirects: false,
      maxPayload: MAX_MESSAGE_BYTES,
      headers: { 'User-Agent': USER_AGENT },
    });
    // Errors after the outcome (a late reset while closing) must not go unheard.
    ws.on('error', () => {});
    const messages = collectMessages(ws);
    await opened(ws, deadline.signal);
    upgradedAt = performance.now();
    const { message, expected } = config.websocket;
    if (message !== null) ws.send(message);
    let outcome: CheckResult;
    if (expected === null) {
      outcome = result({ ok: true, code: null, message: `Upgraded ${parsed.url}`, statusCode: 101 });
    } else {
      phase = 'body';
      deadline.enter(phase);
      const matched = await awaitReply(ws, messages, expected, deadline.signal);
      outcome = matched
        ? result({ ok: true, code: null, message: 'A message contained the expected text', statusCode: 101 })
        : result({
            ok: false,
            code: 'keyword',
            message: `None of ${messages.length} message(s) contained the expected text`,
            statusCode: 101,
          });
    }
    await closeCleanly(ws, deadline.signal);
    return outcome;
  } catch (error) {
    if (error instanceof UpgradeStatusError) {
      return result({ ok: false, code: 'status', message: error.message, statusCode: error.statusCode, phase });
    }
    const classified = classifyCertificateFailure(error, phase, now(), certificate);
    certificate = classified.certificate;
    return result({ ...classified.failure, ok: false, phase });
  } finally {
    ws?.terminate();
    deadline.dispose();
  }
}

export const websocketChecker: CheckStrategy<'websocket', WebsocketConfig> = {
  type: 'websocket',
  configSchema: websocketConfigSchema,
  configOf: ({ url, settings }) => ({ url, websocket: settings.websocket, verifyTls: settings.verifyTls }),
  check: runWebsocketCheck,
};
