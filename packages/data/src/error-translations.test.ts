import { describe, expect, it } from 'vitest';
import { apiErrorFromBody, messageTranslations } from './api-error';
import { parseGoogleCallback } from './session/google-callback';

// Issue 15 §3: an error keeps its words in both languages, so the UI can show it again after a language switch.

describe('error translations', () => {
  it("keeps the server's message and first field errors in Czech and English", () => {
    const error = apiErrorFromBody(400, {
      success: false,
      message: 'Zkontrolujte zadané údaje.',
      code: 'VALIDATION_ERROR',
      errors: { password: ['Současné heslo není správné'] },
      requestId: 'r',
      translations: {
        cs: { message: 'Zkontrolujte zadané údaje.', errors: { password: ['Současné heslo není správné', 'Jiná'] } },
        en: { message: 'Please check the data you entered.', errors: { password: ['The current password is wrong'] } },
      },
    });
    expect(error.translations).toEqual({
      cs: { message: 'Zkontrolujte zadané údaje.', errors: { password: 'Současné heslo není správné' } },
      en: { message: 'Please check the data you entered.', errors: { password: 'The current password is wrong' } },
    });
  });

  it('has none when the server sent one language only, or a 404 the client words itself', () => {
    expect(apiErrorFromBody(500, { message: 'Chyba', code: 'INTERNAL_ERROR' }).translations).toBeUndefined();
    const half = { cs: { message: 'Chyba' }, en: { message: '' } };
    expect(apiErrorFromBody(500, { message: 'Chyba', translations: half }).translations).toBeUndefined();
    const both = { cs: { message: 'Nenalezeno' }, en: { message: 'Not found' } };
    const notFound = apiErrorFromBody(404, { message: 'Nenalezeno', translations: both }, { notFoundMessage: 'Web' });
    expect(notFound.translations).toBeUndefined();
  });

  it("words the client's own texts in both languages, with a detail after them", () => {
    expect(messageTranslations('oauthError', 'access_denied')).toEqual({
      cs: { message: 'OAuth error: access_denied', errors: {} },
      en: { message: 'OAuth error: access_denied', errors: {} },
    });
    expect(() => parseGoogleCallback('?token=x')).toThrowError(
      expect.objectContaining({
        translations: {
          cs: { message: 'Chybí povinné OAuth parametry: token / user_id', errors: {} },
          en: { message: 'Missing required OAuth parameters: token / user_id', errors: {} },
        },
      }),
    );
  });
});
