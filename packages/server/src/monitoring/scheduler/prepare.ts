import { type CheckTargetKind, checkTargetKinds } from '@hlidka/contract';
import { type CheckTarget, type ParsedCheck, prepareCheck, strategyOf } from '../../checkers/index';
import { splitHostPort } from '../../checkers/target';

export type { CheckTarget };

/** The checker configuration of a website (what `prepareCheck` validates). */
export const checkerConfig = (target: CheckTarget): unknown => strategyOf(target.settings.type).configOf(target);

/** A runnable check of a website's stored configuration, or its errors by website field. */
export function prepareTarget(target: CheckTarget): ParsedCheck {
  const strategy = strategyOf(target.settings.type);
  const prepared = prepareCheck(strategy.type, strategy.configOf(target));
  if (prepared.ok) return prepared;
  const renamed: Record<string, string> = { _: 'url', host: 'url', domain: 'url', ...strategy.websiteFields };
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(prepared.errors)) {
    const [head = field, ...rest] = field.split('.');
    const name = [renamed[head] ?? head, ...rest].join('.');
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return { ok: false, errors };
}

const hostPart = (url: string) => splitHostPort(url).host;

/**
 * The host a check of each kind of target talks to (network-health accounting). None for heartbeats, and none for
 * DNS and RDAP lookups: their failure says nothing about this worker's own network path to a host.
 */
const urlHost = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

const hosts: Record<CheckTargetKind, (url: string) => string | null> = {
  url: urlHost,
  hostPort: hostPart,
  tlsHost: hostPart,
  host: (url) => url,
  domain: () => null,
  none: () => null,
  wsUrl: urlHost,
  hostOptionalPort: hostPart,
};

export const hostOf = (target: Pick<CheckTarget, 'url' | 'settings'>): string | null =>
  hosts[checkTargetKinds[target.settings.type]](target.url);
