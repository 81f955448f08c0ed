import { format, formatDistanceToNow, isValid } from 'date-fns';
import { cs, enGB } from 'date-fns/locale';

/** Formatting helpers (spec §9): dd.MM.yyyy, dd.MM.yyyy HH:mm, Czech locale (week from Monday), 'N/A' on failure. */
const locales = { cs, en: enGB };
export type FormatLanguage = keyof typeof locales;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

export function formatDate(value: Date | string | number | null | undefined, lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy', { locale: locales[lng] }) : 'N/A';
}

export function formatDateTime(value: Date | string | number | null | undefined, lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy HH:mm', { locale: locales[lng] }) : 'N/A';
}

export function formatRelative(value: Date | string | number | null | undefined, lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true, locale: locales[lng] }) : 'N/A';
}

/**
 * In Czech CZK 'N Kč' (default), USD '$N', EUR 'N €'; in English the currency before an English number ('CZK 1,278.40',
 * 'US$45.00', '€40.00'); zero or missing '0'.
 */
export function formatMoney(amount: number | null | undefined, currency = 'CZK', lng: FormatLanguage = 'cs'): string {
  if (!amount) return '0';
  if (lng === 'en') {
    const code = currency.toUpperCase();
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, maximumFractionDigits: 2 }).format(
      amount,
    );
  }
  const n = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 }).format(amount);
  switch (currency.toUpperCase()) {
    case 'USD':
      return `$${n}`;
    case 'EUR':
      return `${n} €`;
    default:
      return `${n} Kč`;
  }
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes in B, KB, MB, GB, TB with 2 decimals in the reader's language: `2,00 MB` / `2.00 MB`. */
export function formatFileSize(bytes: number, lng: FormatLanguage = 'cs'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(lng === 'cs' ? 'cs-CZ' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${number.format(value)} ${UNITS[unit]}`;
}
