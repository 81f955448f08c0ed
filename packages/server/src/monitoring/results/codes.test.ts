import { checkErrorCodeSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { causeParams, decodeCode, encodeCode, RESULT_CODES } from './codes';

describe('RESULT_CODES', () => {
  it('gives every check failure code of the contract a stored number, and stores nothing else', () => {
    expect(RESULT_CODES[0]).toBe('ok');
    expect([...RESULT_CODES.slice(1)].sort()).toEqual([...checkErrorCodeSchema.options].sort());
  });

  it('only grows at the end: the numbers already stored keep their codes', () => {
    // Stored rows hold these numbers; a code may be appended after them, never inserted, moved or removed.
    const stored = [
      'ok',
      'dns',
      'refused',
      'reset',
      'timeout',
      'unreachable',
      'tls',
      'cert_expired',
      'status',
      'keyword',
      'body_too_large',
      'too_many_redirects',
      'invalid_redirect',
      'blocked_target',
      'response_time',
      'protocol',
      'heartbeat_missed',
      'aborted',
      'error',
      'invalid_url',
      'unsupported_protocol',
      'invalid_port',
    ];
    expect(RESULT_CODES.slice(0, stored.length)).toEqual(stored);
  });

  it('reads back every code it stores; success is null and an unknown number reads as error', () => {
    for (const code of checkErrorCodeSchema.options) expect(decodeCode(encodeCode(code))).toBe(code);
    expect(encodeCode(null)).toBe(0);
    expect(decodeCode(0)).toBeNull();
    expect(decodeCode(RESULT_CODES.length + 10)).toBe('error');
  });
});

describe('causeParams', () => {
  const timings = { total: 1234.6 };
  it('keeps the values a failure is worded with: the status code received, the time taken', () => {
    expect(causeParams({ code: 'status', statusCode: 503, timings })).toEqual({ statusCode: 503 });
    expect(causeParams({ code: 'response_time', statusCode: 200, timings })).toEqual({ responseMs: 1235 });
  });

  it("keeps a check's own values: a ping's loss, a domain's expiry", () => {
    const ping = { sent: 4, received: 1, lossPercent: 75, rttMinMs: 3, rttAvgMs: 3, rttMaxMs: 3 };
    expect(causeParams({ code: 'ping_loss', ping, timings })).toEqual({ lossPercent: 75 });
    expect(causeParams({ code: 'domain_expired', domain: { expiresAt: '2026-01-01T00:00:00Z' }, timings })).toEqual({
      expiresAt: '2026-01-01T00:00:00Z',
    });
  });

  it('keeps nothing for failures whose code says it all, or for a success', () => {
    expect(causeParams({ code: 'timeout', timings })).toEqual({});
    expect(causeParams({ code: 'status', timings })).toEqual({});
    expect(causeParams({ code: null, statusCode: 200, timings })).toEqual({});
  });
});
