import {
  type AssertionOperator,
  assertionOperatorValues,
  type CreateWebsiteBody,
  type DnsRecordType,
  dnsRecordTypeValues,
  HTTP_TOKEN,
  MIN_DOMAIN_INTERVAL_SECONDS,
  valuelessOperators,
  type Website,
  type WebsiteType,
} from '@hlidka/contract';

// The form state of the DNS, ping and domain checks and of the HTTP assertions: their defaults, their values from a
// saved website, their validation (the server's rules; the server has the last word) and their part of the API body.

export { assertionOperatorValues, dnsRecordTypeValues, MIN_DOMAIN_INTERVAL_SECONDS };

export interface AssertionRow {
  source: 'json' | 'header';
  path: string;
  operator: AssertionOperator;
  expected: string;
}

export interface CheckTypeValues {
  assertions: AssertionRow[];
  dnsRecordType: DnsRecordType;
  /** Expected values, one per line (or separated by commas for A/AAAA/CNAME/NS/MX). */
  dnsExpected: string;
  dnsMatch: 'any' | 'all';
  dnsResolver: string;
  pingCount: string;
  pingMaxLoss: string;
  pingMaxRtt: string;
  domainWarnDays: string;
}

/** An error's full translation key (under `checkTypes.errors`) and its values. */
export type CheckTypeError = { key: string; values?: Record<string, number | string> };
export type CheckTypeErrors = Partial<Record<keyof CheckTypeValues | `assertions.${number}`, CheckTypeError>>;

export const checkTypeFieldsOf = (type: WebsiteType) => ({
  assertions: type === 'http' || type === 'keyword',
  dns: type === 'dns',
  ping: type === 'ping',
  domain: type === 'domain',
  /** The target is a domain name (dns, domain) or a host (ping), not a URL or host:port. */
  name: type === 'dns' || type === 'domain',
  host: type === 'ping',
});

export function checkTypeDefaults(): CheckTypeValues {
  return {
    assertions: [],
    dnsRecordType: 'A',
    dnsExpected: '',
    dnsMatch: 'any',
    dnsResolver: '',
    pingCount: '4',
    pingMaxLoss: '25',
    pingMaxRtt: '',
    domainWarnDays: '30',
  };
}

export function checkTypeValuesOf(website: Website): CheckTypeValues {
  const defaults = checkTypeDefaults();
  return {
    assertions: website.assertions.map((a) => ({ ...a })),
    dnsRecordType: website.dns?.recordType ?? defaults.dnsRecordType,
    dnsExpected: website.dns?.expected.join('\n') ?? '',
    dnsMatch: website.dns?.match ?? 'any',
    dnsResolver: website.dns?.resolver ?? '',
    pingCount: String(website.ping?.count ?? defaults.pingCount),
    pingMaxLoss: String(website.ping?.maxLossPercent ?? defaults.pingMaxLoss),
    pingMaxRtt: website.ping?.maxRttMs == null ? '' : String(website.ping.maxRttMs),
    domainWarnDays: website.domainWarnDays === null ? defaults.domainWarnDays : String(website.domainWarnDays),
  };
}

