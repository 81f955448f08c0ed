import { type ErrorCode, errorCodeMessages } from '@hlidka/contract';
import { type ApiErrorCode, isApiError } from '@hlidka/data';
import type { TFunction } from '../../i18n/translator';

/**
 * A text a screen keeps to show later (a field's error, a result), worded when shown so it follows a change of
 * language: an i18n key with its parameters (`inBothLanguages` for a text the app got in both languages), or a text
 * that exists in one language only (an answer of the server the app cannot word again).
 */
export type Wording = { key: string; params?: Record<string, string | number> } | { text: string };

/** A text the app got in Czech and English (the server's, the data layer's): shown in the reader's language. */
export const inBothLanguages = (texts: { cs: string; en: string }): Wording => ({
  key: 'common.inReadersLanguage',
  params: { cs: texts.cs, en: texts.en },
});

const isKnownCode = (code: ApiErrorCode): code is ErrorCode => typeof code === 'string' && code in errorCodeMessages;

/** The wording in the current language. */
export const worded = (wording: Wording, t: TFunction): string =>
  'text' in wording ? wording.text : t(wording.key, wording.params ?? {});

/** The server's message of a failed request, else the fallback text. */
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/**
 * The message of a failed request in the reader's language: as the server (or the data layer) worded it in both
 * languages, else the generic message of its error code, else the one text it came with; the fallback key when there
 * is none.
 */
export function errorWording(error: unknown, fallbackKey: string): Wording {
  if (!isApiError(error)) return { key: fallbackKey };
  const { translations } = error;
  if (translations) return inBothLanguages({ cs: translations.cs.message, en: translations.en.message });
  if (isKnownCode(error.code)) return inBothLanguages(errorCodeMessages[error.code]);
  return error.message ? { text: error.message } : { key: fallbackKey };
}

/** The field errors of a failed request (first message per field), each in the reader's language when it can be. */
export function fieldErrorWordings(error: unknown): Record<string, Wording> {
  if (!isApiError(error)) return {};
  const { translations } = error;
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, text]): [string, Wording] => {
      const cs = translations?.cs.errors[field];
      const en = translations?.en.errors[field];
      return [field, cs && en ? inBothLanguages({ cs, en }) : { text }];
    }),
  );
}

/** Every wording of a form's errors in the current language. */
export function wordedAll<K extends string>(
  wordings: Partial<Record<K, Wording>>,
  t: TFunction,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries(wordings).flatMap(([field, wording]) => (wording ? [[field, worded(wording as Wording, t)]] : [])),
  ) as Partial<Record<K, string>>;
}

/**
 * A form's failed request: the errors of its own fields, and the message for the whole form when none of them has
 * one (or it is no answer of the server at all).
 */
export function formFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallbackKey: string,
): { errors: Partial<Record<F, Wording>>; failure: Wording | null } {
  const all = fieldErrorWordings(error);
  const errors: Partial<Record<F, Wording>> = {};
  for (const field of fields) if (all[field]) errors[field] = all[field];
  const failure = !isApiError(error) || Object.keys(errors).length === 0 ? errorWording(error, fallbackKey) : null;
  return { errors, failure };
}

/** A field's error, as a React Aria field takes it, in the current language. */
export const fieldErrorProps = (wording: Wording | undefined, t: TFunction) => ({
  isInvalid: Boolean(wording),
  errorMessage: wording ? worded(wording, t) : undefined,
});
