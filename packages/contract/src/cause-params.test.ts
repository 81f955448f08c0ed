import { describe, expect, it } from 'vitest';
import { readCauseParams } from './cause-params';
import { type CauseParams, causeParamsSchema } from './incidents';

// readCauseParams answers what the schema does, without zod: every value, or nothing when one is not allowed.
const cases: Record<string, unknown>[] = [
  {},
  { websiteName: 'E-shop', causeCode: 'status', statusCode: 503, responseMs: 1200 },
  { causeCode: 'assertion', path: '$.status', operator: 'eq', expected: 'ok', actual: 'degraded' },
  { causeCode: 'assertion', path: 'x-cache', operator: 'exists', actual: null },
  { causeCode: 'ping_loss', lossPercent: 0 },
  { causeCode: 'ping_loss', lossPercent: 100 },
  { causeCode: 'ping_loss', lossPercent: 37.5 },
  { causeCode: 'domain_expired', expiresAt: '2026-12-11T00:00:00.000Z', daysLeft: 3, repeat: true },
  // One value the schema does not allow: nothing is read.
  { statusCode: 503.5, responseMs: 10 },
  { statusCode: '503' },
  { statusCode: null },
  { statusCode: 2 ** 53 },
  { responseMs: -0 },
  { path: 'a'.repeat(500) },
  { path: 'a'.repeat(501), statusCode: 500 },
  { operator: 'x'.repeat(21) },
  { expected: 'e'.repeat(1024) },
  { expected: 'e'.repeat(1025) },
  { actual: 'a'.repeat(200) },
  { actual: 'a'.repeat(201) },
  { actual: 12 },
  { lossPercent: -1 },
  { lossPercent: 100.5 },
  { lossPercent: '50' },
  { expiresAt: 'e'.repeat(41) },
  { expiresAt: false },
  { operator: null },
  { causeCode: 'tls', tlsFailure: 'hostname', certSubject: 'CN=other.test' },
  { causeCode: 'tls', tlsFailure: 'weird' },
  { certSubject: 's'.repeat(201) },
  { causeCode: 'rdap', rdapFailure: 'status', statusCode: 503 },
  { rdapFailure: 'gone' },
  { causeCode: 'protocol', reply: '554 5.3.2 Service unavailable' },
  { reply: 'r'.repeat(201) },
];

describe('readCauseParams', () => {
  it.each(cases)('reads %j as causeParamsSchema.safeParse does', (params) => {
    const parsed = causeParamsSchema.safeParse(params);
    const expected: CauseParams = parsed.success ? parsed.data : {};
    expect(readCauseParams(params)).toStrictEqual(expected);
  });

  it('reads every value the schema has', () => {
    expect(Object.keys(causeParamsSchema.shape).sort()).toEqual(
      Object.keys(
        readCauseParams({
          statusCode: 1,
          responseMs: 1,
          path: '',
          operator: '',
          expected: '',
          actual: null,
          lossPercent: 1,
          expiresAt: '',
          tlsFailure: 'self_signed',
          certSubject: '',
          rdapFailure: 'not_found',
          reply: '',
        }),
      ).sort(),
    );
  });
});
