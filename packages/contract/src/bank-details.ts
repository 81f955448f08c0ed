// Checks of bank and company identifiers used by the affiliate programme (shared by the form and the server).

/** IBAN: country, check digits, account; valid when the mod-97 remainder is 1 (ISO 13616). */
export const iban = {
  /** Without spaces, upper-cased. */
  normalize(value: string): string {
    return value.replace(/[\s-]/g, '').toUpperCase();
  },
  isValid(value: string): boolean {
    const compact = iban.normalize(value);
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
    if (compact.startsWith('CZ') && compact.length !== 24) return false;
    if (compact.startsWith('SK') && compact.length !== 24) return false;
    const rearranged = compact.slice(4) + compact.slice(0, 4);
    let remainder = 0;
    for (const char of rearranged) {
      const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
      for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
    }
    return remainder === 1;
  },
};

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

function weightedMod11(digits: string, weights: number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(padded[i]) * (weights[i] ?? 0);
  return sum % 11 === 0;
}

/** A Czech account number `[prefix-]number/bankCode` (prefix up to 6 digits, number 2–10, bank code 4), mod-11. */
export function isCzechAccountNumber(value: string): boolean {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return false;
  const [, prefix = '', number = ''] = match;
  if (!/[1-9]/.test(number)) return false;
  return weightedMod11(prefix, PREFIX_WEIGHTS) && weightedMod11(number, NUMBER_WEIGHTS);
}

/** IČO: 8 digits; the last is the check digit of the weighted sum of the first 7 (weights 8…2). */
export function isCzechRegistrationNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{8}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(digits[7]);
}
