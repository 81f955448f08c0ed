// Figures as people read them in a report (PDF, e-mail), in Czech or English.

import { UPTIME_DECIMALS } from '@hlidka/contract';

export type Lang = 'cs' | 'en';

const locale = (language: Lang) => (language === 'cs' ? 'cs-CZ' : 'en-GB');
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** `99,95 %` / `99.95 %` (always UPTIME_DECIMALS); a dash when nothing was checked. */
export function formatPercent(value: number | null, language: Lang): string {
  if (value === null) return '–';
  const digits = { minimumFractionDigits: UPTIME_DECIMALS, maximumFractionDigits: UPTIME_DECIMALS };
  return `${plain(new Intl.NumberFormat(locale(language), digits).format(value))} %`;
}

/** `1 h 5 min`, `45 s`, `2 d 3 h`. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d} d`);
  if (h) parts.push(`${h} h`);
  if (m && d === 0) parts.push(`${m} min`);
  if (s && d === 0 && h === 0) parts.push(`${s} s`);
  return parts.length > 0 ? parts.join(' ') : '0 s';
}

export function formatMs(value: number | null): string {
  return value === null ? '–' : `${value} ms`;
}

/** A UTC day (YYYY-MM-DD) as `1. 1. 2026` / `1 Jan 2026`. */
export function formatDay(day: string, language: Lang): string {
  return plain(
    new Intl.DateTimeFormat(locale(language), {
      timeZone: 'UTC',
      day: 'numeric',
      month: language === 'cs' ? 'numeric' : 'short',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`)),
  );
}

/** A moment in Prague time: `1. 2. 2026 7:05` / `1 Feb 2026, 07:05`. */
export function formatMoment(date: Date, language: Lang): string {
  return plain(
    new Intl.DateTimeFormat(locale(language), {
      timeZone: 'Europe/Prague',
      day: 'numeric',
      month: language === 'cs' ? 'numeric' : 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date),
  );
}
