import type { CauseParams, CheckResult } from '@hlidka/contract';
import type { TFunction } from 'i18next';
import { type CheckCauseCode, checks } from '../i18n/areas/checks';
import '../i18n/areas/checks';

const isKnown = (code: string): code is CheckCauseCode => Object.hasOwn(checks.cs.causes, code);

/** The check value each worded-with-values cause needs. */
const valueNeeded = {
  status: 'statusCode',
  response_time: 'responseMs',
  assertion: 'path',
  dns_mismatch: 'expected',
  ping_loss: 'lossPercent',
  domain_expired: 'expiresAt',
} as const satisfies Record<keyof typeof checks.cs.causesWithValues, keyof CauseParams>;
const hasValues = (code: CheckCauseCode): code is keyof typeof valueNeeded => Object.hasOwn(valueNeeded, code);

/**
 * A check's failure (or warning) code in words, with its values when the check recorded them ("Unexpected HTTP status
 * code 503"); an unknown code is named, not hidden. The one wording of codes for every screen.
 */
export function causeLabel(t: TFunction, code: string | null | undefined, params: CauseParams = {}): string | null {
  if (!code) return null;
  if (!isKnown(code)) return t('checks.unknown', { code });
  const value = hasValues(code) ? params[valueNeeded[code]] : undefined;
  return value === undefined || value === null
    ? t(`checks.causes.${code}`)
    : t(`checks.causesWithValues.${code}`, { ...params, ...derivedValues(t, params) });
}

/** The words some texts are made of: an assertion's operator, quoted values, a date. */
function derivedValues(t: TFunction, params: CauseParams): Record<string, string> {
  const operator = params.operator;
  const valueless = operator === 'exists' || operator === 'notExists';
  const known = operator !== undefined && Object.hasOwn(checks.cs.operators, operator);
  return {
    operatorText: operator === undefined ? '' : known ? t(`checks.operators.${operator}`) : operator,
    expectedText:
      valueless || params.expected === undefined ? '' : ` ${t('checks.quoted', { value: params.expected })}`,
    actualText: params.actual == null || params.actual === '' ? t('checks.nothing') : params.actual,
    expiresDate: params.expiresAt?.slice(0, 10) ?? '',
  };
}

/** A check's outcome in words: its cause, or "OK" when it passed (no code). */
export function outcomeLabel(t: TFunction, code: string | null | undefined, params: CauseParams = {}): string {
  return causeLabel(t, code, params) ?? t('checks.ok');
}

/** The values a check's failure is worded with: the status code received and the time taken. */
export function checkValues(check: { statusCode: number | null; responseMs: number }): CauseParams {
  const responseMs = Math.round(check.responseMs);
  return check.statusCode === null ? { responseMs } : { statusCode: check.statusCode, responseMs };
}

/** The same for a one-off check ("test now"), whose time is its timings' total, with its check-specific values. */
export function resultValues(
  result: Pick<CheckResult, 'statusCode' | 'timings'> & Partial<Pick<CheckResult, 'assertion' | 'ping' | 'domain'>>,
): CauseParams {
  const values = checkValues({ statusCode: result.statusCode, responseMs: result.timings.total });
  if (result.assertion) {
    const { path, operator, expected, actual } = result.assertion;
    Object.assign(values, { path, operator, expected, actual });
  }
  if (result.ping) values.lossPercent = result.ping.lossPercent;
  if (result.domain) values.expiresAt = result.domain.expiresAt;
  return values;
}
