import { httpConfigOf, type KeywordConfig, keywordConfigSchema, runHttpCheck } from './http';
import type { CheckStrategy } from './types';

/** An HTTP check that also asserts a keyword is present in (or absent from) the first 1 MB of the body. */
export const keywordChecker: CheckStrategy<'keyword', KeywordConfig> = {
  type: 'keyword',
  configSchema: keywordConfigSchema,
  configOf: httpConfigOf,
  check: runHttpCheck,
};
