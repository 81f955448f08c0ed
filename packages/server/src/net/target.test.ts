import { describe, expect, it } from 'vitest';
import { classifyHost, validateTargetUrl, validateTcpTarget, WEBSOCKET_SCHEMES } from './target';

const strict = { allowPrivateTargets: false };
const open = { allowPrivateTargets: true };

describe('validateTargetUrl', () => {
  it('accepts public http and https URLs and normalises them', () => {
    const result = validateTargetUrl('  HTTPS://Example.COM/path?q=1 ', strict);
    expect(result).toMatchObject({ ok: true, url: 'https://example.com/path?q=1', hostname: 'example.com', port: 443 });
    expect(validateTargetUrl('http://8.8.8.8:8080/', strict)).toMatchObject({ ok: true, port: 8080 });
    expect(validateTargetUrl('http://[2606:4700:4700::1111]/', strict)).toMatchObject({
      ok: true,
      hostname: '2606:4700:4700::1111',
    });
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'javascript:alert(1)', 'ws://x.y/'])(
    'refuses %s as an unsupported protocol',
    (url) => {
      const result = validateTargetUrl(url, open);
      expect(result).toMatchObject({ ok: false, code: 'unsupported_protocol' });
    },
  );

  it('refuses text that is not a URL, with a field error', () => {
    expect(validateTargetUrl('not a url', strict)).toEqual({
      ok: false,
      code: 'invalid_url',
      message: 'Not a valid URL',
      errors: { url: ['Not a valid URL'] },
    });
    expect(validateTargetUrl('', strict)).toMatchObject({ ok: false, code: 'invalid_url' });
    expect(validateTargetUrl('http://x', { ...strict, field: 'target' })).toMatchObject({ ok: true });
  });

  // WHATWG URL parsing normalises many IPv4 notations itself; every one of them must still be refused.
  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://0177.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:7f00:1]:8080/',
    'http://[2002:7f00:1::]/',
    'http://[64:ff9b::7f00:1]/',
    'http://localhost:3000/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://10.0.0.5/',
    'http://172.20.1.1/',
    'http://192.168.0.1/admin',
    'http://[fd12::1]/',
    'http://169.254.1.1/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://2852039166/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00:ec2::254]/',
    'http://100.100.100.200/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://100.64.1.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://224.0.0.1/',
  ])('refuses %s at save time', (url) => {
    const result = validateTargetUrl(url, strict);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('blocked_target');
      expect(result.errors.url?.[0]).toMatch(/ALLOW_PRIVATE_TARGETS/);
    }
  });

  it('accepts the same targets when private targets are allowed', () => {
    expect(validateTargetUrl('http://127.0.0.1:3000/', open)).toMatchObject({ ok: true });
    expect(validateTargetUrl('http://169.254.169.254/', open)).toMatchObject({ ok: true });
    expect(validateTargetUrl('http://localhost/', open)).toMatchObject({ ok: true });
  });
});

describe('validateTargetUrl with WebSocket schemes', () => {
  const ws = { ...strict, schemes: WEBSOCKET_SCHEMES };
  it('accepts ws and wss URLs with their default ports, and refuses http(s) and private hosts', () => {
    expect(validateTargetUrl('wss://Example.com/socket', ws)).toMatchObject({
      ok: true,
      url: 'wss://example.com/socket',
      protocol: 'wss',
      port: 443,
    });
    expect(validateTargetUrl('ws://example.com:8080', ws)).toMatchObject({ ok: true, protocol: 'ws', port: 8080 });
    expect(validateTargetUrl('ws://example.com', ws)).toMatchObject({ ok: true, port: 80 });
    expect(validateTargetUrl('https://example.com', ws)).toMatchObject({
      ok: false,
      code: 'unsupported_protocol',
      message: 'Only ws and wss URLs can be monitored, not https:',
    });
    expect(validateTargetUrl('ws://127.0.0.1/', ws)).toMatchObject({ ok: false, code: 'blocked_target' });
    expect(validateTargetUrl('wss://example.com', strict)).toMatchObject({ ok: false, code: 'unsupported_protocol' });
  });
});

describe('classifyHost on raw host strings (not normalised by URL)', () => {
  it.each([
    ['0x7f.1', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['2130706433', 'loopback'],
    ['127.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0251.0376.0251.0376', 'metadata'],
    ['0xa9.0xfe.0xa9.0xfe', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['metadata.google.internal.', 'metadata'],
    ['localhost', 'loopback'],
    ['db.internal', 'private'],
    ['printer.local', 'private'],
    ['example.com', null],
    ['8.8.8.8', 'public'],
  ])('%s → %s', (host, cls) => {
    expect(classifyHost(host).cls).toBe(cls);
  });
});

describe('validateTcpTarget', () => {
  it('parses host:port and [v6]:port', () => {
    expect(validateTcpTarget('example.com:5432', strict)).toMatchObject({
      ok: true,
      hostname: 'example.com',
      port: 5432,
    });
    expect(validateTcpTarget('[2606:4700:4700::1111]:53', strict)).toMatchObject({
      ok: true,
      hostname: '2606:4700:4700::1111',
      port: 53,
    });
    expect(validateTcpTarget({ host: 'example.com', port: 22 }, strict)).toMatchObject({ ok: true, port: 22 });
  });

  it('refuses bad ports and hosts with a field error', () => {
    expect(validateTcpTarget('example.com:0', strict)).toMatchObject({ ok: false, code: 'invalid_port' });
    expect(validateTcpTarget('example.com:70000', strict)).toMatchObject({ ok: false, code: 'invalid_port' });
    expect(validateTcpTarget('example.com', strict)).toMatchObject({
      ok: false,
      code: 'invalid_url',
      errors: { target: [expect.any(String)] },
    });
    expect(validateTcpTarget({ host: 'bad host', port: 22 }, strict)).toMatchObject({ ok: false, code: 'invalid_url' });
  });

  it.each([
    '127.0.0.1:6379',
    '0x7f.1:22',
    '2130706433:22',
    '[::1]:5432',
    '[::ffff:127.0.0.1]:80',
    'localhost:22',
    '10.0.0.1:3306',
    '169.254.169.254:80',
  ])('refuses %s', (target) => {
    expect(validateTcpTarget(target, strict)).toMatchObject({ ok: false, code: 'blocked_target' });
    expect(validateTcpTarget(target, open)).toMatchObject({ ok: true });
  });
});
