import {
  type CreateWebsiteBody,
  HTTP_TOKEN,
  MAX_INTERVAL_SECONDS,
  MIN_INTERVAL_SECONDS,
  type Website,
  type WebsiteType,
  websiteTypeValues,
} from '@hlidka/contract';
import '../../i18n/areas/websites';
import {
  type CheckTypeValues,
  checkTypeBody,
  checkTypeDefaults,
  checkTypeFieldsOf,
  checkTypeValuesOf,
  targetError,
  validateCheckType,
} from './check-type-model';

// The website form's state (what the inputs hold, as text), its validation and its conversion to the API body.
// One model for every check type: the fields that do not apply to a type are neither validated nor sent.

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const httpMethods: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const websiteTypes: readonly WebsiteType[] = websiteTypeValues;

export interface WebsiteFormValues extends CheckTypeValues {
  type: WebsiteType;
  name: string;
  description: string;
  teamId: string;
  url: string;
  intervalSeconds: string;
  timeoutSeconds: string;
  method: HttpMethod;
  headers: string;
  body: string;
  expectedStatus: string;
  keyword: string;
  keywordMode: 'present' | 'absent';
  caseSensitive: boolean;
  followRedirects: boolean;
  maxRedirects: string;
  maxResponseTimeMs: string;
  verifyTls: boolean;
  tlsWarnDays: string;
  graceSeconds: string;
  failuresToOpen: string;
  successesToResolve: string;
  /** Region labels separated by commas. */
  regions: string;
  regionQuorum: string;
}

/** A field's error: a translation key under `websites.form.errors` (or a full key with dots) and its values. */
export type FieldError = { key: string; values?: Record<string, number | string> };
export type FormErrors = Partial<Record<keyof WebsiteFormValues | `assertions.${number}`, FieldError>>;

/** Which inputs a check type shows. */
export const fieldsOf = (type: WebsiteType) => ({
  url: type !== 'heartbeat',
  http: type === 'http' || type === 'keyword',
  keyword: type === 'keyword',
  tlsWarn: type === 'http' || type === 'keyword' || type === 'tls',
  grace: type === 'heartbeat',
  timeout: type !== 'heartbeat',
  ...checkTypeFieldsOf(type),
});

export function defaultValues(minIntervalSeconds = 300): WebsiteFormValues {
  return {
    type: 'http',
    name: '',
    description: '',
    teamId: '',
    url: '',
    intervalSeconds: String(Math.max(minIntervalSeconds, 60)),
    timeoutSeconds: '30',
    method: 'GET',
    headers: '',
    body: '',
    expectedStatus: '2xx',
    keyword: '',
    keywordMode: 'present',
    caseSensitive: true,
    followRedirects: true,
    maxRedirects: '5',
    maxResponseTimeMs: '',
    verifyTls: true,
    tlsWarnDays: '14',
    graceSeconds: '60',
    failuresToOpen: '2',
    successesToResolve: '1',
    regions: '',
    regionQuorum: '',
    ...checkTypeDefaults(),
  };
}

