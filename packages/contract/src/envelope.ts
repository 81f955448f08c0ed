import { z } from 'zod';
import { ErrorCode, fieldErrorsSchema } from './errors';

/** The success envelope: `{ success: true, data, message? }`. */
export function envelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
    message: z.string().optional(),
  });
}

export type Envelope<T> = { success: true; data: T; message?: string };

/** An error's message and field errors worded in one language. */
export const wordedErrorSchema = z.object({ message: z.string(), errors: fieldErrorsSchema.optional() });
export type WordedError = z.infer<typeof wordedErrorSchema>;

/**
 * Every error answer: `{ success: false, message, code, errors?, requestId, translations? }`. `message` and `errors`
 * are in the request's language; `translations` holds the same in Czech and English, so a client shows them in the
 * language its reader has switched to since.
 */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: ErrorCode,
    errors: fieldErrorsSchema.optional(),
    requestId: z.string(),
    translations: z.object({ cs: wordedErrorSchema, en: wordedErrorSchema }).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
