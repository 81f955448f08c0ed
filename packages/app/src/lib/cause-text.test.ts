import { CAUSE_SAMPLES, type CheckErrorCode, type CheckWarningCode, causeText } from '@hlidka/contract';
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
  auth: true,
  heartbeat_missed: true,
  aborted: true,
  error: true,
  invalid_url: true,
  unsupported_protocol: true,
  invalid_port: true,
  cert_expiring: true,
  assertion: true,
  dns_mismatch: true,
  ping_loss: true,
  ping_unavailable: true,
  domain_expired: true,
  domain_expiring: true,
  rdap: true,
  heartbeat_failed: true,
  heartbeat_running_too_long: true,
} satisfies Record<CheckErrorCode | CheckWarningCode, true>;

describe('causeLabel', () => {
  it('words every code of the contract in both languages (no raw key, no "other error")', () => {
    for (const code of Object.keys(codes)) {
      for (const t of [cs, en]) {
        const text = causeLabel(t, code);
        expect(text, code).not.toContain('checks.');
        expect(text, code).not.toMatch(/^(Jiná chyba|Other error) \(/);
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

  it('words a failed assertion with its path, operator and values, and the other new codes with theirs', () => {
    const assertion = { path: '$.status', operator: 'eq', expected: 'ok', actual: 'degraded' };
    expect(causeLabel(cs, 'assertion', assertion)).toBe(
      'Kontrola odpovědi neprošla: $.status se rovná „ok“ (skutečnost: degraded)',
    );
    expect(causeLabel(en, 'assertion', { path: 'x-cache', operator: 'exists', expected: '', actual: null })).toBe(
      'A response assertion failed: x-cache exists (actual: nothing)',
    );
    expect(causeLabel(en, 'ping_loss', { lossPercent: 50 })).toBe('Ping: 50% packet loss');
    expect(causeLabel(cs, 'domain_expired', { expiresAt: '2026-01-02T00:00:00.000Z' })).toBe(
      'Registrace domény vypršela 2026-01-02',
    );
    expect(causeLabel(en, 'dns_mismatch', { expected: '192.0.2.1', actual: '192.0.2.2' })).toBe(
      'The DNS record lacks 192.0.2.1 (answer: 192.0.2.2)',
    );
    expect(causeLabel(en, 'assertion')).toBe('A response assertion failed');
  });

  it('says for every code, with its values and without, exactly what e-mail and webhooks say (causeText)', () => {
    for (const [code, params] of Object.entries(CAUSE_SAMPLES)) {
      expect(causeLabel(cs, code, params), code).toBe(causeText(code, 'cs', params));
      expect(causeLabel(en, code, params), code).toBe(causeText(code, 'en', params));
      expect(causeLabel(cs, code), code).toBe(causeText(code, 'cs'));
    }
    expect(causeLabel(cs, 'tls', CAUSE_SAMPLES.tls)).toBe(
      'Chyba zabezpečeného spojení (TLS): certifikát je podepsaný sám sebou (CN=localhost)',
    );
  });

  it('calls a passed check OK', () => {
    expect(outcomeLabel(cs, null)).toBe('V pořádku');
    expect(outcomeLabel(en, null, resultValues({ statusCode: 200, timings: timings(120) }))).toBe('OK');
  });
});

function timings(total: number) {
  return { dns: null, connect: null, tls: null, firstByte: null, total };
}