export function valuesFromWebsite(website: Website): WebsiteFormValues {
  return {
    type: website.type,
    name: website.name,
    description: website.description ?? '',
    teamId: website.teamId ?? '',
    url: website.url,
    intervalSeconds: String(website.intervalSeconds),
    timeoutSeconds: String(website.timeoutSeconds),
    method: website.method,
    headers: Object.entries(website.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    body: website.body ?? '',
    expectedStatus: website.expectedStatus.join(', '),
    keyword: website.keyword?.value ?? '',
    keywordMode: website.keyword?.mode ?? 'present',
    caseSensitive: website.keyword?.caseSensitive ?? true,
    followRedirects: website.followRedirects,
    maxRedirects: String(website.maxRedirects),
    maxResponseTimeMs: website.maxResponseTimeMs === null ? '' : String(website.maxResponseTimeMs),
    verifyTls: website.verifyTls,
    tlsWarnDays: website.tlsWarnDays === null ? '' : String(website.tlsWarnDays),
    graceSeconds: String(website.graceSeconds),
    failuresToOpen: String(website.failuresToOpen),
    successesToResolve: String(website.successesToResolve),
    regions: website.regions.join(', '),
    regionQuorum: website.regionQuorum === null ? '' : String(website.regionQuorum),
    ...checkTypeValuesOf(website),
  };
}

const STATUS = /^([1-5]xx|[1-5]\d\d(-[1-5]\d\d)?)$/;

/** "Name: value" lines → a header record; null when a line is malformed. */
export function parseHeaders(text: string): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim();
    if (!HTTP_TOKEN.test(name)) return null;
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

const REGION = /^[a-z0-9-]{1,32}$/;

/** "eu-central, us-east" → ['eu-central', 'us-east']; null when one is malformed, repeated, or there are over 5. */
export function parseRegions(text: string): string[] | null {
  const regions = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (regions.length > 5 || new Set(regions).size !== regions.length) return null;
  return regions.every((region) => REGION.test(region)) ? regions : null;
}

/** "200, 2xx, 200-299" → [200, '2xx', '200-299']; null when one is malformed. */
export function parseExpectedStatus(text: string): (number | string)[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return null;
  const result: (number | string)[] = [];
  for (const part of parts) {
    if (!STATUS.test(part)) return null;
    result.push(/^\d{3}$/.test(part) ? Number(part) : part);
  }
  return result;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHostPort(text: string, portOptional: boolean): boolean {
  const value = text.trim();
  if (portOptional && /^https?:\/\//i.test(value)) return isHttpUrl(value);
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  if (match[2] === undefined) return portOptional;
  const port = Number(match[2]);
  return port >= 1 && port <= 65_535;
}

function intIn(text: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const value = Number(text);
  return value >= min && value <= max;
}

/** Client-side checks with the server's rules; the server still has the last word (its field errors are shown too). */
export function validate(values: WebsiteFormValues, minIntervalSeconds: number, forTest = false): FormErrors {
  const errors: FormErrors = {};
  const fields = fieldsOf(values.type);
  const number = (field: keyof WebsiteFormValues, min: number, max: number, optional = false) => {
    const text = String(values[field]);
    if (optional && text.trim() === '') return;
    if (!intIn(text, min, max)) errors[field] = { key: 'number', values: { min, max } };
  };
  if (!forTest && values.name.trim() === '') errors.name = { key: 'required' };
  if (fields.url) {
    const typeTarget = targetError(values.type, values.url);
    if (values.url.trim() === '') errors.url = { key: 'required' };
    else if (fields.name || fields.host) {
      if (typeTarget) errors.url = typeTarget;
    } else if (fields.http && !isHttpUrl(values.url)) errors.url = { key: 'url' };
    else if (!fields.http && !isHostPort(values.url, values.type === 'tls')) errors.url = { key: 'target' };
  }
  const interval = Number(values.intervalSeconds);
  const minimum = Math.max(minIntervalSeconds, MIN_INTERVAL_SECONDS);
  if (!/^\d+$/.test(values.intervalSeconds.trim()))
    errors.intervalSeconds = { key: 'intervalMin', values: { min: minimum } };
  else if (interval < minimum) errors.intervalSeconds = { key: 'intervalMin', values: { min: minimum } };
  else if (interval > MAX_INTERVAL_SECONDS) errors.intervalSeconds = { key: 'intervalMax' };
  if (fields.timeout) number('timeoutSeconds', 1, 120);
  if (fields.http) {
    if (parseHeaders(values.headers) === null) errors.headers = { key: 'headers' };
    if (parseExpectedStatus(values.expectedStatus) === null) errors.expectedStatus = { key: 'expectedStatus' };
    if (values.body.trim() !== '' && (values.method === 'GET' || values.method === 'HEAD'))
      errors.body = { key: 'bodyNotAllowed' };
    number('maxRedirects', 0, 5);
    number('maxResponseTimeMs', 1, 300_000, true);
  }
  if (fields.keyword && values.keyword.trim() === '') errors.keyword = { key: 'keyword' };
  if (fields.tlsWarn) number('tlsWarnDays', 0, 365, true);
  if (fields.grace) number('graceSeconds', 0, 86_400);
  Object.assign(errors, validateCheckType(values.type, values, forTest));
  number('failuresToOpen', 1, 10);
  number('successesToResolve', 1, 10);
  const regions = parseRegions(values.regions);
  if (regions === null) errors.regions = { key: 'regions' };
  else if (regions.length > 1) {
    const max = regions.length;
    if (values.regionQuorum.trim() !== '' && !intIn(values.regionQuorum, 1, max))
      errors.regionQuorum = { key: 'regionQuorum', values: { max } };
  }
  return errors;
}

const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text));

/** The create (and update) body; call after `validate` found nothing. */
export function toBody(values: WebsiteFormValues): CreateWebsiteBody {
  const fields = fieldsOf(values.type);
  const body: CreateWebsiteBody = {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    type: values.type,
    teamId: values.teamId === '' ? null : values.teamId,
    url: fields.url ? values.url.trim() : '',
    intervalSeconds: Number(values.intervalSeconds),
    failuresToOpen: Number(values.failuresToOpen),
    successesToResolve: Number(values.successesToResolve),
    regions: parseRegions(values.regions) ?? [],
    // A quorum means something only among several regions.
    regionQuorum: (parseRegions(values.regions)?.length ?? 0) > 1 ? optionalInt(values.regionQuorum) : null,
  };
  if (fields.timeout) body.timeoutSeconds = Number(values.timeoutSeconds);
  if (fields.http) {
    body.method = values.method;
    body.headers = parseHeaders(values.headers) ?? {};
    body.body = values.body.trim() === '' ? null : values.body;
    body.expectedStatus = parseExpectedStatus(values.expectedStatus) ?? ['2xx'];
    body.followRedirects = values.followRedirects;
    body.maxRedirects = Number(values.maxRedirects);
    body.maxResponseTimeMs = optionalInt(values.maxResponseTimeMs);
    body.verifyTls = values.verifyTls;
    body.keyword = fields.keyword
      ? { value: values.keyword, mode: values.keywordMode, caseSensitive: values.caseSensitive }
      : null;
  }
  if (fields.tlsWarn) body.tlsWarnDays = optionalInt(values.tlsWarnDays);
  if (fields.grace) body.graceSeconds = Number(values.graceSeconds);
  Object.assign(body, checkTypeBody(values.type, values));
  return body;
}
