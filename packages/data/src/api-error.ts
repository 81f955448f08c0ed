import { defaultMessages } from './messages';

/** Codes the client produces itself (the server's are `ErrorCode` of @hlidka/contract). */
export type ClientErrorCode = 'OFFLINE' | 'OFFLINE_QUEUED' | 'NETWORK_ERROR' | 'REFRESH_FAILED' | 'OAUTH_ERROR';

export interface ApiErrorInit {
  message: string;
  /** The server's code, else the HTTP status, else a client code. */
  code: string | number;
  /** HTTP status; 0 when no answer came (offline, network failure). */
  status: number;
  /** First message per field. */
  errors?: Record<string, string>;
  requestId?: string | undefined;
  cause?: unknown;
}

/** The one error every call of the data layer throws (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | number;
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.requestId = init.requestId;
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

/**
 * Normalise an error answer: message from the server, else the first field error, else the fallback;
 * code = the server's code, else the HTTP status; errors = the first message per field.
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
  const code = nonEmptyString(record.code) ?? (typeof record.code === 'number' ? record.code : status);
  const requestId = nonEmptyString(record.requestId) ?? options.requestId ?? undefined;
  return new ApiError({ message, code, status, errors, requestId });
}
