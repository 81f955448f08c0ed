import type { DbOrTx } from '../../db/types';
import type { CheckOutcome } from '../results/outcome';
import { type ExpiryKind, recordExpiryWarnings } from './expiry-warnings';

const registration: ExpiryKind = {
  type: 'domain.expiring',
  of: (outcome) =>
    outcome.domainExpiry && { date: outcome.domainExpiry.expiresAt, daysLeft: outcome.domainExpiry.daysLeft },
  column: 'domainWarnedExpiresAt',
  payload: (expiresAt, daysLeft) => ({ domain: { expiresAt: expiresAt.toISOString(), daysLeft } }),
};

/** One `domain.expiring` outbox row per registration expiry date (see expiry-warnings.ts). */
export function recordDomainExpiryWarnings(tx: DbOrTx, outcomes: readonly CheckOutcome[], now: Date) {
  return recordExpiryWarnings(tx, outcomes, now, registration);
}
