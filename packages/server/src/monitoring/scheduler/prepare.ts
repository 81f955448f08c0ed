import { type CheckType, type ParsedCheck, prepareCheck } from '../../checkers/index';
import type { WebsiteSettings } from '../../db/schema/monitoring';

/** The parts of a website a check needs. */
export interface CheckTarget {
  type: CheckType;
  url: string;
  settings: WebsiteSettings;
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

/** The checker configuration of a website (what `prepareCheck` validates). */
export function checkerConfig(target: CheckTarget): unknown {
  const s = target.settings;
  switch (target.type) {
    case 'http':
    case 'keyword':
      return {
        url: target.url,
        method: s.method,
        headers: s.headers,
        body: s.body,
        expectedStatus: s.expectedStatus,
        keyword: s.keyword,
        followRedirects: s.followRedirects,
        maxRedirects: s.maxRedirects,
        maxResponseTimeMs: s.maxResponseTimeMs,
        verifyTls: s.verifyTls,
        tlsWarnDays: s.tlsWarnDays,
        assertions: s.assertions,
      };
    case 'tcp':
      return splitHostPort(target.url);
    case 'tls': {
      const { host, port } = splitHostPort(target.url);
      return { host, port: port || 443, warnDays: s.tlsWarnDays };
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
      return {
        host: target.url,
        recordType: s.dns?.recordType,
        expected: s.dns?.expected,
        match: s.dns?.match,
        resolver: s.dns?.resolver ?? undefined,
      };
    case 'ping':
      return {
        host: target.url,
        count: s.ping?.count,
        maxLossPercent: s.ping?.maxLossPercent,
        maxRttMs: s.ping?.maxRttMs ?? undefined,
      };
    case 'domain':
      return { domain: target.url, warnDays: s.domainWarnDays };
  }
}

export function prepareTarget(target: CheckTarget): ParsedCheck {
  return prepareCheck(target.type, stripUndefined(checkerConfig(target)));
}

function stripUndefined(value: unknown): unknown {
  if (!value || typeof value !== 'object' || value instanceof Date || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
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
