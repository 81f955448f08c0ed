import { ApiError } from '@hlidka/data';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { errorWording, fieldErrorWordings, formFailure, inBothLanguages, worded } from './wording';

// Issue 15 §3: what a screen keeps of a failed request is worded when shown, in the language the reader has now.

function inEach(wording: ReturnType<typeof errorWording>) {
  const i18n = createI18n({ lng: 'cs', detect: false });
  const cs = worded(wording, i18n.t);
  void i18n.changeLanguage('en');
  return { cs, en: worded(wording, i18n.t) };
}

const both = (message: { cs: string; en: string }, errors: { cs: object; en: object } = { cs: {}, en: {} }) => ({
  cs: { message: message.cs, errors: errors.cs as Record<string, string> },
  en: { message: message.en, errors: errors.en as Record<string, string> },
});

describe('wording of failed requests', () => {
  it('shows a text the app got in both languages in the current one', () => {
    expect(inEach(inBothLanguages({ cs: 'Ahoj {{name}}', en: 'Hello' }))).toEqual({ cs: 'Ahoj {{name}}', en: 'Hello' });
  });

  it("words the server's message in the reader's language when the answer had both", () => {
    const error = new ApiError({
      message: 'Web nebyl nalezen',
      code: 'NOT_FOUND',
      status: 404,
      translations: both({ cs: 'Web nebyl nalezen', en: 'Website not found' }),
    });
    expect(inEach(errorWording(error, 'auth.login.failed'))).toEqual({
      cs: 'Web nebyl nalezen',
      en: 'Website not found',
    });
  });

  it("words a known code by the code's message when the answer came in one language", () => {
    const error = new ApiError({ message: 'Došlo k neočekávané chybě', code: 'INTERNAL_ERROR', status: 500 });
    expect(inEach(errorWording(error, 'auth.login.failed'))).toEqual({
      cs: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
      en: 'Something went wrong on the server. Please try again.',
    });
  });

  it("keeps the server's text for a code the app does not know, and the fallback key for anything else", () => {
    const unknown = new ApiError({ message: 'Bad gateway', code: 502, status: 502 });
    expect(errorWording(unknown, 'auth.login.failed')).toEqual({ text: 'Bad gateway' });
    expect(inEach(errorWording(new Error('boom'), 'auth.login.failed'))).toEqual({
      cs: 'Přihlášení se nezdařilo',
      en: 'Sign-in failed',
    });
  });

  it("words each field error in the reader's language when the answer had both, else keeps its text", () => {
    const error = new ApiError({
      message: 'Zkontrolujte zadané údaje.',
      code: 'VALIDATION_ERROR',
      status: 400,
      errors: { password: 'Nesprávné heslo.', name: 'Jen česky' },
      translations: both(
        { cs: 'Zkontrolujte zadané údaje.', en: 'Please check the data you entered.' },
        { cs: { password: 'Nesprávné heslo.' }, en: { password: 'Incorrect password.' } },
      ),
    });
    const fields = fieldErrorWordings(error);
    expect(inEach(fields.password ?? { text: '' })).toEqual({ cs: 'Nesprávné heslo.', en: 'Incorrect password.' });
    expect(fields.name).toEqual({ text: 'Jen česky' });
    expect(fieldErrorWordings(new Error('boom'))).toEqual({});
  });
});

describe('a form’s failed request', () => {
  it('keeps the errors of its own fields, and a message for the form only when none has one', () => {
    const onField = new ApiError({
      message: 'Formulář obsahuje chyby',
      code: 'VALIDATION_ERROR',
      status: 400,
      errors: { reason: 'Zadejte důvod', other: 'Cizí pole' },
    });
    expect(formFailure(onField, ['reason', 'durationMinutes'], 'silences.dialog.failed')).toEqual({
      errors: { reason: { text: 'Zadejte důvod' } },
      failure: null,
    });
    const elsewhere = new ApiError({ message: 'Nenalezeno', code: 'NOT_FOUND', status: 404 });
    expect(formFailure(elsewhere, ['reason'], 'silences.dialog.failed').failure).not.toBeNull();
    expect(formFailure(new Error('boom'), ['reason'], 'silences.dialog.failed')).toEqual({
      errors: {},
      failure: { key: 'silences.dialog.failed' },
    });
  });
});
