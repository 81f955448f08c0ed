import { z } from 'zod';
import { type ErrorCode as Code, errorCodeStatus } from './error-codes';

export { errorCodeMessages, errorCodeStatus } from './error-codes';
export type ErrorCode = Code;

/** zod enum of every error code (also usable as a value: `ErrorCode.enum.NOT_FOUND`). */
export const ErrorCode = z.enum(Object.keys(errorCodeStatus) as [ErrorCode, ...ErrorCode[]]);

/** Field name → messages in the request's language. A field inside an object is `parent.child`; array items `items.0`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
