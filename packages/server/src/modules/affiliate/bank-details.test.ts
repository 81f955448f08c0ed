import { iban, isCzechAccountNumber, isCzechRegistrationNumber } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';

describe('bank details', () => {
  it('accepts IBANs with a correct mod-97 check, with or without spaces', () => {
    expect(iban.isValid('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(iban.isValid('de89370400440532013000')).toBe(true);
    expect(iban.normalize('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
  });

  it('refuses IBANs with a wrong check digit, a wrong Czech length or foreign characters', () => {
    expect(iban.isValid('CZ65 0800 0000 1920 0014 5398')).toBe(false);
    expect(iban.isValid('CZ65 0800 0000 1920 0014 539')).toBe(false);
    expect(iban.isValid('CZ65 0800 0000 1920 0014 539Ř')).toBe(false);
    expect(iban.isValid('')).toBe(false);
  });

  it('checks Czech account numbers (prefix and number with their mod-11 weights, 4-digit bank code)', () => {
    expect(isCzechAccountNumber('19-2000145399/0800')).toBe(true);
    expect(isCzechAccountNumber('2000145399/0800')).toBe(true);
    expect(isCzechAccountNumber('19-2000145398/0800')).toBe(false);
    expect(isCzechAccountNumber('18-2000145399/0800')).toBe(false);
    expect(isCzechAccountNumber('2000145399/080')).toBe(false);
    expect(isCzechAccountNumber('0000000000/0800')).toBe(false);
  });

  it('checks the IČO check digit', () => {
    expect(isCzechRegistrationNumber('25596641')).toBe(true);
    expect(isCzechRegistrationNumber('00006947')).toBe(true);
    expect(isCzechRegistrationNumber('25596642')).toBe(false);
    expect(isCzechRegistrationNumber('2559664')).toBe(false);
  });
});
