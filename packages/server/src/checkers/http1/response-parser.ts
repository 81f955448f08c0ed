import type { IncomingHttpHeaders } from 'node:http';
import { HTTP_TOKEN } from '@hlidka/contract';
import { addHeader } from './headers';

/** Node's default maxHeaderSize: the status text, header names and values of one head (trailers included). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Node's limit on the chunk extensions of one chunk-size line. */
const MAX_CHUNK_LINE = 16 * 1024;

/** A malformed response; `code` uses llhttp's names (HPE_…) so the checker reports it as a protocol error. */
export class HttpParseError extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(`Parse Error: ${reason}`);
  }
}

export interface ResponseHead {
  statusCode: number;
  statusMessage: string;
  httpVersion: string;
  /** As Node's IncomingMessage.headers: lower-case names, repeats joined (set-cookie an array). */
  headers: IncomingHttpHeaders;
}

/** Receives body bytes as spans of the chunk passed to `execute` (valid only during the call). */
export interface BodySink {
  /** Returns true to stop parsing (the reader has decided). */
  onBody(chunk: Buffer, start: number, end: number): boolean;
  onComplete(): void;
}

const STATUS_LINE = 0;
const HEADER_LINE = 1;
const BODY_LENGTH = 2;
const CHUNK_SIZE = 3;
const CHUNK_DATA = 4;
const CHUNK_CR = 5;
const CHUNK_LF = 6;
const TRAILER_LINE = 7;
const UNTIL_CLOSE = 8;
const DONE = 9;

const LF = 10;
const CR = 13;
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const HTTP_PREFIX = 'HTTP/';

/**
 * An incremental HTTP/1.x response parser for one request on one connection: feed it the socket's chunks as they come
 * (split anywhere). `execute` stops right after the final (non-1xx) head so the caller can decide what to do with the
 * body, then continues with the same chunk from the returned offset. Bytes after the message are ignored.
 */
export class ResponseParser {
  head: ResponseHead | null = null;
  /** Bytes of the current head seen so far (0 at the start of a message: EOF there is a hang-up, not a parse error). */
  headBytes = 0;
  private state = STATUS_LINE;
  private line = '';
  private tracked = 0;
  private remaining = 0;
  private statusCode = 0;
  private statusMessage = '';
  private httpVersion = '';
  private headers: IncomingHttpHeaders = Object.create(null);
  private contentLength = -1;
  private transferEncoding = false;
  private chunked = false;
  sink: BodySink | null = null;

  constructor(private readonly noBody: boolean) {}

  get complete(): boolean {
    return this.state === DONE;
  }

  /** The body is framed by the connection's end (no length, not chunked). */
  get untilClose(): boolean {
    return this.state === UNTIL_CLOSE;
  }

  /**
   * Parses `chunk` from `offset`. Returns the offset it stopped at: right after the final head (when `head` has just
   * been set), where the sink asked to stop, or `end`. Throws HttpParseError.
   */
  execute(chunk: Buffer, offset = 0, end = chunk.length): number {
    let pos = offset;
    const length = end;
    while (pos < length) {
      switch (this.state) {
        case STATUS_LINE:
        case HEADER_LINE:
        case TRAILER_LINE:
        case CHUNK_SIZE: {
          let lf = chunk.indexOf(LF, pos);
          if (lf >= length) lf = -1;
          if (lf === -1) {
            this.partialLine(chunk.toString('latin1', pos, length));
            return length;
          }
          const text = this.line + chunk.toString('latin1', pos, lf);
          if (this.state !== CHUNK_SIZE) this.headBytes += lf + 1 - pos;
          this.line = '';
          pos = lf + 1;
          if (this.onLine(text)) return pos;
          break;
        }
        case BODY_LENGTH: {
          const end = Math.min(pos + this.remaining, length);
          this.remaining -= end - pos;
          const stop = this.sink?.onBody(chunk, pos, end) === true;
          pos = end;
          if (this.remaining === 0) this.finishMessage();
          if (stop) return pos;
          break;
        }
        case CHUNK_DATA: {
          const end = Math.min(pos + this.remaining, length);
          this.remaining -= end - pos;
          const stop = this.sink?.onBody(chunk, pos, end) === true;
          pos = end;
          if (this.remaining === 0) this.state = CHUNK_CR;
          if (stop) return pos;
          break;
        }
        case CHUNK_CR:
          if (chunk[pos] !== CR) throw new HttpParseError('HPE_STRICT', 'Expected LF after chunk data');
          pos++;
          this.state = CHUNK_LF;
          break;
        case CHUNK_LF:
          if (chunk[pos] !== LF) throw new HttpParseError('HPE_STRICT', 'Expected LF after chunk data');
          pos++;
          this.state = CHUNK_SIZE;
          break;
        case UNTIL_CLOSE: {
          const stop = this.sink?.onBody(chunk, pos, length) === true;
          pos = length;
          if (stop) return pos;
          break;
        }
        default:
          return length;
      }
    }
    return pos;
  }

