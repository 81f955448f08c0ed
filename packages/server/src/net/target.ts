import { type AddressClass, classifyParsedIp, describeClass, isBlockedClass, parseIp } from './ip';

export type TargetErrorCode = 'invalid_url' | 'unsupported_protocol' | 'invalid_port' | 'blocked_target';

export interface TargetPolicy {
  /** ALLOW_PRIVATE_TARGETS: self-hosted internal monitoring may dial private addresses. */
  allowPrivateTargets: boolean;
}

export type HostClass =
  | { kind: 'ip'; address: string; family: 4 | 6; cls: AddressClass }
  | { kind: 'name'; hostname: string; cls: AddressClass | null };

export interface TargetFailure {
  ok: false;
  code: TargetErrorCode;
  /** English, for logs; the app translates `code`. */
  message: string;
  /** Field-error style, as in the API envelope: field name → messages. */
  errors: Record<string, string[]>;
}

/** The URL schemes a check may dial: HTTP(S), and WebSocket (an HTTP upgrade) with its own. */
export type UrlScheme = 'http' | 'https' | 'ws' | 'wss';
export const HTTP_SCHEMES: readonly UrlScheme[] = ['http', 'https'];
export const WEBSOCKET_SCHEMES: readonly UrlScheme[] = ['ws', 'wss'];
const SECURE_SCHEMES: readonly UrlScheme[] = ['https', 'wss'];

export interface UrlTarget {
  ok: true;
  /** Normalised URL (WHATWG serialisation). */
  url: string;
  protocol: UrlScheme;
  /** Hostname without IPv6 brackets. */
  hostname: string;
  port: number;
  host: HostClass;
}

export interface TcpTarget {
  ok: true;
  hostname: string;
  port: number;
  host: HostClass;
}

const NAME_CLASSES: Array<{ test: (name: string) => boolean; cls: AddressClass }> = [
  { test: (n) => n === 'localhost' || n.endsWith('.localhost') || n === 'localhost.localdomain', cls: 'loopback' },
  {
    test: (n) =>
      n === 'metadata' ||
      n === 'metadata.goog' ||
      n === 'metadata.google.internal' ||
      n === 'instance-data' ||
      n.startsWith('instance-data.'),
    cls: 'metadata',
  },
  {
    test: (n) => n.endsWith('.internal') || n.endsWith('.local') || n.endsWith('.home.arpa') || n === 'internal',
    cls: 'private',
  },
];

/**
 * Classifies a host as written by a user or found in a URL: an IP literal in any notation (decimal, octal and hex IPv4,
 * bracketed IPv6 with zone id, IPv4-mapped IPv6…), or a hostname. Hostnames are classified only when their name alone
 * says where they point (localhost, *.internal, metadata.google.internal); others get `cls: null` and are decided at
 * connect time on the resolved address.
 */
export function classifyHost(rawHost: string): HostClass {
  const host = rawHost.trim();
  const ip = parseIp(host);
  if (ip !== null) return { kind: 'ip', address: ip.address, family: ip.family, cls: classifyParsedIp(ip) };
  const name = host.toLowerCase().replace(/\.+$/, '');
  const match = NAME_CLASSES.find((entry) => entry.test(name));
  return { kind: 'name', hostname: name, cls: match?.cls ?? null };
}

function fail(field: string, code: TargetErrorCode, message: string): TargetFailure {
  return { ok: false, code, message, errors: { [field]: [message] } };
}

export function blockedMessage(what: string, cls: AddressClass): string {
  return `${what} is a ${describeClass(cls)} address; private targets are not allowed (an administrator can set ALLOW_PRIVATE_TARGETS=true for internal monitoring)`;
}

function checkHost(host: HostClass, field: string, policy: TargetPolicy): TargetFailure | null {
  if (policy.allowPrivateTargets || host.cls === null || !isBlockedClass(host.cls)) return null;
  const what = host.kind === 'ip' ? host.address : host.hostname;
  return fail(field, 'blocked_target', blockedMessage(what, host.cls));
}

export interface ValidateOptions extends TargetPolicy {
  /** Field name used in `errors`; default `url`. */
  field?: string;
}

/**
 * Save-time validation of an HTTP(S) target, or of another scheme's (`schemes`: WebSocket). Only those schemes; literal
 * addresses and well-known internal names are refused unless private targets are allowed. Hostnames are decided again
 * at connect time on every address actually dialled (see `createTargetGuard`), so DNS rebinding gains nothing.
 */
export function validateTargetUrl(
  input: string,
  options: ValidateOptions & { schemes?: readonly UrlScheme[] },
): UrlTarget | TargetFailure {
  const schemes = options.schemes ?? HTTP_SCHEMES;
  const field = options.field ?? 'url';
  const text = input.trim();
  if (text.length === 0 || text.length > 2048)
    return fail(field, 'invalid_url', 'Enter a URL of at most 2048 characters');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(field, 'invalid_url', 'Not a valid URL');
  }
  const protocol = schemes.find((scheme) => url.protocol === `${scheme}:`);
  if (protocol === undefined) {
    return fail(
      field,
      'unsupported_protocol',
      `Only ${schemes.join(' and ')} URLs can be monitored, not ${url.protocol}`,
    );
  }
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (hostname.length === 0) return fail(field, 'invalid_url', 'The URL has no host');
  const host = classifyHost(hostname);
  const blocked = checkHost(host, field, options);
  if (blocked) return blocked;
  const port = url.port === '' ? (SECURE_SCHEMES.includes(protocol) ? 443 : 80) : Number(url.port);
  return { ok: true, url: url.href, protocol, hostname, port, host };
}

