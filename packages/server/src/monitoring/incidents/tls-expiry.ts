import type { DbOrTx } from '../../db/types';
import type { CheckOutcome } from '../results/outcome';
import { type ExpiryKind, recordExpiryWarnings } from './expiry-warnings';

const certificate: ExpiryKind = {
  type: 'tls.expiring',
  of: (outcome) => outcome.tlsExpiry && { date: outcome.tlsExpiry.validTo, daysLeft: outcome.tlsExpiry.daysLeft },
  column: 'tlsWarnedValidTo',
  payload: (validTo, daysLeft) => ({ certificate: { validTo: validTo.toISOString(), daysLeft } }),
};

/** One `tls.expiring` outbox row per certificate (see expiry-warnings.ts). */
export function recordTlsExpiryWarnings(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date) {
  return recordExpiryWarnings(tx, outcomes, now, certificate);
}
