import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** Most a keyword search reads (decoded bytes). */
export const KEYWORD_BODY_CAP = 1024 * 1024;
/** Most a check reads and discards when it does not search the body; beyond it the body is abandoned, not failed. */
export const DRAIN_BODY_CAP = 8 * 1024 * 1024;

export interface KeywordAssertion {
  value: string;
  mode: 'present' | 'absent';
  caseSensitive: boolean;
}

/**
 * Streaming substring search: keeps only the tail that could start a match across chunk boundaries, so memory stays
 * bounded by the chunk size, not the body size. Decodes UTF-8.
 */
export class KeywordScanner {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly needle: string;
  private carry = '';
  found = false;

  constructor(private readonly assertion: KeywordAssertion) {
    this.needle = assertion.caseSensitive ? assertion.value : assertion.value.toLowerCase();
  }

  push(chunk: Uint8Array): boolean {
    if (this.found) return true;
    return this.scan(this.decoder.decode(chunk, { stream: true }));
  }

  finish(): boolean {
    if (this.found) return true;
    return this.scan(this.decoder.decode());
  }

  private scan(text: string): boolean {
    const hay = this.carry + (this.assertion.caseSensitive ? text : text.toLowerCase());
    if (hay.includes(this.needle)) {
      this.found = true;
      this.carry = '';
      return true;
    }
    // Lower-casing can change lengths; keep a generous tail.
    const keep = this.needle.length * 2;
    this.carry = hay.length > keep ? hay.slice(hay.length - keep) : hay;
    return false;
  }
}

export type BodyOutcome =
  | { kind: 'complete'; bytes: number; found: boolean | null; text?: string }
  | { kind: 'found'; bytes: number }
  | { kind: 'capped'; bytes: number; found: boolean | null };

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  let decoder: Readable | null = null;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = createGunzip();
  else if (encoding === 'deflate') decoder = createInflate();
  else if (encoding === 'br') decoder = createBrotliDecompress();
  if (decoder === null) return response;
  const stream = decoder;
  response.on('error', (error) => stream.destroy(error));
  return response.pipe(stream as NodeJS.WritableStream & Readable) as Readable;
}

/**
 * Reads a response body without keeping it: counts bytes, optionally searches for a keyword, and stops at `cap`.
 * A keyword search stops early once the keyword is found. Rejects on stream errors and when `signal` aborts.
 * With `collect` (JSON assertions) the decoded body is kept up to `cap` and returned as text when complete.
 */
export function readBody(
  response: IncomingMessage,
  options: { keyword: KeywordAssertion | undefined; cap: number; signal: AbortSignal; collect?: boolean },
): Promise<BodyOutcome> {
  const scanner = options.keyword ? new KeywordScanner(options.keyword) : null;
  const collected: Buffer[] | null = options.collect ? [] : null;
  const stream = scanner || collected ? decoded(response) : response;
  return new Promise<BodyOutcome>((resolve, reject) => {
    let bytes = 0;
    let settled = false;
    const finish = (outcome: BodyOutcome | Error) => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener('abort', onAbort);
      stream.off('data', onData);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
      if (stream !== response) stream.destroy();
    };
    const onAbort = () => finish(options.signal.reason as Error);
    const onData = (chunk: Buffer) => {
      const room = options.cap - bytes;
      const slice = chunk.length > room ? chunk.subarray(0, room) : chunk;
      bytes += slice.length;
      collected?.push(slice);
      if (scanner?.push(slice) && !collected) {
        finish({ kind: 'found', bytes });
        return;
      }
      if (bytes >= options.cap) finish({ kind: 'capped', bytes, found: scanner ? scanner.finish() : null });
    };
    options.signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', onData);
    stream.once('end', () =>
      finish({
        kind: 'complete',
        bytes,
        found: scanner ? scanner.finish() : null,
        ...(collected ? { text: new TextDecoder('utf-8').decode(Buffer.concat(collected)) } : {}),
      }),
    );
    stream.once('error', (error) => finish(error));
    response.once('close', () => {
      // A response closed before 'end' was cut off by the server.
      if (!response.complete) {
        finish(Object.assign(new Error('Connection closed before the body was complete'), { code: 'ECONNRESET' }));
      }
    });
  });
}
