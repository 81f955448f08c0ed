import type { CauseParams, CheckErrorCode } from '@hlidka/contract';
import type { DomainExpiry } from '../../checkers/types';
import type { Observation } from '../changes/observe';

/** One written check as the incident engine and the expiry warnings see it (the writer derives it from its record). */
export interface CheckOutcome {
  websiteId: string;
  ok: boolean;
  /** The checker could not tell (worker unhealthy, Hlídka itself down): changes nothing. */
  noData?: boolean;
  /** The check ran during a maintenance window: it counts, but no incident opens on it. */
  maintenance?: boolean;
  /** Result code of a failure (`timeout`, `status`, …); null when ok. */
  code: CheckErrorCode | null;
  message: string | null;
  /** The failure's values (status code, time taken) that readers word with the code. */
  params?: CauseParams;
  checkedAt: Date;
  region: string;
  /** The check's total time (ms): a passing one's is judged against the website's response-time budget. */
  responseMs: number;
  /** Set when the certificate expires within the website's warning days. */
  tlsExpiry?: TlsExpiry;
  /** Set when the domain's registration expires within the website's warning days (a passing domain check). */
  domainExpiry?: DomainExpiry;
  /** The values the website watches for changes, as this check saw them (change detection). */
  observations?: Observation[];
}

/** The certificate a check found expiring soon. */
export interface TlsExpiry {
  /** ISO 8601. */
  validTo: string;
  daysLeft: number;
}
