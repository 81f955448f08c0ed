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

/** Every error answer: `{ success: false, message, code, errors?, requestId }`. */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: ErrorCode,
    errors: fieldErrorsSchema.optional(),
    requestId: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
