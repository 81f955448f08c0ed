import { type ErrorCode, errorCodeMessages } from '@hlidka/contract';
import type { Translated } from './app-error';

/** Generic message per error code, used when an AppError carries none (kept with the codes in @hlidka/contract). */
export const codeMessages: Record<ErrorCode, Translated> = errorCodeMessages;

export const routeNotFound: Translated = {
  cs: 'Tato adresa API neexistuje.',
  en: 'This API address does not exist.',
};
