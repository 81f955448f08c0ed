import { type CauseParams, type CheckResult, causeText, type Language, outcomeText } from '@hlidka/contract';
import type { TFunction } from '../i18n/translator';
import '../i18n/areas/checks';

/** The language a `t` speaks (a fixed-language `t` of a test or of an e-mail preview included). */
const languageOf = (t: TFunction): Language => (t('checks.language') === 'en' ? 'en' : 'cs');

/**
 * A check's failure (or warning) code in words, with its values when the check recorded them ("Unexpected HTTP status
 * code 503"); an unknown code is named, not hidden. The contract's `causeText`: the same words as e-mail and webhooks.
 */
export function causeLabel(t: TFunction, code: string | null | undefined, params: CauseParams = {}): string | null {
  return causeText(code, languageOf(t), params);
}

/** A check's outcome in words: its cause, or "OK" when it passed (no code). */
export function outcomeLabel(t: TFunction, code: string | null | undefined, params: CauseParams = {}): string {
  return outcomeText(code, languageOf(t), params);
}

/**
 * The values a stored check's failure is worded with: what the check stored (an assertion's values, the TLS failure…)
 * over the status code received and the time taken.
 */
export function checkValues(check: {
  statusCode: number | null;
  responseMs: number;
  causeParams?: CauseParams | undefined;
}): CauseParams {
  const responseMs = Math.round(check.responseMs);
  const values: CauseParams = check.statusCode === null ? { responseMs } : { statusCode: check.statusCode, responseMs };
  return check.causeParams ? { ...values, ...check.causeParams } : values;
}

/** The same for a one-off check ("test now"), whose time is its timings' total, with its check-specific values. */
export function resultValues(
  result: Pick<CheckResult, 'statusCode' | 'timings'> &
    Partial<Pick<CheckResult, 'assertion' | 'ping' | 'domain' | 'causeParams'>>,
): CauseParams {
  const values = checkValues({ statusCode: result.statusCode, responseMs: result.timings.total });
  if (result.assertion) {
    const { path, operator, expected, actual } = result.assertion;
    Object.assign(values, { path, operator, expected, actual });
  }
  if (result.ping) values.lossPercent = result.ping.lossPercent;
  if (result.domain) values.expiresAt = result.domain.expiresAt;
  if (result.causeParams) Object.assign(values, result.causeParams);
  return values;
}
