import type { ErrorCode, ErrorEnvelope, WordedError } from '@hlidka/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type Translated } from './app-error';
import { codeMessages, routeNotFound } from './messages';
import type { Language } from './types';
import { issuesToFieldErrors, RequestValidationError } from './validation';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own errors about the body that never reached validation. */
const bodyErrorCodes = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
]);

/** Field name → its messages, each in both languages (a plain string is the same in both). */
type TranslatedErrors = Record<string, (Translated | string)[]>;

interface Normalized {
  status: number;
  code: ErrorCode;
  message: Translated;
  errors?: TranslatedErrors;
  headers?: Record<string, string>;
}

function errorsIn(language: Language, errors: TranslatedErrors): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field] = messages.map((m) => (typeof m === 'string' ? m : m[language]));
  }
  return out;
}

function normalize(error: unknown): Normalized {
  if (error instanceof AppError) {
    const internal = error.status >= 500 && error.translated === undefined;
    return {
      status: error.status,
      code: error.code,
      message: internal ? codeMessages.INTERNAL_ERROR : (error.translated ?? codeMessages[error.code]),
      errors: error.errors,
      headers: error.headers,
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: codeMessages.VALIDATION_ERROR,
      errors: issuesToFieldErrors(error.issues, error.part),
    };
  }
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: codeMessages.PAYLOAD_TOO_LARGE };
    if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: codeMessages.UNSUPPORTED_MEDIA_TYPE };
    if (status === 400 && (bodyErrorCodes.has(fastifyError.code ?? '') || error instanceof SyntaxError))
      return { status, code: 'INVALID_BODY', message: codeMessages.INVALID_BODY };
    const code = statusCodes[status] ?? 'VALIDATION_ERROR';
    return { status, code, message: codeMessages[code] };
  }
  if (status === 503) return { status, code: 'SERVICE_UNAVAILABLE', message: codeMessages.SERVICE_UNAVAILABLE };
  return { status: 500, code: 'INTERNAL_ERROR', message: codeMessages.INTERNAL_ERROR };
}

function wordedIn(language: Language, message: Translated, errors: TranslatedErrors | undefined): WordedError {
  const fieldErrors = errors && Object.keys(errors).length > 0 ? errorsIn(language, errors) : undefined;
  return { message: message[language], ...(fieldErrors ? { errors: fieldErrors } : {}) };
}

/**
 * Build the error body (also used by the not-found handler and plugins): the message and field errors in the request's
 * language, and in both languages under `translations`.
 */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: Translated,
  errors?: TranslatedErrors,
): ErrorEnvelope {
  const translations = { cs: wordedIn('cs', message, errors), en: wordedIn('en', message, errors) };
  const own = translations[request.language === 'en' ? 'en' : 'cs'];
  return {
    success: false,
    message: own.message,
    code,
    ...(own.errors ? { errors: own.errors } : {}),
    requestId: String(request.id),
    translations,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const normalized = normalize(error);
  if (normalized.status >= 500) {
    request.log.error({ err: error }, 'Request failed');
  } else {
    request.log.info({ code: normalized.code, status: normalized.status, err: error }, 'Request rejected');
  }
  if (normalized.headers) reply.headers(normalized.headers);
  return reply
    .status(normalized.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, normalized.code, normalized.message, normalized.errors));
}

/** The one error handler, and the JSON 404 for unknown /api routes. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, 'NOT_FOUND', routeNotFound));
}
