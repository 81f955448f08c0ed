import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, firstFieldErrors } from './api-error';

describe('apiErrorFromBody (spec §8 normalisation)', () => {
  it('takes the message and code from the server and the first message per field', () => {
    const error = apiErrorFromBody(400, {
      success: false,
      message: 'Neplatná data',
      code: 'VALIDATION_ERROR',
      errors: { email: ['Neplatný e-mail', 'Příliš dlouhé'], name: ['Povinné'] },
      requestId: 'req-1',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Neplatná data',
      code: 'VALIDATION_ERROR',
      status: 400,
      errors: { email: 'Neplatný e-mail', name: 'Povinné' },
      requestId: 'req-1',
    });
  });

  it('uses the first field error as the message when the server gives none', () => {
    const error = apiErrorFromBody(422, { errors: { password: ['Heslo je příliš krátké'] } });
    expect(error.message).toBe('Heslo je příliš krátké');
    expect(error.code).toBe(422);
  });

  it("falls back to 'Došlo k neočekávané chybě' and the HTTP status", () => {
    const error = apiErrorFromBody(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('Došlo k neočekávané chybě');
    expect(error.code).toBe(502);
    expect(error.errors).toEqual({});
  });

  it('keeps only codes the contract knows: any other code gives way to the HTTP status', () => {
    expect(apiErrorFromBody(400, { code: 'OAUTH_FAILED', message: 'Google token revoked' }).code).toBe(400);
    expect(apiErrorFromBody(409, { code: 'DUPLICATE_WEBSITE' }).code).toBe('DUPLICATE_WEBSITE');
    expect(apiErrorFromBody(400, { code: 'toString' }).code).toBe(400);
  });

  it('prefers a call-specific fallback, and a not-found message on 404', () => {
    expect(apiErrorFromBody(400, {}, { fallbackMessage: 'Přihlášení se nezdařilo' }).message).toBe(
      'Přihlášení se nezdařilo',
    );
    expect(
      apiErrorFromBody(404, { message: 'Not Found', code: 'NOT_FOUND' }, { notFoundMessage: 'Plán nebyl nalezen' }),
    ).toMatchObject({ message: 'Plán nebyl nalezen', code: 'NOT_FOUND' });
  });

  it('accepts single strings per field and ignores empty values', () => {
    expect(firstFieldErrors({ a: 'x', b: [], c: [''], d: ['', 'y'] })).toEqual({ a: 'x', d: 'y' });
    expect(firstFieldErrors(null)).toEqual({});
  });
});
