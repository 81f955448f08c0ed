import { isIP } from 'node:net';

export interface RequestSpec {
  url: URL;
  method: string;
  /** The user's headers, names as written. */
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
  userAgent: string;
}

// What Node's OutgoingMessage refuses in a header value (checkInvalidHeaderChar).
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
// Methods Node sends `Content-Length: 0` for when they have no body (useChunkedEncodingByDefault).
const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);

function invalidHeader(name: string): Error {
  return Object.assign(new TypeError(`Invalid character in header content ["${name}"]`), { code: 'ERR_INVALID_CHAR' });
}

/** `host[:port]` as Node's ClientRequest sends it: IPv6 literals in brackets, the port only when not the default. */
export function hostHeader(url: URL): string {
  // URL.host already brackets IPv6 and drops a default port.
  return url.host;
}

/** The SNI name as Node's https agent picks it: from the Host header sent, none for an IP literal. */
export function serverName(host: string): string | undefined {
  let name: string;
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    name = close === -1 ? host : host.slice(1, close);
  } else {
    const colon = host.indexOf(':');
    name = colon === -1 ? host : host.slice(0, colon);
  }
  return name === '' || isIP(name) !== 0 ? undefined : name;
}

export interface SerializedRequest {
  /** Head and body, ready for one `socket.write`. */
  payload: string | Buffer;
  /** The Host header sent (the user's when they set one). */
  host: string;
}

/**
 * Serialises one HTTP/1.1 request on a fresh connection: request line, Host, User-Agent, Accept, the user's headers
 * (theirs replace the defaults, case kept), Connection: close, Content-Length, Basic auth from URL credentials.
 * Throws like Node's ClientRequest for a header value it would refuse, and URIError for malformed credentials.
 */
export function serializeRequest(spec: RequestSpec): SerializedRequest {
  let host = hostHeader(spec.url);
  let userAgent = `User-Agent: ${spec.userAgent}\r\n`;
  let accept = 'Accept: */*\r\n';
  let authorization: string | undefined;
  let others = '';
  let seen: Map<string, string> | null = null;
  for (const name in spec.headers) {
    const value = spec.headers[name] as string;
    if (INVALID_VALUE.test(value)) throw invalidHeader(name);
    const lower = name.toLowerCase();
    if (lower === 'host') host = value;
    else if (lower === 'user-agent') userAgent = `${name}: ${value}\r\n`;
    else if (lower === 'accept') accept = `${name}: ${value}\r\n`;
    else if (lower === 'authorization') authorization = `${name}: ${value}`;
    else {
      // Names differing only in case: the last one wins, like setHeader.
      seen ??= new Map();
      seen.set(lower, `${name}: ${value}\r\n`);
    }
  }
  if (seen !== null) for (const line of seen.values()) others += line;
  if (authorization === undefined && (spec.url.username !== '' || spec.url.password !== '')) {
    const credentials = `${decodeURIComponent(spec.url.username)}:${decodeURIComponent(spec.url.password)}`;
    authorization = `Authorization: Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  const length =
    spec.body !== undefined
      ? `Content-Length: ${Buffer.byteLength(spec.body)}\r\n`
      : BODYLESS.has(spec.method)
        ? ''
        : 'Content-Length: 0\r\n';
  const head =
    `${spec.method} ${spec.url.pathname}${spec.url.search} HTTP/1.1\r\n` +
    `Host: ${host}\r\n` +
    `${userAgent}${accept}${others}` +
    `Connection: close\r\n${length}${authorization === undefined ? '' : `${authorization}\r\n`}\r\n`;
  if (spec.body === undefined || spec.body.length === 0) return { payload: head, host };
  const headLength = head.length;
  const payload = Buffer.allocUnsafe(headLength + Buffer.byteLength(spec.body));
  payload.write(head, 0, 'latin1');
  payload.write(spec.body, headLength, 'utf8');
  return { payload, host };
}
