/** Billing countries offered first (ISO 3166-1 alpha-2); names come from Intl in the interface language. */
export const BILLING_COUNTRIES = [
  'CZ',
  'SK',
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SI',
  'ES',
  'SE',
  'CH',
  'NO',
  'GB',
  'US',
] as const;

export function countryName(code: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
