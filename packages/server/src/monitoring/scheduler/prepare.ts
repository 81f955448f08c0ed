import type { CheckSettings } from '@hlidka/contract';
import { type CheckType, type ParsedCheck, prepareCheck } from '../../checkers/index';

/** The parts of a website a check needs. */
export interface CheckTarget {
  type: CheckType;
  url: string;
  settings: CheckSettings;
  intervalSeconds: number;
  lastPingAt?: Date | null;
  lastPingFailed?: boolean;
  lastRunMs?: number | null;
  /** Heartbeats: when the schedule last recorded a result (a signal after it is new). */
  lastRecordedAt?: Date | null;
  activeSince?: Date;
}

/** host:port → parts (IPv6 in brackets). */
export function splitHostPort(target: string): { host: string; port: number } {
  const match = /^\[([^\]]+)\]:(\d+)$/.exec(target) ?? /^([^:]+):(\d+)$/.exec(target);
  if (!match) return { host: target, port: 0 };
  return { host: match[1] as string, port: Number(match[2]) };
}

/** Settings keep null for "none" (no body, no limit, the checker's default); checker configurations leave it out. */
const present = (settings: object) => Object.fromEntries(Object.entries(settings).filter(([, v]) => v != null));

/** The checker configuration of a website (what `prepareCheck` validates). */
export function checkerConfig(target: CheckTarget): unknown {
  const s = target.settings;
  switch (s.type) {
    case 'http':
    case 'keyword': {
      const { type: _type, ...request } = s;
      return { url: target.url, ...present(request) };
    }
    case 'tcp':
      return splitHostPort(target.url);
    case 'tls': {
      const { host, port } = splitHostPort(target.url);
      return { host, port: port || 443, ...present({ warnDays: s.tlsWarnDays }) };
    }
    case 'heartbeat':
      return {
        intervalSeconds: target.intervalSeconds,
        graceSeconds: s.graceSeconds,
        lastPingAt: target.lastPingAt ?? null,
        lastPingFailed: target.lastPingFailed ?? false,
        lastRunMs: target.lastRunMs ?? null,
        lastRecordedAt: target.lastRecordedAt ?? null,
        expectedSince: target.activeSince ?? new Date(),
      };
    case 'dns':
      return { host: target.url, ...present(s.dns) };
    case 'ping':
      return { host: target.url, ...present(s.ping) };
    case 'domain':
      return { domain: target.url, ...present({ warnDays: s.domainWarnDays }) };
  }
}

/** A checker configuration's field as the website's field (`host` of a DNS check is the website's `url`…). */
function websiteFieldOf(type: CheckType, field: string): string {
  if (field === '_' || field === 'host' || field === 'domain') return 'url';
  if (type === 'dns' && /^(recordType|expected|match|resolver)/.test(field)) return `dns.${field}`;
  if (type === 'ping' && /^(count|maxLossPercent|maxRttMs)/.test(field)) return `ping.${field}`;
  if (type === 'domain' && field === 'warnDays') return 'domainWarnDays';
  if (type === 'tls' && field === 'warnDays') return 'tlsWarnDays';
  return field;
}

/** A runnable check of a website's stored configuration, or its errors by website field. */
export function prepareTarget(target: CheckTarget): ParsedCheck {
  const prepared = prepareCheck(target.type, checkerConfig(target));
  if (prepared.ok) return prepared;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(prepared.errors)) {
    const name = websiteFieldOf(target.type, field);
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return { ok: false, errors };
}

/** The host a check talks to (network-health accounting); null for heartbeats. */
export function hostOf(target: Pick<CheckTarget, 'type' | 'url'>): string | null {
  if (target.type === 'heartbeat') return null;
  if (target.type === 'tcp' || target.type === 'tls') return splitHostPort(target.url).host;
  if (target.type === 'ping') return target.url;
  // A DNS or RDAP failure says nothing about this worker's own network path to a host.
  if (target.type === 'dns' || target.type === 'domain') return null;
  try {
    return new URL(target.url).hostname;
  } catch {
    return null;
  }
}
