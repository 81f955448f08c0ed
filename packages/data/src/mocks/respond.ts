import type { ErrorCode, FieldErrors } from '@hlidka/contract';
import { HttpResponse } from 'msw';
import { type MockAnswer, typed } from './mock-route';

let serial = 0;
function requestId() {
  serial += 1;
  return `mock-${serial.toString(36)}`;
}

/** A success envelope. */
export function ok<T>(data: T, status = 200): MockAnswer<T> {
  return typed(HttpResponse.json({ success: true, data, requestId: requestId() }, { status }));
}

/** An error envelope, as the server's one error handler answers. */
export function fail(status: number, code: ErrorCode, message: string, errors?: FieldErrors): MockAnswer<never> {
  return typed(
    HttpResponse.json(
      { success: false, message, code, ...(errors ? { errors } : {}), requestId: requestId() },
      { status },
    ),
  );
}

/** A text in both languages, as the server keeps its messages. */
export interface Both {
  cs: string;
  en: string;
}

/**
 * An error envelope as the server answers it: the message and field errors in the request's language, and both
 * languages under `translations` (so the app can word them again after a language switch).
 */
export function failIn(
  request: Request,
  status: number,
  code: ErrorCode,
  message: Both,
  errors?: Record<string, Both[]>,
): MockAnswer<never> {
  const wordedIn = (language: 'cs' | 'en') => ({
    message: message[language],
    ...(errors
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, list]) => [field, list.map((m) => m[language])]),
          ),
        }
      : {}),
  });
  const translations = { cs: wordedIn('cs'), en: wordedIn('en') };
  const own = translations[languageOf(request)];
  return typed(HttpResponse.json({ success: false, code, ...own, requestId: requestId(), translations }, { status }));
}

/** The language a request asks answers in, as the server reads `Accept-Language` (English for en…, else Czech). */
export const languageOf = (request: Request): 'cs' | 'en' =>
  request.headers.get('Accept-Language')?.toLowerCase().startsWith('en') ? 'en' : 'cs';

export const notFound = (message = 'Nenalezeno') => fail(404, 'NOT_FOUND', message);

export { api } from './mock-route';
