import { isIPv6 } from 'node:net';

/**
 * What an IP address is, for deciding whether a monitor may dial it.
 * Everything except `public` is refused unless private targets are allowed.
 */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'metadata'
  | 'reserved';

export interface ParsedIp {
  family: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
  /** Canonical text: dotted quad for IPv4, RFC 5952-ish compressed form for IPv6. */
  address: string;
}

/**
 * Parses an IPv4 literal the way `inet_aton` (and so curl, ping and most resolvers) do: one to four parts, each
 * decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes. `2130706433`, `0x7f.1`,
 * `017700000001` and `127.1` are all 127.0.0.1. Returns null when the text is not such a literal.
 */
export function parseIPv4Literal(text: string): ParsedIp | null {
  const plain = plainDottedQuad(text);
  if (plain !== null) return { family: 4, bytes: plain, address: text };
  if (text.length === 0 || text.length > 64) return null;
  // A single trailing dot is tolerated by resolvers ("127.0.0.1.").
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  const parts = trimmed.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Part(part);
    if (value === null) return null;
    values.push(value);
  }
  const last = values[values.length - 1] as number;
  const leading = values.slice(0, -1);
  if (leading.some((v) => v > 255)) return null;
  const lastBytes = 4 - leading.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  const bytes = new Uint8Array(4);
  leading.forEach((v, i) => {
    bytes[i] = v;
  });
  for (let i = 0; i < lastBytes; i++) {
    bytes[3 - i] = Math.floor(last / 2 ** (8 * i)) % 256;
  }
  return { family: 4, bytes, address: bytes.join('.') };
}

/** The common case, parsed for every check: four decimal parts 0–255 without leading zeros (already canonical). */
function plainDottedQuad(text: string): Uint8Array | null {
  if (text.length < 7 || text.length > 15) return null;
  const bytes = new Uint8Array(4);
  let part = 0;
  let value = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || part === 3) return null;
      bytes[part++] = value;
      value = 0;
      digits = 0;
      continue;
    }
    // Not a digit, or a leading zero (octal in inet_aton): the general parser decides.
    if (c < 48 || c > 57 || (digits > 0 && value === 0)) return null;
    value = value * 10 + (c - 48);
    digits++;
    if (value > 255) return null;
  }
  if (part !== 3 || digits === 0) return null;
  bytes[3] = value;
  return bytes;
}

function parseIPv4Part(part: string): number | null {
  if (part.length === 0) return null;
  let digits: string;
  let radix: number;
  if (/^0[xX]/.test(part)) {
    digits = part.slice(2);
    radix = 16;
    // "0x" alone is 0 in inet_aton.
    if (digits.length === 0) return 0;
    if (!/^[0-9a-fA-F]+$/.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else {
    digits = part;
    radix = 10;
    if (!/^[0-9]+$/.test(digits)) return null;
  }
  const value = Number.parseInt(digits, radix);
  // Anything beyond 32 bits cannot be an address part; guard against precision loss too.
  if (!Number.isSafeInteger(value) || value > 0xffffffff) return null;
  return value;
}

/** Parses an IPv6 literal, with or without brackets and zone id ("fe80::1%eth0"). */
export function parseIPv6Literal(text: string): ParsedIp | null {
  let host = text;
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  const zone = host.indexOf('%');
  if (zone !== -1) host = host.slice(0, zone);
  if (!isIPv6(host)) return null;

  const bytes = new Uint8Array(16);
  let head = host;
  let tail = '';
  const gap = host.indexOf('::');
  if (gap !== -1) {
    head = host.slice(0, gap);
    tail = host.slice(gap + 2);
  }
  const headGroups = groupsToWords(head);
  const tailGroups = groupsToWords(tail);
  if (headGroups === null || tailGroups === null) return null;
  const words = new Array<number>(8).fill(0);
  headGroups.forEach((w, i) => {
    words[i] = w;
  });
  tailGroups.forEach((w, i) => {
    words[8 - tailGroups.length + i] = w;
  });
  words.forEach((w, i) => {
    bytes[i * 2] = w >> 8;
    bytes[i * 2 + 1] = w & 0xff;
  });
  return { family: 6, bytes, address: formatIPv6(bytes) };
}

function groupsToWords(text: string): number[] | null {
  if (text.length === 0) return [];
  const words: number[] = [];
  for (const group of text.split(':')) {
    if (group.includes('.')) {
      const v4 = parseStrictDottedQuad(group);
      if (v4 === null) return null;
      words.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number));
    } else {
      words.push(Number.parseInt(group, 16));
    }
  }
  return words;
}

