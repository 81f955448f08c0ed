import { describe, expect, it } from 'vitest';
import { CAUSE_TEXTS, type CauseCode, causeText, outcomeText } from './cause-texts';
import { checkErrorCodeSchema, checkWarningCodeSchema } from './checks';

const codes: CauseCode[] = [...checkErrorCodeSchema.options, ...checkWarningCodeSchema.options];

describe('causeText', () => {
  it('words every code of the contract in both languages, each differently', () => {
    for (const language of ['cs', 'en'] as const) {
      const texts = codes.map((code) => causeText(code, language));
      for (const code of codes) expect(causeText(code, language), code).toBe(CAUSE_TEXTS[language].causes[code]);
      expect(new Set(texts).size).toBe(codes.length);
    }
  });

  it('words an assertion with its expected and actual value; numbers unquoted, strings quoted', () => {
    const count = { path: '$.count', operator: 'gte', expected: '5', actual: '3' };
    expect(causeText('assertion', 'cs', count)).toBe(
      'Kontrola odpovědi neprošla: $.count je alespoň 5 (skutečnost: 3)',
    );
    expect(causeText('assertion', 'en', count)).toBe('A response assertion failed: $.count is at least 5 (actual: 3)');
    const status = { path: '$.status', operator: 'eq', expected: 'ok', actual: null };
    expect(causeText('assertion', 'cs', status)).toBe(
      'Kontrola odpovědi neprošla: $.status se rovná „ok“ (skutečnost: nic)',
    );
    expect(causeText('assertion', 'en', { path: 'etag', operator: 'exists', expected: '', actual: null })).toBe(
      'A response assertion failed: etag exists (actual: nothing)',
    );
  });

  it('names the kind of TLS failure and the certificate subject', () => {
    expect(causeText('tls', 'cs', { tlsFailure: 'self_signed', certSubject: 'CN=localhost' })).toBe(
      'Chyba zabezpečeného spojení (TLS): certifikát je podepsaný sám sebou (CN=localhost)',
    );
    expect(causeText('tls', 'en', { tlsFailure: 'hostname', certSubject: 'CN=other.test' })).toBe(
      'Secure connection error (TLS): the certificate is for another host name (CN=other.test)',
    );
    expect(causeText('tls', 'en', { tlsFailure: 'handshake' })).toBe(
      'Secure connection error (TLS): the secure connection could not be set up',
    );
    expect(causeText('cert_expired', 'cs', { expiresAt: '2026-01-02T00:00:00.000Z', certSubject: 'CN=old.test' })).toBe(
      'Certifikát vypršel 2026-01-02 (CN=old.test)',
    );
    expect(causeText('tls', 'cs')).toBe('Chyba zabezpečeného spojení (TLS)');
  });

  it('words RDAP failures as the registry lookup, never as DNS', () => {
    expect(causeText('rdap', 'cs', { rdapFailure: 'unreachable' })).toBe('Registr domén (RDAP) je nedosažitelný');
    expect(causeText('rdap', 'en', { rdapFailure: 'status', statusCode: 503 })).toBe(
      'The domain registry (RDAP) answered with error 503',
    );
    expect(causeText('rdap', 'cs', { rdapFailure: 'not_found' })).toBe('Registr domén (RDAP) doménu nezná');
    for (const language of ['cs', 'en'] as const) {
      for (const kind of ['not_found', 'invalid', 'no_expiration', 'unreachable', 'timeout'] as const) {
        expect(causeText('rdap', language, { rdapFailure: kind })).toContain('RDAP');
        expect(causeText('rdap', language, { rdapFailure: kind })).not.toContain('DNS');
      }
    }
  });

  it('has one wording of refused and keyword', () => {
    expect(causeText('refused', 'cs')).toBe('Server odmítl spojení');
    expect(causeText('keyword', 'cs')).toBe('Hledaný text nesouhlasí');
  });

  it('names an unknown code, and says OK without one', () => {
    expect(causeText('weird', 'cs')).toBe('Jiná chyba (weird)');
    expect(causeText(null, 'en')).toBeNull();
    expect(outcomeText(null, 'cs')).toBe('V pořádku');
  });
});
