import type { CheckErrorCode, CheckWarningCode } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { causeLabel, checkValues, outcomeLabel, resultValues } from './cause-text';

const cs = createI18n({ lng: 'cs', detect: false }).t;
const en = createI18n({ lng: 'en', detect: false }).t;

// Every code the contract has (the compiler checks this list against the contract's enums both ways).
const codes = {
  dns: true,
  refused: true,
  reset: true,
  timeout: true,
  unreachable: true,
  tls: true,
  cert_expired: true,
  status: true,
  keyword: true,
  body_too_large: true,
  too_many_redirects: true,
  invalid_redirect: true,
  blocked_target: true,
  response_time: true,
  protocol: true,
  heartbeat_missed: true,
  aborted: true,
  error: true,
  invalid_url: true,
  unsupported_protocol: true,
  invalid_port: true,
  cert_expiring: true,
} satisfies Record<CheckErrorCode | CheckWarningCode, true>;

describe('causeLabel', () => {
  it('words every code of the contract in both languages (no raw key, no "other error")', () => {
    for (const code of Object.keys(codes)) {
      for (const t of [cs, en]) {
        const text = causeLabel(t, code);
        expect(text, code).not.toContain('checks.');
        expect(text, code).not.toBe(t('checks.unknown', { code }));
      }
    }
  });

  it('adds the check’s values to the codes worded with them, and names a code it does not know', () => {
    expect(causeLabel(cs, 'status', checkValues({ statusCode: 503, responseMs: 80 }))).toBe(
      'Neočekávaný stavový kód HTTP 503',
    );
    expect(causeLabel(en, 'response_time', checkValues({ statusCode: 200, responseMs: 4000.4 }))).toBe(
      'The response took 4000 ms, more than the limit',
    );
    expect(causeLabel(en, 'timeout', checkValues({ statusCode: null, responseMs: 30_000 }))).toBe('Timed out');
    expect(causeLabel(en, 'status', {})).toBe('Unexpected HTTP status code');
    expect(causeLabel(cs, 'weird')).toBe('Jiná chyba (weird)');
    expect(causeLabel(cs, null)).toBeNull();
  });

  it('calls a passed check OK', () => {
    expect(outcomeLabel(cs, null)).toBe('V pořádku');
    expect(outcomeLabel(en, null, resultValues({ statusCode: 200, timings: timings(120) }))).toBe('OK');
  });
});

function timings(total: number) {
  return { dns: null, connect: null, tls: null, firstByte: null, total };
}
