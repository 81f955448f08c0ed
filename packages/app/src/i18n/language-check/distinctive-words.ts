import { CAUSE_TEXTS } from '@hlidka/contract';
import { areasCs, areasEn } from '../areas/index';
import { cs } from '../cs';
import { en } from '../en';
import type { Language } from '../index';
import { wordsOf } from './words';

/**
 * Words both languages use as they are: the product, the integrations, the language names of the switcher and
 * technical terms that stay in English in Czech texts.
 */
export const SHARED_WORDS: readonly string[] = [
  'hlídka',
  'čeština',
  'english',
  'e-mail',
  'url',
  'http',
  'https',
  'tls',
  'api',
  'google',
  'slack',
  'discord',
  'microsoft',
  'windows',
  'teams',
  'telegram',
  'webhook',
  'stripe',
];

/** Phrases the spec words the same in both languages (§5: the Google callback's 'OAuth error: {value}'). */
export const SHARED_PHRASES: readonly string[] = ['OAuth error'];

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Month and weekday names as dates show them, so a date written in the wrong language is caught too. */
function calendarNames(locale: string): string[] {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month)));
  const names = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return days.map((day) => format.format(day));
  };
  return [...names({ month: 'long' }), ...names({ day: 'numeric', month: 'long' }), ...names({ weekday: 'long' })];
}

function wordSet(resources: unknown, locale: string): Set<string> {
  return new Set([...stringsOf(resources), ...calendarNames(locale)].flatMap(wordsOf));
}

/**
 * For each language, the words of its texts (the app's base texts, every screen area's, the causes' texts, month and
 * weekday names) that the other language's texts never use, less SHARED_WORDS: finding one on a page in the other language means
 * that page mixes languages.
 */
export function distinctiveWords(): Record<Language, ReadonlySet<string>> {
  // The causes' words live in the contract (one table for the app and the server's e-mails), not in an area.
  const czech = wordSet([cs, areasCs, CAUSE_TEXTS.cs], 'cs-CZ');
  const english = wordSet([en, areasEn, CAUSE_TEXTS.en], 'en-US');
  const only = (own: Set<string>, other: Set<string>) =>
    new Set([...own].filter((word) => !other.has(word) && !SHARED_WORDS.includes(word)));
  return { cs: only(czech, english), en: only(english, czech) };
}
