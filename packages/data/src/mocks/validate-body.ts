import type { z } from 'zod';
import { type Both, failIn } from './respond';

// How the mocks answer a body the contract refuses: 400 VALIDATION_ERROR with per-field messages, as the server does.

const INVALID_FORM: Both = { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' };
const INVALID_VALUE: Both = { cs: 'Neplatná hodnota', en: 'Invalid value' };

/**
 * Per-field messages: the contract's own rules carry theirs in both languages; the rest are worded by the last field
 * of the path that `byField` names.
 */
function fieldErrors(error: z.ZodError, byField: Record<string, Both>): Record<string, Both[]> {
  const errors: Record<string, Both[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    const params = issue.code === 'custom' ? (issue.params as Partial<Both> | undefined) : undefined;
    const named = [...issue.path].reverse().find((part) => typeof part === 'string' && part in byField);
    const message = params?.cs && params.en ? { cs: params.cs, en: params.en } : byField[String(named)];
    errors[path] = [...(errors[path] ?? []), message ?? INVALID_VALUE];
  }
  return errors;
}

/** The request's body parsed by `schema`, or the answer refusing it. */
export async function validateBody<S extends z.ZodType>(schema: S, request: Request, byField: Record<string, Both>) {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  return result.success
    ? { data: result.data as z.output<S>, response: undefined }
    : {
        data: undefined,
        response: failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, fieldErrors(result.error, byField)),
      };
}
