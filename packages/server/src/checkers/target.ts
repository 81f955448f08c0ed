// What the checkers share: reading a website's target and settings (`configOf`), and resolving a host:port target.

import { type ResolvedAddress, type ResolvedTarget, resolveTarget } from '../net/guard';
import { type TargetFailure, validateTcpTarget } from '../net/target';
import type { Deadline } from './errors';
import type { CheckContext } from './types';

/** The settings that are set: null means none (no body, no limit, the checker's default), which a config leaves out. */
export const present = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

/** host:port → parts (IPv6 in brackets); port 0 when there is none (`[v6]` alone loses its brackets). */
export function splitHostPort(target: string): { host: string; port: number } {
  const match = /^\[([^\]]+)\]:(\d+)$/.exec(target) ?? /^([^:]+):(\d+)$/.exec(target);
  if (!match) return { host: target.replace(/^\[([^\]]+)\]$/, '$1'), port: 0 };
  return { host: match[1] as string, port: Number(match[2]) };
}

/** A duration in ms rounded to microseconds, as every timing is reported. */
export const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

export interface ApprovedHostPort {
  ok: true;
  hostname: string;
  port: number;
  target: ResolvedTarget;
  /** The DNS time, rounded; null for an IP literal. */
  dns: number | null;
  /** The address a single-socket check dials: the first of the source address's family (CHECK_SOURCE_ADDRESS). */
  address: ResolvedAddress;
}

/**
 * The steps every host:port check starts with: the target read (a bad one is the failure returned), then resolved in the
 * deadline's dns phase with target safety (every address judged; a blocked or unknown name throws for `classifyError`).
 */
export async function resolveHostPort(
  config: { host: string; port: number },
  context: CheckContext,
  deadline: Deadline,
): Promise<ApprovedHostPort | TargetFailure> {
  const parsed = validateTcpTarget({ host: config.host, port: config.port }, { allowPrivateTargets: true });
  if (!parsed.ok) return parsed;
  deadline.enter('dns');
  const target = await resolveTarget(parsed.hostname, context, deadline.signal);
  // A socket bound to the source address can only reach addresses of its family.
  const family = context.localAddress?.includes(':') ? 6 : 4;
  const address = (context.localAddress && target.addresses.find((a) => a.family === family)) || target.addresses[0];
  return {
    ok: true,
    hostname: parsed.hostname,
    port: parsed.port,
    target,
    dns: target.dnsMs === null ? null : roundMs(target.dnsMs),
    // resolveTarget answers at least one address or throws.
    address: address as ResolvedAddress,
  };
}