  /** The connection ended: completes a body framed by the close; false when the message is not complete. */
  finish(): boolean {
    if (this.state === UNTIL_CLOSE) this.finishMessage();
    return this.state === DONE;
  }

  private partialLine(text: string): void {
    this.line += text;
    if (this.state === CHUNK_SIZE) {
      if (this.line.length > MAX_CHUNK_LINE) {
        throw new HttpParseError('HPE_CHUNK_EXTENSIONS_OVERFLOW', 'Chunk extensions overflow');
      }
      return;
    }
    this.headBytes += text.length;
    if (this.tracked + this.line.length > MAX_HEADER_BYTES + 4) {
      throw new HttpParseError('HPE_HEADER_OVERFLOW', 'Header overflow');
    }
    // A server speaking another protocol is refused at its first bytes, not when (if ever) it sends a line end.
    if (this.state === STATUS_LINE && this.line !== '\r') {
      const n = Math.min(this.line.length, 5);
      if (this.line.slice(0, n) !== HTTP_PREFIX.slice(0, n)) {
        throw new HttpParseError('HPE_INVALID_CONSTANT', 'Expected HTTP/');
      }
    }
  }

  /** One complete line (without its LF); true when parsing must pause after it (the final head is complete). */
  private onLine(raw: string): boolean {
    if (raw.length === 0 || raw.charCodeAt(raw.length - 1) !== CR) {
      throw new HttpParseError('HPE_CR_EXPECTED', `Missing expected CR after ${this.lineName()}`);
    }
    const text = raw.slice(0, -1);
    switch (this.state) {
      case STATUS_LINE:
        // Empty lines before a message are skipped, as llhttp does.
        if (text.length === 0) {
          this.headBytes = 0;
          return false;
        }
        this.statusLine(text);
        return false;
      case HEADER_LINE:
        if (text.length > 0) {
          this.headerLine(text, true);
          return false;
        }
        return this.endOfHead();
      case CHUNK_SIZE:
        this.chunkSize(text);
        return false;
      default:
        // Trailers are validated like headers and dropped.
        if (text.length > 0) this.headerLine(text, false);
        else this.finishMessage();
        return false;
    }
  }

  private lineName(): string {
    if (this.state === STATUS_LINE) return 'response line';
    if (this.state === CHUNK_SIZE) return 'chunk size';
    return 'header value';
  }

  private statusLine(text: string): void {
    if (!text.startsWith(HTTP_PREFIX)) throw new HttpParseError('HPE_INVALID_CONSTANT', 'Expected HTTP/');
    const version = text.slice(5, 8);
    if (
      text.charCodeAt(8) !== 32 ||
      (version !== '1.1' && version !== '1.0' && version !== '2.0' && version !== '0.9')
    ) {
      throw new HttpParseError('HPE_INVALID_VERSION', 'Invalid HTTP version');
    }
    const status = text.slice(9, 12);
    if (!/^\d{3}$/.test(status) || (text.length > 12 && text.charCodeAt(12) !== 32)) {
      throw new HttpParseError('HPE_INVALID_STATUS', 'Invalid status code');
    }
    this.statusCode = Number(status);
    this.statusMessage = text.length > 13 ? text.slice(13) : '';
    this.httpVersion = version;
    this.track(this.statusMessage.length);
    this.state = HEADER_LINE;
  }

