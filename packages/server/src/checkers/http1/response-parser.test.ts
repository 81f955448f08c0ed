import { describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES, type ResponseHead, ResponseParser } from './response-parser';

interface Parsed {
  head: ResponseHead | null;
  body: string;
  complete: boolean;
  /** Heads handed over: interim (1xx) ones never are. */
  heads: number;
}

/** Feeds `chunks` like a socket would, continuing after the pause at the end of the head. */
function parse(chunks: Buffer[], options: { noBody?: boolean; eof?: boolean } = {}): Parsed {
  const parser = new ResponseParser(options.noBody ?? false);
  const body: Buffer[] = [];
  let heads = 0;
  parser.sink = {
    onBody(chunk, start, end) {
      body.push(Buffer.from(chunk.subarray(start, end)));
      return false;
    },
    onComplete() {},
  };
  for (const chunk of chunks) {
    let offset = 0;
    while (offset < chunk.length) {
      const hadHead = parser.head !== null;
      offset = parser.execute(chunk, offset);
      if (!hadHead && parser.head !== null) heads++;
    }
  }
  const complete = options.eof ? parser.finish() : parser.complete;
  return { head: parser.head, body: Buffer.concat(body).toString('latin1'), complete, heads };
}

const whole = (raw: string, options?: { noBody?: boolean; eof?: boolean }) =>
  parse([Buffer.from(raw, 'latin1')], options);

/** The response one byte at a time. */
const bytewise = (raw: string, options?: { noBody?: boolean; eof?: boolean }) =>
  parse(
    [...Buffer.from(raw, 'latin1')].map((byte) => Buffer.from([byte])),
    options,
  );

/** Every split of the response into two and into three pieces gives the same result as the whole. */
function expectSplitsAgree(raw: string, expected: Parsed, options?: { noBody?: boolean; eof?: boolean }): void {
  const buffer = Buffer.from(raw, 'latin1');
  for (let i = 1; i < buffer.length; i++) {
    expect(parse([buffer.subarray(0, i), buffer.subarray(i)], options), `split at ${i}`).toEqual(expected);
  }
  for (let i = 1; i < buffer.length; i += 3) {
    for (let j = i + 1; j < buffer.length; j += 5) {
      const pieces = [buffer.subarray(0, i), buffer.subarray(i, j), buffer.subarray(j)];
      expect(parse(pieces, options), `split at ${i}, ${j}`).toEqual(expected);
    }
  }
  expect(bytewise(raw, options)).toEqual(expected);
}

/** The parse error for `raw`, the same whether it arrives whole or a byte at a time; null when it parses. */
function parseError(raw: string, options?: { noBody?: boolean }): { code: string; message: string } | null {
  const [all, split] = [whole, bytewise].map((feed) => {
    try {
      feed(raw, options);
      return null;
    } catch (error) {
      const { code, message } = error as { code: string; message: string };
      return { code, message };
    }
  });
  expect(split).toEqual(all);
  return all ?? null;
}

const CONTENT_LENGTH = 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 11\r\n\r\nhello world';
const CHUNKED =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
  '5;name=value;q="x y"\r\nhello\r\n' +
  '1\r\n \r\n' +
  'A\r\n0123456789\r\n' +
  '0;last\r\nX-Trailer: done\r\nX-Other: 1\r\n\r\n';

