import { and, count, desc, eq, gt, gte, isNotNull, max, or } from 'drizzle-orm';
import { loginEvents } from '../../db/schema/auth';
import type { DbOrTx } from '../../db/types';
import { recordAudit } from '../audit/record';
import { type ClientInfo, deviceKey } from './user-agent';

/** Throttling of failed password sign-ins (see `LoginThrottle`). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one e-mail from one IP within the window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
/** Failures allowed from one IP for any e-mails within the window (credential stuffing). */
export const MAX_FAILURES_PER_IP = 30;
/** Failures before a successful sign-in that make it suspicious. */
export const SUSPICIOUS_FAILURES = 3;
const SUSPICIOUS_FAILURES_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SuspiciousReason = 'new_device' | 'many_failures';

export interface LoginEventInput {
  userId: string | null;
  email: string;
  method: 'password' | 'google' | 'sso';
  /** The second factor of a two-factor sign-in (or of a failed second step). */
  secondFactor?: 'totp' | 'passkey' | 'recovery' | null;
  success: boolean;
  failureReason?: string | null;
  suspiciousReasons?: SuspiciousReason[];
  client: ClientInfo;
  at: Date;
}

export async function recordLogin(db: DbOrTx, input: LoginEventInput): Promise<void> {
  // The sign-in's row and its audit entry commit together (a savepoint when the caller is in a transaction already).
  await db.transaction((tx) => recordLoginIn(tx, input));
}

async function recordLoginIn(db: DbOrTx, input: LoginEventInput): Promise<void> {
  const reasons = input.suspiciousReasons ?? [];
  await db.insert(loginEvents).values({
    userId: input.userId,
    email: input.email,
    ip: input.client.ip,
    userAgent: input.client.userAgent,
    browser: input.client.browser,
    os: input.client.os,
    device: input.client.device,
    method: input.method,
    secondFactor: input.secondFactor ?? null,
    success: input.success,
    failureReason: input.failureReason ?? null,
    suspicious: reasons.length > 0,
    suspiciousReasons: reasons,
    createdAt: input.at,
  });
  // Every sign-in, successful or not, is in the audit log too (the account's personal log).
  await recordAudit(
    db,
    {
      scope: { ownerId: input.userId, teamId: null },
      action: input.success ? 'sign_in' : 'sign_in_failed',
      resourceType: 'account',
      resourceId: input.userId,
      resourceName: input.email,
      after: {
        method: input.method,
        secondFactor: input.secondFactor ?? null,
        ...(input.success ? {} : { failureReason: input.failureReason ?? null }),
      },
    },
    { userId: input.userId, email: input.email },
  );
}

/**
 * Whether password sign-in (and its second step) is throttled for this e-mail from this IP. Counting per (e-mail, IP) and per IP, never per
 * e-mail alone, means an attacker elsewhere cannot lock the owner out of the account. Returns seconds to wait, or 0.
 */
export async function throttledFor(db: DbOrTx, email: string, ip: string | null, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // Wrong passwords and wrong second factors (after a password or Google) count alike.
  const failed = and(
    eq(loginEvents.success, false),
    or(eq(loginEvents.method, 'password'), isNotNull(loginEvents.secondFactor)),
    gt(loginEvents.createdAt, since),
  );
  const ipMatch = ip === null ? undefined : eq(loginEvents.ip, ip);
  const [pair] = await db
    .select({ n: count(), last: max(loginEvents.createdAt) })
    .from(loginEvents)
    .where(and(failed, eq(loginEvents.email, email), ipMatch));
  const [perIp] =
    ip === null
      ? [{ n: 0, last: null }]
      : await db
          .select({ n: count(), last: max(loginEvents.createdAt) })
          .from(loginEvents)
          .where(and(failed, ipMatch));
  const wait = (last: Date | string | null | undefined) => {
    const lastMs = last ? new Date(last).getTime() : now.getTime();
    return Math.max(1, Math.ceil((lastMs + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  };
  if (pair && pair.n >= MAX_FAILURES_PER_ACCOUNT_AND_IP) return wait(pair.last);
  if (perIp && perIp.n >= MAX_FAILURES_PER_IP) return wait(perIp.last);
  return 0;
}

/** Why a successful sign-in deserves a warning: a device never seen before, or many failures just before it. */
export async function suspiciousReasonsFor(
  db: DbOrTx,
  userId: string,
  email: string,
  client: ClientInfo,
  now: Date,
): Promise<SuspiciousReason[]> {
  const reasons: SuspiciousReason[] = [];
  const known = await db
    .selectDistinct({ browser: loginEvents.browser, os: loginEvents.os })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.success, true)))
    .limit(500);
  if (known.length > 0 && !known.some((k) => deviceKey(k) === deviceKey(client))) reasons.push('new_device');

  const [lastSuccess] = await db
    .select({ at: loginEvents.createdAt })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.success, true)))
    .orderBy(desc(loginEvents.createdAt))
    .limit(1);
  const windowStart = new Date(now.getTime() - SUSPICIOUS_FAILURES_WINDOW_MS);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [failures] = await db
    .select({ n: count() })
    .from(loginEvents)
    .where(and(eq(loginEvents.email, email), eq(loginEvents.success, false), gte(loginEvents.createdAt, since)));
  if ((failures?.n ?? 0) >= SUSPICIOUS_FAILURES) reasons.push('many_failures');
  return reasons;
}

/**
 * Wrong second factors for one account from anywhere within the window. Whoever is asked for them already knows the
 * password, so unlike passwords they are also capped per account: spreading guesses over many addresses does not help.
 */
export const MAX_SECOND_FACTOR_FAILURES_PER_ACCOUNT = 10;

/** Seconds to wait before the account's next second-factor attempt, or 0. */
export async function secondFactorThrottledFor(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), last: max(loginEvents.createdAt) })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        eq(loginEvents.success, false),
        isNotNull(loginEvents.secondFactor),
        gt(loginEvents.createdAt, since),
      ),
    );
  if (!row || row.n < MAX_SECOND_FACTOR_FAILURES_PER_ACCOUNT) return 0;
  const lastMs = row.last ? new Date(row.last).getTime() : now.getTime();
  return Math.max(1, Math.ceil((lastMs + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}
