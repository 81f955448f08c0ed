import type { CauseParams } from '@hlidka/contract';
import type { TFunction } from 'i18next';

const knownCauses = new Set([
  'dns',
  'refused',
  'reset',
  'timeout',
  'unreachable',
  'tls',
  'cert_expired',
  'cert_expiring',
  'status',
  'keyword',
  'body_too_large',
  'too_many_redirects',
  'invalid_redirect',
  'blocked_target',
  'response_time',
  'protocol',
  'heartbeat_missed',
  'aborted',
  'error',
]);

/**
 * A check's failure code in words, with its values when the check recorded them ("Unexpected HTTP status code 503");
 * an unknown code is named, not hidden.
 */
export function causeLabel(t: TFunction, code: string | null | undefined, params: CauseParams = {}): string | null {
  if (!code) return null;
  if (!knownCauses.has(code)) return t('causes.unknown', { code });
  const withValues = Object.values(params).some((value) => value !== undefined && value !== null);
  return t(`causes.${code}`, withValues ? { ...params, context: 'params' } : {});
}
