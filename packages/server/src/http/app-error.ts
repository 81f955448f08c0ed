import { type ErrorCode, errorCodeStatus } from '@hlidka/contract';

/** A message in both languages; the error handler picks one for the request. */
export interface Translated {
  cs: string;
  en: string;
}

export interface AppErrorOptions {
  /** HTTP status; default from the code (see `errorCodeStatus` in @hlidka/contract). */
  status?: number;
  /** Per-field messages (translated pairs or plain strings). */
  errors?: Record<string, Translated[] | string[]>;
  cause?: unknown;
  /** Extra headers for the answer (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/**
 * The one error class of the API. Throw it from handlers and services:
 * `throw new AppError('NOT_FOUND', { cs: 'Web nenalezen.', en: 'Website not found.' })`.
 * Without a message the code's generic message is used.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly translated: Translated | undefined;
  readonly errors: Record<string, Translated[] | string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: Translated, options: AppErrorOptions = {}) {
    super(message?.en ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorCodeStatus[code] ?? 400;
    this.translated = message;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
