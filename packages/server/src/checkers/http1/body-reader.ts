import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type BodyOutcome, type KeywordAssertion, KeywordScanner } from '../body';

export interface BodyOptions {
  keyword: KeywordAssertion | undefined;
  /** Most bytes read: raw when only counting, decoded when searching or collecting. */
  cap: number;
  /** Keep the decoded body (JSON assertions) and return it as text when complete. */
  collect?: boolean;
}

export interface BodyListener {
  onBodyDone(outcome: BodyOutcome | Error): void;
}

function createDecoder(encoding: string | string[] | undefined): Transform | null {
  const name = String(encoding ?? '')
    .trim()
    .toLowerCase();
  if (name === 'gzip' || name === 'x-gzip') return createGunzip();
  if (name === 'deflate') return createInflate();
  if (name === 'br') return createBrotliDecompress();
  return null;
}

/**
 * Consumes a response body without keeping it: counts bytes, optionally searches for a keyword (stopping once found)
 * or collects the text for JSON assertions, and stops at the cap. A plain body is counted in place (no copies, no
 * streams); only a compressed body that must be searched or collected goes through a zlib stream.
 */
export class BodyReader {
  bytes = 0;
  private readonly scanner: KeywordScanner | null;
  private readonly collected: Buffer[] | null;
  private readonly decoder: Transform | null;
  private settled = false;

  constructor(
    private readonly options: BodyOptions,
    contentEncoding: string | string[] | undefined,
    private readonly listener: BodyListener,
  ) {
    this.scanner = options.keyword ? new KeywordScanner(options.keyword) : null;
    this.collected = options.collect ? [] : null;
    const decoder = this.scanner || this.collected ? createDecoder(contentEncoding) : null;
    this.decoder = decoder;
    if (decoder !== null) {
      decoder.on('data', (chunk: Buffer) => {
        if (!this.settled) this.take(chunk, 0, chunk.length);
      });
      decoder.once('end', () => this.complete());
      decoder.once('error', (error: Error) => this.settle(error));
    }
  }

  /** Raw body bytes `chunk[start, end)`, valid only during the call; true once the outcome is known (read no more). */
  push(chunk: Buffer, start: number, end: number): boolean {
    if (this.settled) return true;
    if (this.decoder === null) return this.take(chunk, start, end);
    // Copied: the chunk may be a read buffer reused after this call, and zlib works on it later.
    this.decoder.write(Buffer.from(chunk.subarray(start, end)));
    return this.settled;
  }

  /** The body ended. */
  end(): void {
    if (this.settled) return;
    if (this.decoder === null) this.complete();
    else this.decoder.end();
  }

  /** The read was given up (error, abort, or the check no longer needs it). */
  abandon(): void {
    this.settled = true;
    this.decoder?.destroy();
  }

  private take(chunk: Buffer, start: number, end: number): boolean {
    const room = this.options.cap - this.bytes;
    const stop = end - start > room ? start + room : end;
    this.bytes += stop - start;
    if (this.scanner !== null || this.collected !== null) {
      const slice = chunk.subarray(start, stop);
      this.collected?.push(Buffer.from(slice));
      if (this.scanner?.push(slice) && this.collected === null) {
        this.settle({ kind: 'found', bytes: this.bytes });
        return true;
      }
    }
    if (this.bytes >= this.options.cap) {
      this.settle({ kind: 'capped', bytes: this.bytes, found: this.scanner ? this.scanner.finish() : null });
      return true;
    }
    return false;
  }

  private complete(): void {
    if (this.settled) return;
    const outcome: BodyOutcome = {
      kind: 'complete',
      bytes: this.bytes,
      found: this.scanner ? this.scanner.finish() : null,
    };
    if (this.collected !== null) outcome.text = new TextDecoder('utf-8').decode(Buffer.concat(this.collected));
    this.settle(outcome);
  }

  private settle(outcome: BodyOutcome | Error): void {
    if (this.settled) return;
    this.settled = true;
    this.decoder?.destroy();
    this.listener.onBodyDone(outcome);
  }
}