const LABEL = /^[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/;
const STEP = String.raw`(?:\.[^.[\]]+|\[\s*(?:-?\d+|'(?:\\.|[^'])*'|"(?:\\.|[^"])*")\s*\])`;
/** `$.a.b[0]`, `$['a b']`, or `a.b.0`: the paths the server's evaluator reads. */
const JSON_PATH = new RegExp(String.raw`^(?:\$${STEP}*|[^.[\]$][^.[\]]*${STEP}*)$`);

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

export function isResolver(text: string): boolean {
  const value = text.trim();
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  const v6 = /^\[([0-9A-Fa-f:.]+)\](?::(\d{1,5}))?$/.exec(value) ?? (IPV6.test(value) ? [value, value] : null);
  const match = v4 ?? v6;
  if (!match) return false;
  if (v4 && !IPV4.test(match[1] as string)) return false;
  const port = match[2] === undefined ? 53 : Number(match[2]);
  return port >= 1 && port <= 65_535;
}

/** The expected DNS values: one per line; for names and addresses commas separate too (TXT keeps its commas). */
export function parseDnsExpected(text: string, type: DnsRecordType): string[] {
  const parts = type === 'TXT' ? text.split('\n') : text.split(/[\n,]/);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const intIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function assertionProblem(row: AssertionRow): CheckTypeError | null {
  if (row.path.trim() === '') return { key: 'checkTypes.errors.assertionPath' };
  if (row.source === 'json' && !JSON_PATH.test(row.path.trim())) return { key: 'checkTypes.errors.jsonPath' };
  if (row.source === 'header' && !HTTP_TOKEN.test(row.path.trim())) return { key: 'checkTypes.errors.headerName' };
  if (['gt', 'gte', 'lt', 'lte'].includes(row.operator) && !Number.isFinite(Number.parseFloat(row.expected))) {
    return { key: 'checkTypes.errors.assertionNumber' };
  }
  if (row.operator === 'matches') {
    try {
      new RegExp(row.expected, 'u');
    } catch {
      return { key: 'checkTypes.errors.assertionPattern' };
    }
  }
  return null;
}

/** The errors of the type-specific fields of `type` (the target included for dns, ping and domain). */
export function validateCheckType(
  type: WebsiteType,
  values: CheckTypeValues & { url: string; intervalSeconds: string },
  forTest = false,
): CheckTypeErrors & { intervalSeconds?: CheckTypeError } {
  const errors: CheckTypeErrors & { intervalSeconds?: CheckTypeError } = {};
  const fields = checkTypeFieldsOf(type);
  const number = (field: keyof CheckTypeValues, min: number, max: number, optional = false) => {
    const text = String(values[field]);
    if (optional && text.trim() === '') return;
    if (!intIn(text, min, max)) errors[field] = { key: 'checkTypes.errors.number', values: { min, max } };
  };
  if (fields.assertions) {
    values.assertions.forEach((row, index) => {
      const problem = assertionProblem(row);
      if (problem) errors[`assertions.${index}`] = problem;
    });
  }
  if (fields.dns) {
    if (values.dnsResolver.trim() !== '' && !isResolver(values.dnsResolver))
      errors.dnsResolver = { key: 'checkTypes.errors.resolver' };
    if (parseDnsExpected(values.dnsExpected, values.dnsRecordType).length > 20)
      errors.dnsExpected = { key: 'checkTypes.errors.tooMany', values: { max: 20 } };
  }
  if (fields.ping) {
    number('pingCount', 1, 10);
    number('pingMaxLoss', 0, 100);
    number('pingMaxRtt', 1, 60_000, true);
  }
  if (fields.domain) number('domainWarnDays', 0, 365, true);
  // A registry limits its queries; a one-off test is a single one.
  if (fields.domain && !forTest && Number(values.intervalSeconds) < MIN_DOMAIN_INTERVAL_SECONDS)
    errors.intervalSeconds = { key: 'checkTypes.errors.domainInterval', values: { min: MIN_DOMAIN_INTERVAL_SECONDS } };
  return errors;
}

/** The url field's error for dns, ping and domain (null: fine, or not one of them). */
export function targetError(type: WebsiteType, url: string): CheckTypeError | null {
  const fields = checkTypeFieldsOf(type);
  if (fields.name && !isDomainName(url)) return { key: 'checkTypes.errors.domain' };
  if (fields.host && !isHost(url)) return { key: 'checkTypes.errors.host' };
  return null;
}

const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text));

/** The type-specific part of the create/update body. */
export function checkTypeBody(type: WebsiteType, values: CheckTypeValues): Partial<CreateWebsiteBody> {
  const fields = checkTypeFieldsOf(type);
  if (fields.assertions) {
    return {
      assertions: values.assertions.map((row) => ({
        source: row.source,
        path: row.path.trim(),
        operator: row.operator,
        expected: valuelessOperators.includes(row.operator) ? '' : row.expected,
      })),
    };
  }
  if (fields.dns) {
    return {
      dns: {
        recordType: values.dnsRecordType,
        expected: parseDnsExpected(values.dnsExpected, values.dnsRecordType),
        match: values.dnsMatch,
        resolver: values.dnsResolver.trim() === '' ? null : values.dnsResolver.trim(),
      },
    };
  }
  if (fields.ping) {
    return {
      ping: {
        count: Number(values.pingCount),
        maxLossPercent: Number(values.pingMaxLoss),
        maxRttMs: optionalInt(values.pingMaxRtt),
      },
    };
  }
  if (fields.domain) return { domainWarnDays: optionalInt(values.domainWarnDays) };
  return {};
}

/** The form field a server field error belongs to (`dns.resolver` → `dnsResolver`, `assertions.1.path` → `assertions.1`). */
export function formFieldOfServerError(field: string): string {
  const [head, second] = field.split('.');
  if (head === 'assertions')
    return second !== undefined && /^\d+$/.test(second) ? `assertions.${second}` : 'assertions';
  if (head === 'dns')
    return second === 'resolver' ? 'dnsResolver' : second === 'recordType' ? 'dnsRecordType' : 'dnsExpected';
  if (head === 'ping') return second === 'count' ? 'pingCount' : second === 'maxRttMs' ? 'pingMaxRtt' : 'pingMaxLoss';
  return head ?? field;
}
