import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { classifyError, type Deadline } from './errors';
import type { PhaseTimes } from './http1/connect';
import { roundMs } from './target';
import type { CertificateInfo, CheckPhase, CheckResult } from './types';

// What the checkers that hold a conversation with a server share (smtp, database): reading its replies from a socket
// that a TLS upgrade may swap, the error for a reply that refuses or is not the protocol, and the failed result.

/** The server refused the credentials (`auth`) or said what the protocol did not expect (`protocol`); `reply`: its words. */
export class ServerReplyError extends Error {
  constructor(
    readonly code: 'auth' | 'protocol',
    readonly reply: string,
    message = reply,
  ) {
    super(message);
    this.name = 'ServerReplyError';
  }
}

/** A failed check's fields from what was thrown: a server's reply with its words, else the network's code. */
export function failure(error: unknown, phase: CheckPhase): Omit<CheckResult, 'timings'> {
  if (error instanceof ServerReplyError) {
    return { ok: false, code: error.code, message: error.message, phase, serverReply: error.reply };
  }
  return { ...classifyError(error, phase), ok: false, phase };
}

/** What a conversation measured so far: its phases, the socket it holds and the certificate it was shown. */
export interface ConversationState {
  times: PhaseTimes;
  dns: number | null;
  tls: number | null;
  firstByte: number | null;
  deadline: Deadline;
  socket?: Socket | undefined;
  certificate?: CertificateInfo | undefined;
}

/** A result with the conversation's timings (connect from the start, total from the deadline's) and its address. */
export function conversationResult(fields: Omit<CheckResult, 'timings'>, state: ConversationState): CheckResult {
  const { times, socket, certificate } = state;
  return {
    ...fields,
    timings: {
      dns: state.dns,
      connect: times.connect === undefined ? null : roundMs(times.connect - times.start),
      tls: state.tls,
      firstByte: state.firstByte,
      total: roundMs(performance.now() - state.deadline.started),
    },
    ...(socket?.remoteAddress === undefined ? {} : { resolvedAddress: socket.remoteAddress }),
    ...(certificate === undefined ? {} : { tls: certificate }),
  };
}

const ignore = () => {};

/**
 * Reads what a socket receives, by whole messages or lines, from the socket in `use` (STARTTLS swaps it, and what came
 * before the swap is dropped: it is not trusted into the secured session). More than `maxBytes` waiting is not the
 * server talking: `protocol`.
 */
export class SocketReader {
  private buffer = Buffer.alloc(0);
  private socket: Socket | undefined;
  private failure: Error | undefined;
  private waiting: (() => void) | undefined;
  private readonly onData = (chunk: Buffer) => {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (this.buffer.length > this.options.maxBytes) {
      this.fail(new ServerReplyError('protocol', this.text(this.buffer).split(/\r?\n/, 1)[0] ?? '', 'Reply too long'));
    }
    this.waiting?.();
  };
  private readonly onError = (error: Error) => this.fail(error);
  private readonly onClose = () =>
    this.fail(Object.assign(new Error('The server closed the connection'), { code: 'ECONNRESET' }));

  constructor(private readonly options: { maxBytes: number; encoding: BufferEncoding }) {}

  use(socket: Socket): void {
    this.release();
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    socket.on('data', this.onData).on('error', this.onError).on('close', this.onClose);
  }

  release(): void {
    // A released socket may still report an error while it closes: nobody waits for it any more.
    this.socket?.off('data', this.onData).off('error', this.onError).off('close', this.onClose).on('error', ignore);
    this.socket = undefined;
  }

  write(bytes: Buffer | string): void {
    this.socket?.write(bytes);
  }

  /** The first bytes once `size(buffer)` says how many make a whole message (null: not known yet). */
  take(size: (buffer: Buffer) => number | null): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        const wanted = size(this.buffer);
        if (wanted !== null && this.buffer.length >= wanted) {
          this.waiting = undefined;
          const taken = this.buffer.subarray(0, wanted);
          this.buffer = this.buffer.subarray(wanted);
          resolve(taken);
        } else if (this.failure) {
          this.waiting = undefined;
          reject(this.failure);
        }
      };
      this.waiting = settle;
      settle();
    });
  }

  /** The next line, without its CRLF or LF. */
  async line(): Promise<string> {
    const bytes = await this.take((buffer) => (buffer.includes(10) ? buffer.indexOf(10) + 1 : null));
    return this.text(bytes).replace(/\r?\n$/, '');
  }

  private text(bytes: Buffer): string {
    return bytes.toString(this.options.encoding);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.();
  }
}

/** Waits for a TLS socket's handshake. */
export const handshake = (socket: TLSSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('secureConnect', () => resolve());
    socket.once('error', reject);
  });

/** The end of a conversation: the deadline's timers and abort listener gone, the reader let go, the socket closed. */
export function endSession(deadline: Deadline, onAbort: () => void, reader: SocketReader, socket: Socket | undefined) {
  deadline.signal.removeEventListener('abort', onAbort);
  deadline.dispose();
  reader.release();
  socket?.destroy();
}
