import type { CheckTargetKind } from '@hlidka/contract';
import type { FieldError } from './module';
import '../../../i18n/areas/check-types';
import '../../../i18n/areas/websites';

// The website's `url` for each kind of target (the contract's `checkTargetKinds`): its label, hint and check.

const LABEL = /^[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
export const IPV6 = /^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/;
export const isIPv4 = (text: string) => IPV4.test(text);

const withoutScheme = (text: string) => {
  const value = text.trim();
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    return new URL(value).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return value;
  }
};

export function isDomainName(text: string): boolean {
  const name = withoutScheme(text).replace(/\.$/, '');
  if (name.length === 0 || name.length > 253 || IPV4.test(name) || !name.includes('.')) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

export function isHost(text: string): boolean {
  const host = withoutScheme(text).replace(/^\[|\]$/g, '');
  return IPV4.test(host) || IPV6.test(host) || isDomainName(host) || (LABEL.test(host) && host.length <= 63);
}

/** Whether `text` is a URL with a host and one of `protocols` (`https:`). */
const isUrlWith =
  (...protocols: string[]) =>
  (text: string): boolean => {
    try {
      const url = new URL(text.trim());
      return protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  };
const isHttpUrl = isUrlWith('http:', 'https:');

function isHostPort(text: string, portOptional: boolean): boolean {
  const value = text.trim();
  if (portOptional && /^https?:\/\//i.test(value)) return isHttpUrl(value);
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  if (match[2] === undefined) return portOptional;
  const port = Number(match[2]);
  return port >= 1 && port <= 65_535;
}

export interface TargetField {
  /** Translation keys of the field's label and hint. */
  label: string;
  hint: string;
  /** The input takes a URL. */
  url?: boolean;
  valid(text: string): boolean;
  /** The error of a value that is not valid. */
  error: FieldError;
}

/** The url field of each kind of target; none for a heartbeat (its push URL is generated). */
export const targetFields: Record<CheckTargetKind, TargetField | null> = {
  url: {
    label: 'websites.form.url',
    hint: 'websites.form.urlHint',
    url: true,
    valid: isHttpUrl,
    error: { key: 'url' },
  },
  hostPort: {
    label: 'websites.form.target',
    hint: 'websites.form.targetHint',
    valid: (text) => isHostPort(text, false),
    error: { key: 'target' },
  },
  tlsHost: {
    label: 'websites.form.tlsTarget',
    hint: 'websites.form.tlsTargetHint',
    valid: (text) => isHostPort(text, true),
    error: { key: 'target' },
  },
  domain: {
    label: 'checkTypes.domain',
    hint: 'checkTypes.domainHint',
    valid: isDomainName,
    error: { key: 'checkTypes.errors.domain' },
  },
  host: {
    label: 'checkTypes.host',
    hint: 'checkTypes.hostHint',
    valid: isHost,
    error: { key: 'checkTypes.errors.host' },
  },
  none: null,
  wsUrl: {
    label: 'checkTypes.wsUrl',
    hint: 'checkTypes.wsUrlHint',
    url: true,
    valid: isUrlWith('ws:', 'wss:'),
    error: { key: 'checkTypes.errors.wsUrl' },
  },
  hostOptionalPort: {
    label: 'checkTypes.server',
    hint: 'checkTypes.serverHint',
    valid: (text) => !/^https?:\/\//i.test(text.trim()) && isHostPort(text, true),
    error: { key: 'checkTypes.errors.server' },
  },
};
