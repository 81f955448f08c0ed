import { type CauseParams, causeText as wordedCause } from '@hlidka/contract';

/**
 * Check result codes as people read them (the incident's cause), with the check's values: the contract's one table,
 * the same words the app shows.
 */
export function causeText(code: string | null, language: 'cs' | 'en', params: CauseParams = {}): string | null {
  return wordedCause(code, language, params);
}
