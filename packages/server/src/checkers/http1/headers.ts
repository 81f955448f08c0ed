import type { IncomingHttpHeaders } from 'node:http';

/** Headers Node keeps the first value of when repeated (IncomingMessage's matchKnownFields). */
const SINGLE_VALUE = new Set([
  'content-type',
  'content-length',
  'user-agent',
  'referer',
  'host',
  'authorization',
  'proxy-authorization',
  'if-modified-since',
  'if-unmodified-since',
  'from',
  'location',
  'max-forwards',
  'retry-after',
  'etag',
  'last-modified',
  'server',
  'age',
  'expires',
]);

/**
 * Adds one received header the way Node's IncomingMessage.headers does: `set-cookie` collects an array, the
 * single-value headers keep their first value, `cookie` joins with '; ' and every other repeat with ', '.
 */
export function addHeader(headers: IncomingHttpHeaders, name: string, value: string): void {
  const existing = headers[name];
  if (name === 'set-cookie') {
    if (existing === undefined) headers[name] = [value];
    else (existing as string[]).push(value);
    return;
  }
  if (existing === undefined) headers[name] = value;
  else if (!SINGLE_VALUE.has(name)) headers[name] = `${existing}${name === 'cookie' ? '; ' : ', '}${value}`;
}
