import type { TFunction } from '../../i18n/translator';
import type { Errors } from './report-form';
import '../../i18n/areas/reports';

/**
 * A field's error: a message key with its parameters (translated when shown, so it follows a change of language) or
 * the server's text (already in the request's language).
 */
export type FieldError = { key: string; params?: Record<string, string | number> } | { text: string };
export type FieldErrors = Record<string, FieldError | undefined>;

/** Problems found on this side, keyed by the form's fields. */
export function problemErrors(
  problems: { field: string; message: string; params?: Record<string, string | number> }[],
): FieldErrors {
  return Object.fromEntries(
    problems.map((problem) => [problem.field, { key: problem.message, params: problem.params }]),
  );
}

/** The server's field errors, keyed by the form's fields. */
export function serverErrors(errors: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, text] of Object.entries(errors)) {
    out[key.startsWith('schedule.recipients') ? 'recipients' : key] = { text };
  }
  return out;
}

/** The errors as the fields show them, in the current language. */
export function shownErrors(errors: FieldErrors, t: TFunction): Errors {
  const out: Errors = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) out[field] = 'text' in error ? error.text : t(error.key, error.params ?? {});
  }
  return out;
}