function parseStrictDottedQuad(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out = parts.map((p) => (/^[0-9]{1,3}$/.test(p) ? Number(p) : 256));
  return out.every((v) => v <= 255) ? out : null;
}

function formatIPv6(bytes: Uint8Array): string {
  const words: number[] = [];
  for (let i = 0; i < 16; i += 2) words.push(((bytes[i] as number) << 8) | (bytes[i + 1] as number));
  // Longest run of zero words (length >= 2) becomes "::".
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLength && j - i >= 2) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (bestStart === -1) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}

/** Parses any IP literal: IPv6 (bracketed or not), or IPv4 in any inet_aton notation. */
export function parseIp(text: string): ParsedIp | null {
  // Only an IPv6 literal has a colon: names and IPv4 literals skip Node's long IPv6 pattern.
  return (text.includes(':') ? parseIPv6Literal(text) : null) ?? parseIPv4Literal(text);
}

/** Well-known cloud instance-metadata endpoints (AWS, GCP, Azure, Oracle, Alibaba, DigitalOcean, OpenStack…). */
const METADATA_V4 = new Set([
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean, OpenStack
  '169.254.170.2', // AWS ECS task metadata
  '169.254.170.23', // AWS EKS pod identity
  '169.254.169.253', // AWS VPC DNS
  '169.254.169.123', // AWS time sync
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud (legacy)
]);
const METADATA_V6 = new Set([
  'fd00:ec2::254', // AWS IMDS over IPv6
  'fd00:ec2::253', // AWS VPC DNS over IPv6
  'fd00:ec2::23', // AWS EKS pod identity over IPv6
  'fd20:ce::254', // GCP metadata over IPv6
]);

interface V4Range {
  base: number;
  prefix: number;
  cls: AddressClass;
}

function v4(text: string, prefix: number, cls: AddressClass): V4Range {
  const parsed = parseIPv4Literal(text);
  if (parsed === null) throw new Error(`bad range ${text}`);
  return { base: toUint32(parsed.bytes, 0), prefix, cls };
}

// Ordered most specific first where ranges nest.
const V4_RANGES: V4Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'cgnat'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link_local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  v4('192.0.2.0', 24, 'reserved'), // TEST-NET-1
  v4('192.31.196.0', 24, 'reserved'), // AS112
  v4('192.52.193.0', 24, 'reserved'), // AMT
  v4('192.88.99.0', 24, 'reserved'), // 6to4 relay anycast
  v4('192.168.0.0', 16, 'private'),
  v4('192.175.48.0', 24, 'reserved'), // AS112 direct delegation
  v4('198.18.0.0', 15, 'reserved'), // benchmarking
  v4('198.51.100.0', 24, 'reserved'), // TEST-NET-2
  v4('203.0.113.0', 24, 'reserved'), // TEST-NET-3
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'), // includes 255.255.255.255
];

function toUint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] as number) << 24) >>> 0) +
    ((bytes[offset + 1] as number) << 16) +
    ((bytes[offset + 2] as number) << 8) +
    (bytes[offset + 3] as number)
  );
}

function classifyV4Bytes(bytes: Uint8Array, offset = 0): AddressClass {
  const dotted = `${bytes[offset]}.${bytes[offset + 1]}.${bytes[offset + 2]}.${bytes[offset + 3]}`;
  if (METADATA_V4.has(dotted)) return 'metadata';
  const value = toUint32(bytes, offset);
  for (const range of V4_RANGES) {
    const mask = range.prefix === 0 ? 0 : (0xffffffff << (32 - range.prefix)) >>> 0;
    if ((value & mask) >>> 0 === range.base) return range.cls;
  }
  return 'public';
}

function startsWith(bytes: Uint8Array, prefix: number[], bits: number): boolean {
  const fullBytes = Math.floor(bits / 8);
  for (let i = 0; i < fullBytes; i++) if (bytes[i] !== prefix[i]) return false;
  const rest = bits % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((bytes[fullBytes] as number) & mask) === ((prefix[fullBytes] ?? 0) & mask);
}

