import type { z } from 'zod';
import { databaseChecker } from './database';
import { dnsChecker } from './dns';
import { domainChecker } from './domain';
import { heartbeatChecker } from './heartbeat';
import { httpChecker } from './http';
import { keywordChecker } from './keyword';
import { pingChecker } from './ping';
import { smtpChecker } from './smtp';
import { tcpChecker } from './tcp';
import { tlsChecker } from './tls';
import type { CheckContext, CheckResult, CheckStrategy, CheckTarget, CheckType } from './types';
import { udpChecker } from './udp';
import { websocketChecker } from './websocket';

export type {
  CertificateInfo,
  CheckContext,
  CheckErrorCode,
  CheckPhase,
  CheckResult,
  CheckStrategy,
  CheckTarget,
  CheckTimings,
  CheckType,
  CheckWarning,
  DomainExpiry,
  PingStats,
  RedirectHop,
} from './types';

/** A strategy of type K with any configuration. */
type AnyStrategy<K extends CheckType> = {
  type: K;
  configSchema: z.ZodType;
  configOf(target: CheckTarget<K>): unknown;
  websiteFields?: Readonly<Record<string, string>>;
  check(config: never, context: CheckContext): Promise<CheckResult>;
};

/** Every check type has exactly one strategy; adding a type to CheckType fails to compile until it has one here. */
export const checkers = {
  http: httpChecker,
  keyword: keywordChecker,
  tcp: tcpChecker,
  tls: tlsChecker,
  heartbeat: heartbeatChecker,
  dns: dnsChecker,
  ping: pingChecker,
  domain: domainChecker,
  udp: udpChecker,
  websocket: websocketChecker,
  smtp: smtpChecker,
  database: databaseChecker,
} as const satisfies { [K in CheckType]: AnyStrategy<K> };

export type Checkers = typeof checkers;
export type CheckConfig<T extends CheckType> = z.infer<Checkers[T]['configSchema']>;

export const CHECK_TYPES = Object.keys(checkers) as CheckType[];

/** The strategy of a type, seen through what every strategy has. */
export const strategyOf = (type: CheckType) => checkers[type] as AnyStrategy<CheckType>;

export type ParsedCheck =
  | { ok: true; type: CheckType; run: (context: CheckContext) => Promise<CheckResult> }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Validates a raw configuration against its type's schema and returns a runnable check ("test now" before saving, or
 * the scheduler with stored configuration). Field errors come back in the API envelope's `errors` shape.
 */
export function prepareCheck(type: CheckType, rawConfig: unknown): ParsedCheck {
  const strategy = checkers[type] as CheckStrategy<CheckType, unknown>;
  const parsed = strategy.configSchema.safeParse(rawConfig);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] ??= [];
      errors[field].push(issue.message);
    }
    return { ok: false, errors };
  }
  const config = parsed.data;
  return { ok: true, type, run: (context) => strategy.check(config, context) };
}