describe('ResponseParser: framing', () => {
  it('reads a Content-Length body and keeps the head', () => {
    const result = whole(CONTENT_LENGTH);
    expect(result).toMatchObject({ body: 'hello world', complete: true, heads: 1 });
    expect(result.head).toMatchObject({ statusCode: 200, statusMessage: 'OK', httpVersion: '1.1' });
    expect({ ...result.head?.headers }).toEqual({ 'content-type': 'text/plain', 'content-length': '11' });
  });

  it('reads a chunked body with chunk extensions and trailers', () => {
    expect(whole(CHUNKED)).toMatchObject({ body: 'hello 0123456789', complete: true });
  });

  it('reads a body without length or chunking until the connection closes', () => {
    const raw = 'HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end';
    expect(whole(raw)).toMatchObject({ body: 'until the end', complete: false });
    expect(whole(raw, { eof: true })).toMatchObject({ body: 'until the end', complete: true });
    // A transfer coding other than chunked last is read until the close too, as llhttp does.
    expect(whole('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\nabc', { eof: true })).toMatchObject({
      body: 'abc',
      complete: true,
    });
  });

  it('ends a Content-Length body early at EOF as incomplete', () => {
    expect(whole('HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\nshort', { eof: true })).toMatchObject({
      body: 'short',
      complete: false,
    });
  });

  it('has no body for HEAD, 204 and 304, whatever the headers say', () => {
    expect(whole(CONTENT_LENGTH.replace('hello world', ''), { noBody: true })).toMatchObject({
      body: '',
      complete: true,
    });
    expect(whole('HTTP/1.1 204 No Content\r\nContent-Length: 5\r\n\r\n')).toMatchObject({ body: '', complete: true });
    expect(whole('HTTP/1.1 304 Not Modified\r\nTransfer-Encoding: chunked\r\n\r\n')).toMatchObject({
      body: '',
      complete: true,
    });
    expect(whole('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n')).toMatchObject({ body: '', complete: true });
  });

  it('skips 100 Continue and 103 Early Hints and parses the real head after them', () => {
    const raw =
      'HTTP/1.1 100 Continue\r\n\r\n' +
      'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n' +
      'HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok';
    const result = whole(raw);
    expect(result).toMatchObject({ body: 'ok', complete: true, heads: 1 });
    expect(result.head?.statusCode).toBe(201);
    expect(result.head?.headers.link).toBeUndefined();
  });

  it('ignores bytes after the message and skips empty lines before it', () => {
    expect(whole(`\r\n${CONTENT_LENGTH}HTTP/1.1 500 Extra`)).toMatchObject({ body: 'hello world', complete: true });
  });
});

describe('ResponseParser: split anywhere', () => {
  it.each([
    ['Content-Length', CONTENT_LENGTH, false],
    ['chunked with extensions and trailers', CHUNKED, false],
    ['interim responses first', `HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n${CONTENT_LENGTH}`, false],
    ['until close', 'HTTP/1.1 200 OK\r\nX-A: 1\r\nx-a: 2\r\n\r\nbody to the end', true],
  ])('%s: every split gives the same result', (_label, raw, eof) => {
    const expected = whole(raw, { eof });
    expect(expected.head).not.toBeNull();
    expect(expected.complete).toBe(true);
    expectSplitsAgree(raw, expected, { eof });
  });
});

describe('ResponseParser: headers', () => {
  it('joins repeated headers as Node does', () => {
    const raw =
      'HTTP/1.1 200 OK\r\n' +
      'X-A: 1\r\nx-a: 2\r\n' +
      'Set-Cookie: a=1\r\nSet-Cookie: b=2\r\n' +
      'Content-Type: text/html\r\nContent-Type: text/plain\r\n' +
      'Location: /first\r\nLocation: /second\r\n' +
      'Cache-Control: no-cache\r\nCache-Control: no-store\r\n' +
      'Cookie: a\r\nCookie: b\r\n' +
      'X-Padded: \t spaced value \t\r\nX-Empty:\r\nX-Latin: caf\xe9\r\n' +
      'Content-Length: 0\r\n\r\n';
    expect({ ...whole(raw).head?.headers }).toEqual({
      'x-a': '1, 2',
      'set-cookie': ['a=1', 'b=2'],
      'content-type': 'text/html',
      location: '/first',
      'cache-control': 'no-cache, no-store',
      cookie: 'a; b',
      'x-padded': 'spaced value',
      'x-empty': '',
      'x-latin': 'café',
      'content-length': '0',
    });
  });

  it('has no inherited names: a header assertion on "constructor" finds nothing', () => {
    expect(whole(CONTENT_LENGTH).head?.headers.constructor).toBeUndefined();
  });

  it('refuses a head beyond 16 KiB, also when it arrives a byte at a time', () => {
    const big = (n: number) => `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(n)}\r\nContent-Length: 0\r\n\r\n`;
    // Node counts the status text, names and values: OK + X-Big + the value + Content-Length + 0.
    const fits = MAX_HEADER_BYTES - 1 - (2 + 5 + 14 + 1);
    expect(whole(big(fits)).complete).toBe(true);
    expect(parseError(big(fits + 1))).toMatchObject({ code: 'HPE_HEADER_OVERFLOW' });
    expect(parseError(big(100_000))).toMatchObject({ code: 'HPE_HEADER_OVERFLOW' });
  });

  it.each([
    ['obs-fold', 'HTTP/1.1 200 OK\r\nX-A: a\r\n b\r\n\r\n', 'HPE_INVALID_HEADER_TOKEN'],
    ['space before the colon', 'HTTP/1.1 200 OK\r\nX-A : a\r\n\r\n', 'HPE_INVALID_HEADER_TOKEN'],
    ['no colon', 'HTTP/1.1 200 OK\r\nX-A\r\n\r\n', 'HPE_INVALID_HEADER_TOKEN'],
    ['empty name', 'HTTP/1.1 200 OK\r\n: a\r\n\r\n', 'HPE_INVALID_HEADER_TOKEN'],
    ['a control character', 'HTTP/1.1 200 OK\r\nX-A: a\x01b\r\n\r\n', 'HPE_INVALID_HEADER_TOKEN'],
    ['a bare LF', 'HTTP/1.1 200 OK\r\nX-A: a\n\r\n', 'HPE_CR_EXPECTED'],
    [
      'a bad trailer',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nbad trailer\r\n\r\n',
      'HPE_INVALID_HEADER_TOKEN',
    ],
  ])('refuses %s', (_label, raw, code) => {
    expect(parseError(raw)).toMatchObject({ code });
  });
});