  private headerLine(text: string, head: boolean): void {
    const colon = text.indexOf(':');
    const first = text.charCodeAt(0);
    if (first === 32 || first === 9) {
      throw new HttpParseError('HPE_INVALID_HEADER_TOKEN', 'Unexpected whitespace after header value');
    }
    const name = colon > 0 ? text.slice(0, colon) : '';
    if (!HTTP_TOKEN.test(name)) throw new HttpParseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token');
    const value = text.slice(colon + 1).trim();
    if (!FIELD_VALUE.test(value)) throw new HttpParseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char');
    this.track(name.length + value.length);
    if (!head) return;
    const lower = name.toLowerCase();
    if (lower === 'content-length') this.setContentLength(value);
    else if (lower === 'transfer-encoding') this.setTransferEncoding(value);
    addHeader(this.headers, lower, value);
  }

  private track(bytes: number): void {
    this.tracked += bytes;
    if (this.tracked >= MAX_HEADER_BYTES) throw new HttpParseError('HPE_HEADER_OVERFLOW', 'Header overflow');
  }

  private setContentLength(value: string): void {
    if (this.contentLength !== -1)
      throw new HttpParseError('HPE_UNEXPECTED_CONTENT_LENGTH', 'Duplicate Content-Length');
    if (value.length === 0) throw new HttpParseError('HPE_INVALID_CONTENT_LENGTH', 'Empty Content-Length');
    if (!/^\d+$/.test(value))
      throw new HttpParseError('HPE_INVALID_CONTENT_LENGTH', 'Invalid character in Content-Length');
    if (value.length > 19 && BigInt(value) > 0xffffffffffffffffn) {
      throw new HttpParseError('HPE_INVALID_CONTENT_LENGTH', 'Content-Length overflow');
    }
    this.contentLength = Number(value);
  }

  private setTransferEncoding(value: string): void {
    this.transferEncoding = true;
    // Chunked only when it is the last coding (a later header line decides again).
    const last = value.slice(value.lastIndexOf(',') + 1).trim();
    this.chunked = last.toLowerCase() === 'chunked';
  }

  private endOfHead(): boolean {
    const status = this.statusCode;
    if (this.transferEncoding && this.contentLength !== -1) {
      throw new HttpParseError(
        'HPE_INVALID_TRANSFER_ENCODING',
        "Transfer-Encoding can't be present with Content-Length",
      );
    }
    if (status === 101) throw new HttpParseError('HPE_UNEXPECTED_UPGRADE', 'Unexpected 101 Switching Protocols');
    if (status >= 100 && status < 200) {
      // Interim response (100 Continue, 103 Early Hints): the real head follows.
      this.resetHead();
      return false;
    }
    this.head = {
      statusCode: status,
      statusMessage: this.statusMessage,
      httpVersion: this.httpVersion,
      headers: this.headers,
    };
    if (this.noBody || status === 204 || status === 304) this.state = DONE;
    else if (this.chunked) this.state = CHUNK_SIZE;
    else if (this.transferEncoding) this.state = UNTIL_CLOSE;
    else if (this.contentLength === 0) this.state = DONE;
    else if (this.contentLength > 0) {
      this.remaining = this.contentLength;
      this.state = BODY_LENGTH;
    } else this.state = UNTIL_CLOSE;
    return true;
  }

  private resetHead(): void {
    this.state = STATUS_LINE;
    this.tracked = 0;
    this.headBytes = 0;
    this.headers = Object.create(null);
    this.contentLength = -1;
    this.transferEncoding = false;
    this.chunked = false;
  }

  private chunkSize(text: string): void {
    const semicolon = text.indexOf(';');
    const hex = semicolon === -1 ? text : text.slice(0, semicolon);
    if (!/^[0-9A-Fa-f]+$/.test(hex))
      throw new HttpParseError('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size');
    const digits = hex.replace(/^0+(?=.)/, '');
    if (digits.length > 16) throw new HttpParseError('HPE_INVALID_CHUNK_SIZE', 'Chunk size overflow');
    const size = Number.parseInt(digits, 16);
    if (size === 0) {
      this.state = TRAILER_LINE;
      return;
    }
    this.remaining = size;
    this.state = CHUNK_DATA;
  }

  private finishMessage(): void {
    this.state = DONE;
    this.sink?.onComplete();
  }
}
