import { UPTIME_DECIMALS } from '@hlidka/contract';

/**
 * The app's one place for formatting (spec §9): dates dd.MM.yyyy, dd.MM.yyyy HH:mm, 'N/A' on failure; numbers,
 * percentages, durations, money and sizes in the reader's language. Relative times ("před 5 minutami") are in
 * ./format-relative, the one formatter that needs date-fns and its locales (the screens that show none load neither).
 */
export type FormatLanguage = 'cs' | 'en';

/** The Intl locale of a language: Czech numbers `1 234,5`, English `1,234.5`. */
export const intlLocale = (lng: FormatLanguage): 'cs-CZ' | 'en-GB' => (lng === 'cs' ? 'cs-CZ' : 'en-GB');

/** A date, or null for nothing and for what is not a valid date. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `dd.MM.yyyy` in local time (as date-fns' format writes it: the year of a date before 1 AD counts from 1). */
function dayMonthYear(date: Date): string {
  const year = date.getFullYear();
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(year > 0 ? year : 1 - year, 4)}`;
}

// The formats are numbers only, the same in both languages: `lng` is kept for the callers' symmetry.
export function formatDate(value: Date | string | number | null | undefined, _lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : 'N/A';
}

export function formatDateTime(value: Date | string | number | null | undefined, _lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : 'N/A';
}

/** `HH:mm` in local time, the same in both languages. */
export function formatTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : 'N/A';
}

/** A moment to come: `HH:mm` when it falls on the day of `now` (local time), else `dd.MM.yyyy HH:mm`. */
export function formatTimeOrDateTime(value: Date | string | number, now: Date | number = Date.now()): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  return dayMonthYear(date) === dayMonthYear(new Date(now)) ? formatTime(date) : formatDateTime(date);
}

/**
 * In Czech CZK 'N Kč' (default), USD '$N', EUR 'N €'; in English the currency before an English number ('CZK 1,278.40',
 * 'US$45.00', '€40.00'); zero or missing '0'.
 */
export function formatMoney(amount: number | null | undefined, currency = 'CZK', lng: FormatLanguage = 'cs'): string {
  if (!amount) return '0';
  if (lng === 'en') {
    const code = currency.toUpperCase();
    return new Intl.NumberFormat(intlLocale('en'), {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 2,
    }).format(amount);
  }
  const n = new Intl.NumberFormat(intlLocale('cs'), { maximumFractionDigits: 2 }).format(amount);
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
  const number = new Intl.NumberFormat(intlLocale(lng), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${number.format(value)} ${UNITS[unit]}`;
}

/** A whole number with the language's grouping: `1 234` / `1,234`. */
export function formatNumber(value: number, lng: FormatLanguage = 'cs'): string {
  return new Intl.NumberFormat(intlLocale(lng), { maximumFractionDigits: 0 }).format(value);
}

/** A response time: `1 234 ms` / `1,234 ms`. */
export function formatMs(value: number, lng: FormatLanguage = 'cs'): string {
  return `${formatNumber(value, lng)} ms`;
}

/** An uptime (or other percentage) with the contract's decimals: `99,95 %` / `99.95 %`. */
export function formatPercent(value: number, lng: FormatLanguage = 'cs'): string {
  const number = new Intl.NumberFormat(intlLocale(lng), {
    minimumFractionDigits: UPTIME_DECIMALS,
    maximumFractionDigits: UPTIME_DECIMALS,
  });
  return `${number.format(value)} %`;
}

/** A length of time, its two largest units: `42 s`, `12 min`, `3 h 5 min`, `2 d 4 h` (the symbols of both languages). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
