import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney in the reader’s language', () => {
  it('keeps the Czech form for Czech', () => {
    expect(formatMoney(1278.4, 'CZK', 'cs')).toBe('1\u00a0278,4 Kč');
  });

  it('writes the currency before an English number for English', () => {
    expect(formatMoney(1278.4, 'CZK', 'en')).toBe('CZK\u00a01,278.40');
    expect(formatMoney(45, 'USD', 'en')).toBe('US$45.00');
    expect(formatMoney(40, 'EUR', 'en')).toBe('€40.00');
  });
});
