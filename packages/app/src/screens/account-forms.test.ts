import { describe, expect, it } from 'vitest';
import { validateAffiliate } from './affiliate/register';
import { validateBillingInfo } from './billing/billing-info-form';
import { validateContact } from './help/contact';

const billing = {
  firstName: 'Jana',
  lastName: 'Nováková',
  companyName: '',
  street: 'Vinohradská 12',
  street2: '',
  city: 'Praha',
  state: '',
  postalCode: '120 00',
  countryCode: 'CZ',
  vatId: '',
  registrationNumber: '',
  billingEmail: '',
  phone: '',
  isVatPayer: false,
};

describe('billing details', () => {
  it('accept a complete address and a valid IČO and DIČ', () => {
    expect(validateBillingInfo({ ...billing, registrationNumber: '27082440', vatId: 'CZ27082440' })).toEqual({});
  });

  it('need the address, a checksummed IČO for Czech customers, a DIČ for VAT payers', () => {
    expect(
      validateBillingInfo({
        ...billing,
        street: ' ',
        registrationNumber: '12345678',
        isVatPayer: true,
        billingEmail: 'x@',
      }),
    ).toEqual({ street: 'required', registrationNumber: 'invalid', vatId: 'required', billingEmail: 'invalid' });
    // Another country's company number is not checked as an IČO.
    expect(validateBillingInfo({ ...billing, countryCode: 'DE', registrationNumber: 'HRB 12345' })).toEqual({});
  });
});

const affiliate = {
  method: 'iban' as const,
  accountHolder: 'Jana Nováková',
  iban: 'CZ65 0800 0000 1920 0014 5399',
  bic: '',
  accountNumber: '',
  name: 'Jana Nováková',
  registrationNumber: '',
  vatId: '',
  isVatPayer: false,
  street: 'Vinohradská 12',
  city: 'Praha',
  postalCode: '120 00',
  countryCode: 'CZ',
  email: '',
  terms: true,
};

describe('affiliate registration', () => {
  it('accepts an IBAN or a Czech account number', () => {
    expect(validateAffiliate(affiliate)).toEqual({});
    expect(
      validateAffiliate({ ...affiliate, method: 'czech_account', iban: '', accountNumber: '19-2000145399/0800' }),
    ).toEqual({});
  });

  it('refuses a bad IBAN, a bad account number, a missing consent', () => {
    expect(validateAffiliate({ ...affiliate, iban: 'CZ00 1234', terms: false })).toEqual({
      iban: 'iban',
      terms: 'terms',
    });
    expect(validateAffiliate({ ...affiliate, method: 'czech_account', accountNumber: '123/99' })).toEqual({
      accountNumber: 'account',
    });
  });
});

describe('help contact', () => {
  it('needs a name, an e-mail, a subject of 3 and a message of 10 characters', () => {
    const ok = {
      name: 'Jana',
      email: 'jana@example.cz',
      subject: 'Faktura',
      message: 'Prosím o opravu IČO.',
      category: 'billing' as const,
    };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, name: '', email: 'jana@', subject: 'Ah', message: 'Krátce' })).toEqual({
      name: 'required',
      email: 'email',
      subject: 'subjectShort',
      message: 'messageShort',
    });
    expect(validateContact({ ...ok, message: 'a'.repeat(5001) })).toEqual({ message: 'messageLong' });
  });
});
