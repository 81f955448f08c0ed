import { z } from 'zod';

/**
 * Every error code the API answers with, and the HTTP status it maps to by default.
 * To add a code, append one line here (code: status) and its generic cs/en message in
 * packages/server/src/http/messages.ts (the compiler insists); `ErrorCode` and the error handler pick it up.
 */
export const errorCodeStatus = {
  VALIDATION_ERROR: 400,
  INVALID_BODY: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_TOKEN_UNAVAILABLE: 401,
  TOKEN_EXPIRED: 401,
  PLAN_LIMIT_REACHED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The same owner or team already checks this address; sent again with `allowDuplicate: true` it is saved. */
  DUPLICATE_WEBSITE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  FEATURE_DISABLED: 503,
  SERVICE_UNAVAILABLE: 503,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_DECLINED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_WRONG_ACCOUNT: 403,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodeStatus;

/** zod enum of every error code (also usable as a value: `ErrorCode.enum.NOT_FOUND`). */
export const ErrorCode = z.enum(Object.keys(errorCodeStatus) as [ErrorCode, ...ErrorCode[]]);

/** Field name → messages in the request's language. A field inside an object is `parent.child`; array items `items.0`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
