import { describe, expect, it } from 'vitest';
import { serializeRequest, serverName } from './request';

const UA = 'Hlidka/test';
const text = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString('utf8'));
const request = (url: string, extra: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  serializeRequest({
    url: new URL(url),
    method: extra.method ?? 'GET',
    headers: extra.headers ?? {},
    body: extra.body,
    userAgent: UA,
  });

describe('serializeRequest', () => {
  it('writes the request line, Host, the defaults and Connection: close', () => {
    expect(text(request('http://example.com/a/b?x=1&y=%20').payload)).toBe(
      'GET /a/b?x=1&y=%20 HTTP/1.1\r\n' +
        'Host: example.com\r\n' +
        `User-Agent: ${UA}\r\n` +
        'Accept: */*\r\n' +
        'Connection: close\r\n\r\n',
    );
  });

  it('puts a non-default port in Host and brackets IPv6 literals', () => {
    expect(request('http://example.com:8080/').host).toBe('example.com:8080');
    expect(request('https://example.com:443/').host).toBe('example.com');
    expect(request('http://[::1]:8080/').host).toBe('[::1]:8080');
    expect(request('http://[2001:db8::1]/').host).toBe('[2001:db8::1]');
  });

  it("sends the user's headers with their case, replacing the defaults", () => {
    const head = text(
      request('http://example.com/', {
        headers: { 'X-Trace': 'abc', 'user-AGENT': 'Custom/1', Accept: 'application/json', Host: 'other.test' },
      }).payload,
    );
    expect(head).toContain('X-Trace: abc\r\n');
    expect(head).toContain('user-AGENT: Custom/1\r\n');
    expect(head).toContain('Accept: application/json\r\n');
    expect(head).toContain('Host: other.test\r\n');
    expect(head).not.toContain(UA);
    expect(head).not.toContain('*/*');
    expect(head.match(/^host:/gim)).toHaveLength(1);
  });

  it('sends a body with its byte length in the same payload', () => {
    const { payload } = request('http://example.com/api', { method: 'POST', body: 'Žluťoučký kůň' });
    expect(Buffer.isBuffer(payload)).toBe(true);
    const [head, body] = text(payload).split('\r\n\r\n');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength('Žluťoučký kůň')}`);
    expect(body).toBe('Žluťoučký kůň');
  });

  it('sends Content-Length: 0 for a POST without a body, none for a GET or DELETE', () => {
    expect(text(request('http://example.com/', { method: 'POST' }).payload)).toContain('Content-Length: 0\r\n');
    expect(text(request('http://example.com/', { method: 'DELETE' }).payload)).not.toContain('Content-Length');
    expect(text(request('http://example.com/').payload)).not.toContain('Content-Length');
  });

  it('turns URL credentials into Basic auth, unless an Authorization header is set', () => {
    const basic = `Authorization: Basic ${Buffer.from('user:p@ss word').toString('base64')}\r\n`;
    expect(text(request('http://user:p%40ss%20word@example.com/').payload)).toContain(basic);
    const own = text(request('http://user:pass@example.com/', { headers: { authorization: 'Bearer t' } }).payload);
    expect(own).toContain('authorization: Bearer t\r\n');
    expect(own).not.toContain('Basic');
    expect(() => request('http://user:%E0%A4%A@example.com/')).toThrow(URIError);
  });

  it('refuses a header value Node would refuse, with its error code', () => {
    expect(() => request('http://example.com/', { headers: { 'X-Name': 'Čeněk' } })).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_CHAR' }),
    );
    expect(text(request('http://example.com/', { headers: { 'X-Name': 'caf\xe9' } }).payload)).toContain('café');
  });
});

describe('serverName', () => {
  it('is the Host name without port or brackets, none for IP literals', () => {
    expect(serverName('example.com')).toBe('example.com');
    expect(serverName('example.com:8443')).toBe('example.com');
    expect(serverName('127.0.0.1:8443')).toBeUndefined();
    expect(serverName('[::1]:8443')).toBeUndefined();
  });
});