/**
 * Save-time validation of a TCP target: `host:port`, `[v6]:port`, or host and port given apart.
 */
export function validateTcpTarget(
  input: string | { host: string; port: number | string },
  options: ValidateOptions,
): TcpTarget | TargetFailure {
  const field = options.field ?? 'target';
  let rawHost: string;
  let rawPort: string;
  if (typeof input === 'string') {
    const text = input.trim();
    const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(text);
    const plain = /^([^:[\]\s/]+):(\d+)$/.exec(text);
    const match = bracketed ?? plain;
    if (!match) return fail(field, 'invalid_url', 'Enter host:port (an IPv6 address in brackets: [2001:db8::1]:443)');
    rawHost = match[1] as string;
    rawPort = match[2] as string;
  } else {
    rawHost = input.host.trim();
    rawPort = String(input.port).trim();
  }
  if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) < 1 || Number(rawPort) > 65535) {
    return fail(field, 'invalid_port', 'The port must be a number from 1 to 65535');
  }
  if (rawHost.startsWith('[') && rawHost.endsWith(']')) rawHost = rawHost.slice(1, -1);
  if (!isPlausibleHost(rawHost)) return fail(field, 'invalid_url', 'Not a valid host name or IP address');
  const host = classifyHost(rawHost);
  const blocked = checkHost(host, field, options);
  if (blocked) return blocked;
  return { ok: true, hostname: host.kind === 'ip' ? host.address : host.hostname, port: Number(rawPort), host };
}

function isPlausibleHost(host: string): boolean {
  if (parseIp(host) !== null) return true;
  if (host.length === 0 || host.length > 253) return false;
  return host
    .replace(/\.$/, '')
    .split('.')
    .every((label) => /^[a-zA-Z0-9_]([a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?$/.test(label));
}

export interface HostTarget {
  ok: true;
  /** Lower case, without a trailing dot or IPv6 brackets. */
  hostname: string;
  host: HostClass;
}

/**
 * Save-time validation of a bare host (DNS and ping checks): a host name or an IP address, no port or scheme. With
 * `nameOnly` (DNS, domain) an IP address is refused: those checks ask about names.
 */
export function validateHostTarget(
  input: string,
  options: ValidateOptions & { nameOnly?: boolean },
): HostTarget | TargetFailure {
  const field = options.field ?? 'url';
  let text = input.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (!isPlausibleHost(text)) return fail(field, 'invalid_url', 'Not a valid host name or IP address');
  const host = classifyHost(text);
  if (options.nameOnly && host.kind === 'ip') return fail(field, 'invalid_url', 'Enter a domain name, not an address');
  if (host.kind === 'name' && !host.hostname.includes('.') && options.nameOnly) {
    return fail(field, 'invalid_url', 'Enter a full domain name (example.com)');
  }
  const blocked = checkHost(host, field, options);
  if (blocked) return blocked;
  return { ok: true, hostname: host.kind === 'ip' ? host.address : host.hostname, host };
}

export interface ResolverTarget {
  ok: true;
  address: string;
  port: number;
  /** For `Resolver.setServers`: `1.2.3.4:53`, `[2001:db8::1]:53`. */
  server: string;
}

/**
 * Save-time validation of a DNS resolver chosen by the user: `IP` or `IP:port` (IPv6 as `[addr]:port` or bare). Only IP
 * addresses (a resolver named by a resolver would need another resolver). Private addresses follow
 * ALLOW_PRIVATE_TARGETS like every other target.
 */
export function validateResolverAddress(input: string, options: ValidateOptions): ResolverTarget | TargetFailure {
  const field = options.field ?? 'resolver';
  const text = input.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(text);
  const match = bracketed ?? v4 ?? (text.includes(':') ? [text, text, undefined] : null);
  if (!match) return fail(field, 'invalid_url', 'Enter the resolver as an IP address, optionally with :port');
  const ip = parseIp(match[1] as string);
  if (ip === null || (v4 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(match[1] as string))) {
    return fail(field, 'invalid_url', 'Enter the resolver as an IP address, optionally with :port');
  }
  const port = match[2] === undefined ? 53 : Number(match[2]);
  if (port < 1 || port > 65535) return fail(field, 'invalid_port', 'The port must be a number from 1 to 65535');
  const cls = classifyParsedIp(ip);
  if (!options.allowPrivateTargets && isBlockedClass(cls)) {
    return fail(field, 'blocked_target', blockedMessage(ip.address, cls));
  }
  const server = ip.family === 6 ? `[${ip.address}]:${port}` : `${ip.address}:${port}`;
  return { ok: true, address: ip.address, port, server };
}
