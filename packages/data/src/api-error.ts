import { type ErrorCode, errorCodeStatus } from '@hlidka/contract';
import { defaultMessages, englishMessages, type MessageKey } from './messages';

/** Codes the client produces itself (the server's are `ErrorCode` of @hlidka/contract). */
export type ClientErrorCode = 'OFFLINE' | 'OFFLINE_QUEUED' | 'NETWORK_ERROR' | 'REFRESH_FAILED' | 'OAUTH_ERROR';

/** A code of the contract or of the client, else the HTTP status: a misspelt code in a comparison does not compile. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | number;

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodeStatus, value);

/** An error's message and first message per field, worded in one language. */
export interface ErrorWords {
  message: string;
  errors: Record<string, string>;
}

/** The same error worded in Czech and in English, so the UI can show it in the language its reader switches to. */
export type ErrorTranslations = Record<'cs' | 'en', ErrorWords>;

export interface ApiErrorInit {
  message: string;
  /** The server's code, else the HTTP status, else a client code. */
  code: ApiErrorCode;
  /** HTTP status; 0 when no answer came (offline, network failure). */
  status: number;
  /** First message per field. */
  errors?: Record<string, string>;
  requestId?: string | undefined;
  /** The message and field errors in both languages: the server's `translations`, or the client's own texts. */
  translations?: ErrorTranslations | undefined;
  cause?: unknown;
}

/** The one error every call of the data layer throws (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly requestId: string | undefined;
  readonly translations: ErrorTranslations | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.requestId = init.requestId;
    this.translations = init.translations;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `errors` of an answer → the first message per field. Accepts `{ field: [..] }` and `{ field: '..' }`. */
export function firstFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return result;
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string' && item !== '') : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return result;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export interface NormalizeOptions {
  /** Used when the answer carries neither a message nor a field error (default 'Došlo k neočekávané chybě'). */
  fallbackMessage?: string | undefined;
  /** Used for a 404 instead of the server's text (e.g. 'Plán nebyl nalezen'). */
  notFoundMessage?: string | undefined;
  requestId?: string | null | undefined;
}

function wordsOf(value: unknown): ErrorWords | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const message = nonEmptyString(record.message);
  return message === undefined ? undefined : { message, errors: firstFieldErrors(record.errors) };
}

/** An answer's `translations` (message and field errors in Czech and English), when it has both. */
export function translationsFromBody(translations: unknown): ErrorTranslations | undefined {
  if (typeof translations !== 'object' || translations === null) return undefined;
  const { cs, en } = translations as Record<string, unknown>;
  const czech = wordsOf(cs);
  const english = wordsOf(en);
  return czech && english ? { cs: czech, en: english } : undefined;
}

/**
 * One of the data layer's texts (messages.ts) in both languages, for an ApiError's `translations` (the UI words it again after a language
 * switch); `detail` follows the text (the OAuth error's value).
 */
export function messageTranslations(key: MessageKey, detail = ''): ErrorTranslations {
  return {
    cs: { message: `${defaultMessages[key]}${detail}`, errors: {} },
    en: { message: `${englishMessages[key]}${detail}`, errors: {} },
  };
}

/**
 * Normalise an error answer: message from the server, else the first field error, else the fallback;
 * code = the server's code when the contract knows it, else the HTTP status; errors = the first message per field; translations = the same in
 * Czech and English when the server sent both.
 */
export function apiErrorFromBody(status: number, body: unknown, options: NormalizeOptions = {}): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = firstFieldErrors(record.errors);
  const firstFieldError = Object.values(errors)[0];
  const message =
    (status === 404 ? options.notFoundMessage : undefined) ??
    nonEmptyString(record.message) ??
    firstFieldError ??
    options.fallbackMessage ??
    defaultMessages.unexpected;
  const code = isErrorCode(record.code) || typeof record.code === 'number' ? record.code : status;
  const requestId = nonEmptyString(record.requestId) ?? options.requestId ?? undefined;
  // A 404 worded by the client (`notFoundMessage`) is not the server's text in two languages.
  const fromServer = !(status === 404 && options.notFoundMessage);
  const translations = fromServer ? translationsFromBody(record.translations) : undefined;
  return new ApiError({ message, code, status, errors, requestId, translations });
}
