import type { OnReadOpts, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { guardSocket, type ResolvedTarget, type TargetGuardOptions } from '../../net/guard';
import type { BodyOutcome } from '../body';
import { TlsVerifyError } from '../errors';
import type { CheckPhase } from '../types';
import { type BodyOptions, BodyReader } from './body-reader';
import { type DialOptions, dial, type PhaseTimes } from './connect';
import { type BodySink, HttpParseError, type ResponseHead, ResponseParser } from './response-parser';

export interface ExchangeOptions {
  dial: DialOptions;
  /** The serialised request (head and body), written once the connection is ready. */
  payload: string | Buffer;
  /** A HEAD request: the response has no body whatever its headers say. */
  noBody: boolean;
  guard: TargetGuardOptions;
  signal: AbortSignal;
  /** Called as the exchange enters each phase (connect, tls, firstByte, body). */
  onPhase: (phase: CheckPhase, times: PhaseTimes) => void;
}

const HEAD = 0;
/** The head was handed over; body bytes wait until the caller decides how to read them. */
const WAITING = 1;
const BODY = 2;
const DONE = 3;

const kExchange = Symbol('http1.exchange');
type OwnedSocket = Socket & { [kExchange]: Http1Exchange };

// Shared listeners (`this` is the socket): no closures per request.
function onSocketConnect(this: OwnedSocket): void {
  this[kExchange].onConnect();
}
function onSocketSecure(this: OwnedSocket): void {
  this[kExchange].onSecure();
}
function onSocketData(this: OwnedSocket, chunk: Buffer): void {
  this[kExchange].onData(chunk, chunk.length);
}
// Plain connections read into one buffer shared by all of them (net's `onread`): no Buffer and no stream push per
// read. Its bytes are only valid during the call; whatever must outlive it is copied.
const SHARED_READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
function onSocketRead(this: OwnedSocket, length: number, buffer: Buffer): boolean {
  this[kExchange].onData(buffer, length);
  return true;
}
function onSocketError(this: OwnedSocket, error: Error): void {
  this[kExchange].fail(error);
}
function onSocketClose(this: OwnedSocket): void {
  this[kExchange].onClose();
}

function connectionError(message: string): Error {
  return Object.assign(new Error(message), { code: 'ECONNRESET' });
}

/**
 * One request and its response on a fresh connection: dials, writes the request when the connection is ready, parses
 * the response as it arrives, resolves with the head, then reads the body as `readBody` asks.
 */
export class Http1Exchange implements BodySink {
  readonly times: PhaseTimes = { start: 0 };
  readonly socket: Socket;
  readonly target: ResolvedTarget;
  head: ResponseHead | null = null;
  private readonly parser: ResponseParser;
  private readonly tls: boolean;
  private state = HEAD;
  private resolve: ((value: never) => void) | null;
  private reject: ((error: Error) => void) | null;
  private reader: BodyReader | null = null;
  private queued: Buffer[] | null = null;
  private closed = false;
  private failure: Error | null = null;

  private constructor(
    private readonly options: ExchangeOptions,
    resolve: (exchange: Http1Exchange) => void,
    reject: (error: Error) => void,
  ) {
    this.resolve = resolve as (value: never) => void;
    this.reject = reject;
    this.target = options.dial.target;
    this.tls = options.dial.tls !== undefined;
    this.parser = new ResponseParser(options.noBody);
    const socket = dial(
      options.dial,
      this.times,
      this.tls ? undefined : { buffer: SHARED_READ_BUFFER, callback: onSocketRead as OnReadOpts['callback'] },
    ) as OwnedSocket;
    this.socket = socket;
    socket[kExchange] = this;
    // The guard's 'connect' check runs before ours, so a socket it destroys never gets the request.
    guardSocket(socket, this.target, options.guard);
    socket.on('connect', onSocketConnect);
    if (this.tls) socket.on('secureConnect', onSocketSecure);
    if (this.tls) socket.on('data', onSocketData);
    socket.on('error', onSocketError);
    socket.on('close', onSocketClose);
    options.signal.addEventListener('abort', this);
    options.onPhase('connect', this.times);
    if (options.signal.aborted) this.fail(options.signal.reason as Error);
  }

  /** Sends the request; resolves once the final response head has arrived. */
  static send(options: ExchangeOptions): Promise<Http1Exchange> {
    return new Promise<Http1Exchange>((resolve, reject) => {
      new Http1Exchange(options, resolve, reject);
    });
  }

  /** Reads the body (after `send` resolved); the connection is closed once the outcome is known. */
  readBody(options: BodyOptions): Promise<BodyOutcome> {
    return new Promise<BodyOutcome>((resolve, reject) => {
      if (this.state !== WAITING) {
        reject(this.failure ?? new Error('The response body was already read or abandoned'));
        return;
      }
      this.resolve = resolve as (value: never) => void;
      this.reject = reject;
      this.state = BODY;
      const contentEncoding = (this.head as ResponseHead).headers['content-encoding'];
      this.reader = new BodyReader(options, contentEncoding, this);
      this.parser.sink = this;
      if (this.parser.complete) {
        this.reader.end();
        return;
      }
      const queued = this.queued;
      this.queued = null;
      if (queued !== null) for (const chunk of queued) if (this.state === BODY) this.feed(chunk, chunk.length);
      if (this.closed && this.state === BODY) this.onClose();
    });
  }

  /** Ends the exchange now (the check has what it needs, or failed). */
  close(): void {
    if (this.state === DONE) return;
    this.finish();
  }

  onConnect(): void {
    this.times.connect = performance.now();
    this.options.onPhase(this.tls ? 'tls' : 'firstByte', this.times);
    if (!this.tls) this.writeRequest();
  }

  onSecure(): void {
    this.times.secure = performance.now();
    const socket = this.socket as TLSSocket;
    if (this.options.dial.tls?.rejectUnauthorized && !socket.authorized) {
      const code = String(socket.authorizationError ?? 'CERT_UNTRUSTED');
      this.fail(new TlsVerifyError(code, socket.getPeerX509Certificate()));
      return;
    }
    this.options.onPhase('firstByte', this.times);
    this.writeRequest();
  }

  /** `chunk[0, length)` arrived (the chunk may be the shared read buffer). */
  onData(chunk: Buffer, length: number): void {
    this.times.firstByte ??= performance.now();
    if (this.state === BODY) this.feed(chunk, length);
    else if (this.state === HEAD) this.onHeadData(chunk, length);
    else if (this.state === WAITING) {
      this.queued ??= [];
      this.queued.push(Buffer.from(chunk.subarray(0, length)));
    }
  }

  onClose(): void {
    if (this.state === DONE) return;
    if (this.state === WAITING) {
      this.closed = true;
      return;
    }
    if (this.state === HEAD) {
      this.fail(
        this.parser.headBytes > 0
          ? new HttpParseError('HPE_INVALID_EOF_STATE', 'Invalid EOF state')
          : connectionError('socket hang up'),
      );
      return;
    }
    // parser.finish() completes a body framed by the close (onComplete → the reader ends).
    if (!this.parser.finish()) this.fail(connectionError('Connection closed before the body was complete'));
  }

  /** The deadline or the caller's signal aborted (EventListener object: no closure per request). */
  handleEvent(): void {
    this.fail(this.options.signal.reason as Error);
  }

  fail(error: Error): void {
    if (this.state === DONE) return;
    const reject = this.reject;
    this.failure = error;
    this.finish();
    reject?.(error);
  }

  onBody(chunk: Buffer, start: number, end: number): boolean {
    return (this.reader as BodyReader).push(chunk, start, end);
  }

  onComplete(): void {
    this.reader?.end();
  }

  onBodyDone(outcome: BodyOutcome | Error): void {
    if (outcome instanceof Error) {
      this.fail(outcome);
      return;
    }
    const resolve = this.resolve;
    this.finish();
    resolve?.(outcome as never);
  }

  private writeRequest(): void {
    if (this.socket.destroyed) return;
    const payload = this.options.payload;
    // The head is latin1 like Node's (header values may hold bytes 0x80-0xff); a body comes pre-encoded in a Buffer.
    if (typeof payload === 'string') this.socket.write(payload, 'latin1');
    else this.socket.write(payload);
  }

  private onHeadData(chunk: Buffer, length: number): void {
    let offset: number;
    try {
      offset = this.parser.execute(chunk, 0, length);
    } catch (error) {
      this.fail(error as Error);
      return;
    }
    const head = this.parser.head;
    if (head === null) return;
    this.head = head;
    this.state = WAITING;
    if (offset < length && !this.parser.complete) this.queued = [Buffer.from(chunk.subarray(offset, length))];
    const resolve = this.resolve;
    this.resolve = null;
    this.reject = null;
    this.options.onPhase('body', this.times);
    resolve?.(this as never);
  }

  private feed(chunk: Buffer, length: number): void {
    try {
      this.parser.execute(chunk, 0, length);
    } catch (error) {
      this.fail(error as Error);
    }
  }

  private finish(): void {
    this.state = DONE;
    this.resolve = null;
    this.reject = null;
    this.queued = null;
    this.reader?.abandon();
    this.options.signal.removeEventListener('abort', this);
    this.socket.destroy();
  }
}