function allZero(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Refuse an embedded IPv4 that is not public; otherwise the translation prefix decides. */
function viaEmbedded(embedded: AddressClass, otherwise: AddressClass): AddressClass {
  return embedded === 'public' ? otherwise : embedded;
}

function classifyV6Bytes(bytes: Uint8Array, address: string): AddressClass {
  if (METADATA_V6.has(address)) return 'metadata';
  if (allZero(bytes, 0, 16)) return 'unspecified';
  if (allZero(bytes, 0, 15) && bytes[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped): the kernel dials the IPv4 address.
  if (allZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyV4Bytes(bytes, 12);
  // ::ffff:0:a.b.c.d (SIIT IPv4-translated) and ::a.b.c.d (deprecated IPv4-compatible).
  if (allZero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && allZero(bytes, 10, 12)) {
    return viaEmbedded(classifyV4Bytes(bytes, 12), 'reserved');
  }
  if (allZero(bytes, 0, 12)) return viaEmbedded(classifyV4Bytes(bytes, 12), 'reserved');
  // 64:ff9b::/96 NAT64 well-known prefix: a public embedded address is a legitimate public target.
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && allZero(bytes, 4, 12)) {
    return classifyV4Bytes(bytes, 12);
  }
  // 64:ff9b:1::/48 local-use NAT64 (RFC 8215): a site-internal translator.
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) {
    return viaEmbedded(classifyV4Bytes(bytes, 12), 'private');
  }
  // 2002::/16 6to4: the next 32 bits are the IPv4 address of the tunnel end.
  if (startsWith(bytes, [0x20, 0x02], 16)) return classifyV4Bytes(bytes, 2);
  // 2001::/32 Teredo: the client's IPv4 address is stored inverted in the last 32 bits.
  if (startsWith(bytes, [0x20, 0x01, 0x00, 0x00], 32)) {
    const client = new Uint8Array(4);
    for (let i = 0; i < 4; i++) client[i] = (bytes[12 + i] as number) ^ 0xff;
    return viaEmbedded(classifyV4Bytes(client), 'reserved');
  }
  if (startsWith(bytes, [0x01, 0x00], 64) && allZero(bytes, 2, 8)) return 'reserved'; // 100::/64 discard-only
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'reserved'; // documentation
  if (startsWith(bytes, [0x3f, 0xff], 20)) return 'reserved'; // documentation (RFC 9637)
  if (startsWith(bytes, [0x20, 0x01, 0x00], 23)) return 'reserved'; // IETF protocol assignments, ORCHID, AS112…
  if (startsWith(bytes, [0x5f, 0x00], 16)) return 'reserved'; // SRv6 SIDs
  if (startsWith(bytes, [0xfc], 7)) return 'private'; // unique local fc00::/7
  if (startsWith(bytes, [0xfe, 0x80], 10)) return 'link_local';
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return 'private'; // deprecated site-local
  if (startsWith(bytes, [0xff], 8)) return 'multicast';
  // Only 2000::/3 is allocated as global unicast; everything else is reserved.
  if (!startsWith(bytes, [0x20], 3)) return 'reserved';
  return 'public';
}

/** Classifies a parsed address. */
export function classifyParsedIp(ip: ParsedIp): AddressClass {
  return ip.family === 4 ? classifyV4Bytes(ip.bytes) : classifyV6Bytes(ip.bytes, ip.address);
}

/**
 * Classifies an IP literal in any notation. Returns null when the text is not an IP literal (a hostname).
 */
export function classifyIp(text: string): AddressClass | null {
  const parsed = parseIp(text);
  return parsed === null ? null : classifyParsedIp(parsed);
}

/** Only public addresses may be dialled unless private targets are allowed. */
export function isBlockedClass(cls: AddressClass): boolean {
  return cls !== 'public';
}

const CLASS_LABEL: Record<AddressClass, string> = {
  public: 'public',
  loopback: 'loopback',
  private: 'private network',
  link_local: 'link-local',
  cgnat: 'carrier-grade NAT',
  multicast: 'multicast',
  unspecified: 'unspecified',
  metadata: 'cloud metadata',
  reserved: 'reserved',
};

/** English label of a class, for log messages. */
export function describeClass(cls: AddressClass): string {
  return CLASS_LABEL[cls];
}