describe('ResponseParser: malformed responses', () => {
  it.each([
    ['another protocol', 'SSH-2.0-OpenSSH_9.6\r\n', 'HPE_INVALID_CONSTANT'],
    ['a lower-case protocol name', 'http/1.1 200 OK\r\n\r\n', 'HPE_INVALID_CONSTANT'],
    ['an unknown version', 'HTTP/1.2 200 OK\r\n\r\n', 'HPE_INVALID_VERSION'],
    ['a two-digit status', 'HTTP/1.1 20 OK\r\n\r\n', 'HPE_INVALID_STATUS'],
    ['a four-digit status', 'HTTP/1.1 2000 OK\r\n\r\n', 'HPE_INVALID_STATUS'],
    ['two spaces before the status', 'HTTP/1.1  200 OK\r\n\r\n', 'HPE_INVALID_STATUS'],
    ['101 Switching Protocols', 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\n\r\n', 'HPE_UNEXPECTED_UPGRADE'],
    [
      'a duplicate Content-Length',
      'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n',
      'HPE_UNEXPECTED_CONTENT_LENGTH',
    ],
    ['a Content-Length list', 'HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\n', 'HPE_INVALID_CONTENT_LENGTH'],
    ['a signed Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\n', 'HPE_INVALID_CONTENT_LENGTH'],
    ['an empty Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length:\r\n\r\n', 'HPE_INVALID_CONTENT_LENGTH'],
    [
      'an overflowing Content-Length',
      `HTTP/1.1 200 OK\r\nContent-Length: ${'9'.repeat(25)}\r\n\r\n`,
      'HPE_INVALID_CONTENT_LENGTH',
    ],
    [
      'Content-Length with Transfer-Encoding',
      'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n',
      'HPE_INVALID_TRANSFER_ENCODING',
    ],
    [
      'a bad chunk size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhi\r\n0\r\n\r\n',
      'HPE_INVALID_CHUNK_SIZE',
    ],
    [
      'an empty chunk size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\r\nhi\r\n',
      'HPE_INVALID_CHUNK_SIZE',
    ],
    [
      'a space after the chunk size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2 \r\nhi\r\n',
      'HPE_INVALID_CHUNK_SIZE',
    ],
    [
      'an overflowing chunk size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10000000000000000\r\n',
      'HPE_INVALID_CHUNK_SIZE',
    ],
    [
      'chunk data longer than its size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhiX\r\n0\r\n\r\n',
      'HPE_STRICT',
    ],
    ['a bare LF after the status line', 'HTTP/1.1 200 OK\nContent-Length: 0\r\n\r\n', 'HPE_CR_EXPECTED'],
  ])('refuses %s', (_label, raw, code) => {
    expect(parseError(raw)).toMatchObject({ code, message: expect.stringMatching(/^Parse Error: /) });
  });

  it('accepts what llhttp accepts: no reason phrase, any three digits, HTTP/1.0, leading zeros in a chunk size', () => {
    expect(whole('HTTP/1.1 200\r\nContent-Length: 0\r\n\r\n').head?.statusCode).toBe(200);
    expect(whole('HTTP/1.1 599 Odd\r\nContent-Length: 0\r\n\r\n').head?.statusCode).toBe(599);
    expect(whole('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n').head?.httpVersion).toBe('1.0');
    expect(whole('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0002\r\nhi\r\n0\r\n\r\n').body).toBe('hi');
  });
});
