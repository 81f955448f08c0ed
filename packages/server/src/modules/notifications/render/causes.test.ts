import { describe, expect, it } from 'vitest';
import { causeText } from './causes';

describe('causeText for the new check codes', () => {
  it('words an assertion with its path, operator and values in both languages', () => {
    const params = { path: '$.data.status', operator: 'eq', expected: 'ok', actual: 'degraded' };
    expect(causeText('assertion', 'cs', params)).toBe(
      'Kontrola odpovědi neprošla: $.data.status se rovná „ok“ (skutečnost: degraded)',
    );
    expect(causeText('assertion', 'en', { path: 'etag', operator: 'exists', expected: '', actual: null })).toBe(
      'A response assertion failed: etag exists (actual: nothing)',
    );
  });

  it('words DNS, ping and domain failures with their values, and without them', () => {
    expect(causeText('dns_mismatch', 'en', { expected: '192.0.2.1', actual: '192.0.2.2' })).toBe(
      'The DNS record lacks 192.0.2.1 (answer: 192.0.2.2)',
    );
    expect(causeText('ping_loss', 'cs', { lossPercent: 50 })).toBe('Ping: ztráta paketů 50 %');
    expect(causeText('domain_expired', 'en', { expiresAt: '2026-11-01T00:00:00.000Z' })).toBe(
      'The domain registration expired on 2026-11-01',
    );
    expect(causeText('ping_unavailable', 'cs')).toBe('Ping na tomto serveru nelze spustit');
    expect(causeText('rdap', 'en')).toBe('The domain registry lookup (RDAP) failed');
  });
});
