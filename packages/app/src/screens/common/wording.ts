import { isApiError } from '@hlidka/data';
import type { TFunction } from 'i18next';

/**
 * A text a screen keeps to show later (a field's error, a result): an i18n key with its parameters, worded when shown
 * so it follows a change of language, or the server's text, already worded in the language of its request.
 */
export type Wording = { key: string; params?: Record<string, string | number> } | { text: string };

/** The wording in the current language. */
export const worded = (wording: Wording, t: TFunction): string =>
  'text' in wording ? wording.text : t(wording.key, wording.params ?? {});

/** The server's message of a failed request, else the fallback text. */
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/** The server's message of a failed request, else the fallback key. */
export const errorWording = (error: unknown, fallbackKey: string): Wording =>
  isApiError(error) && error.message ? { text: error.message } : { key: fallbackKey };

/** Every wording of a form's errors in the current language. */
export function wordedAll<K extends string>(
  wordings: Partial<Record<K, Wording>>,
  t: TFunction,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries(wordings).flatMap(([field, wording]) => (wording ? [[field, worded(wording as Wording, t)]] : [])),
  ) as Partial<Record<K, string>>;
}
