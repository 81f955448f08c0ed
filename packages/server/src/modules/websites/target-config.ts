import {
  type CheckSettingFields,
  type CheckSettings,
  type CheckTargetKind,
  checkTargetKinds,
  HTTP_TOKEN,
  MIN_DOMAIN_INTERVAL_SECONDS,
  parseCheckSettings,
  type WebsiteType,
} from '@hlidka/contract';
import { assertionProblem } from '../../checkers/assertions';
import { AppError, type Translated } from '../../http/app-error';
import { prepareTarget } from '../../monitoring/scheduler/prepare';
import {
  type UrlScheme,
  validateHostTarget,
  validateResolverAddress,
  validateTargetUrl,
  validateTcpTarget,
  WEBSOCKET_SCHEMES,
} from '../../net/index';
import { websiteMessages } from './messages';

/** The check-related fields of a website (create body, or the stored website merged with an update). */
export interface WebsiteConfigInput {
  type: WebsiteType;
  url: string;
  intervalSeconds: number;
  /** The type-specific fields (absent ones take the type's defaults). */
  fields: Partial<CheckSettingFields>;
}

export interface NormalizedConfig {
  url: string;
  settings: CheckSettings;
}

interface RuleContext {
  allowPrivateTargets: boolean;
  forTest: boolean;
  intervalSeconds: number;
  add: (field: string, message: Translated) => void;
}

const RESERVED_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'te']);

const targetMessage = (code: string): Translated => {
  switch (code) {
    case 'blocked_target':
      return websiteMessages.blockedTarget;
    case 'unsupported_protocol':
      return websiteMessages.unsupportedProtocol;
    case 'invalid_port':
      return websiteMessages.invalidPort;
    default:
      return websiteMessages.invalidUrl;
  }
};

/** A pasted URL gives its host name. */
const hostOfUrl = (text: string) => {
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return text;
  }
};

function hostTarget(url: string, nameOnly: boolean, { allowPrivateTargets, add }: RuleContext): string {
  const host = hostOfUrl(url);
  if (host === '') add('url', nameOnly ? websiteMessages.domainRequired : websiteMessages.hostRequired);
  else {
    const target = validateHostTarget(host, { allowPrivateTargets, nameOnly });
    if (target.ok) return target.hostname;
    if (target.code === 'blocked_target') add('url', websiteMessages.blockedTarget);
    else add('url', nameOnly ? websiteMessages.invalidDomain : websiteMessages.invalidHost);
  }
  return host;
}

function hostPortTarget(text: string, { allowPrivateTargets, add }: RuleContext): string {
  if (text === '') {
    add('url', websiteMessages.urlRequired);
    return text;
  }
  const target = validateTcpTarget(text, { allowPrivateTargets, field: 'url' });
  if (!target.ok) {
    add('url', targetMessage(target.code));
    return text;
  }
  return `${target.hostname.includes(':') ? `[${target.hostname}]` : target.hostname}:${target.port}`;
}

/**
 * A host, optionally with its port (`mail.example.com`, `mail.example.com:587`, `[2001:db8::1]:25`); without one the
 * checker dials its type's default. A bare IPv6 address is stored in brackets, so a port can never be mistaken in it.
 */
function hostOptionalPortTarget(text: string, { allowPrivateTargets, add }: RuleContext): string {
  if (text === '') {
    add('url', websiteMessages.hostRequired);
    return text;
  }
  const withPort = /^\[[^\]]*\]:/.test(text) || /^[^:[\]]*:[^:]*$/.test(text);
  const target = withPort
    ? validateTcpTarget(text, { allowPrivateTargets, field: 'url' })
    : validateHostTarget(text, { allowPrivateTargets });
  if (!target.ok) {
    add('url', target.code === 'blocked_target' ? websiteMessages.blockedTarget : websiteMessages.invalidServer);
    return text;
  }
  const host = target.hostname.includes(':') ? `[${target.hostname}]` : target.hostname;
  return 'port' in target ? `${host}:${target.port}` : host;
}

/** A TLS check may be given as a URL or a bare host: host and port (443 by default). */
function tlsTarget(url: string): string {
  let text = url;
  try {
    if (/^https?:\/\//i.test(text)) {
      const parsed = new URL(text);
      text = `${parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname}:${parsed.port || 443}`;
    }
  } catch {
    // validated as host:port
  }
  return text !== '' && !/:\d+$/.test(text) ? `${text}:443` : text;
}

/** A URL of `schemes` (http(s) by default), normalised; a scheme or URL it refuses is worded by `invalid`. */
function urlTarget(
  url: string,
  { allowPrivateTargets, add }: RuleContext,
  schemes?: { schemes: readonly UrlScheme[]; invalid: Translated },
): string {
  if (url === '') {
    add('url', websiteMessages.urlRequired);
    return url;
  }
  const target = validateTargetUrl(url, { allowPrivateTargets, ...(schemes ? { schemes: schemes.schemes } : {}) });
  if (target.ok) return target.url;
  add('url', schemes && target.code !== 'blocked_target' ? schemes.invalid : targetMessage(target.code));
  return url;
}

/** The stored form of each kind of target, with its field errors. */
const targets: Record<CheckTargetKind, (url: string, context: RuleContext) => string> = {
  url: (url, context) => urlTarget(url, context),
  hostPort: hostPortTarget,
  tlsHost: (url, context) => hostPortTarget(tlsTarget(url), context),
  domain: (url, context) => hostTarget(url, true, context),
  host: (url, context) => hostTarget(url, false, context),
  none: () => '',
  wsUrl: (url, context) =>
    urlTarget(url, context, { schemes: WEBSOCKET_SCHEMES, invalid: websiteMessages.invalidWsUrl }),
  hostOptionalPort: hostOptionalPortTarget,
};

/** The request rules of http and keyword checks that the API's field schemas cannot state alone. */
function httpRules(fields: Partial<CheckSettingFields>, { add }: RuleContext) {
  const method = fields.method ?? 'GET';
  if (fields.body != null && (method === 'GET' || method === 'HEAD')) add('body', websiteMessages.bodyNotAllowed);
  if (fields.keyword && method === 'HEAD') add('method', websiteMessages.keywordNeedsBody);
  for (const [name, value] of Object.entries(fields.headers ?? {})) {
    if (!HTTP_TOKEN.test(name) || /[\r\n\0]/.test(value)) add('headers', websiteMessages.invalidHeader);
    else if (RESERVED_HEADERS.has(name.toLowerCase())) add('headers', websiteMessages.reservedHeader);
  }
  const assertions = fields.assertions ?? [];
  assertions.forEach((assertion, index) => {
    if (assertionProblem(assertion) !== null) add(`assertions.${index}`, websiteMessages.invalidAssertion);
  });
  if (method === 'HEAD' && assertions.some((a) => a.source === 'json')) add('method', websiteMessages.jsonNeedsBody);
}

/**
 * Save-time rules of a type, worded in both languages (the checker's schema checks again, in English). They see the
 * fields as given and may tidy them (an empty resolver is none).
 */
const saveRules: { [K in WebsiteType]?: (fields: Partial<CheckSettingFields>, context: RuleContext) => void } = {
  http: httpRules,
  keyword: (fields, context) => {
    if (!fields.keyword) context.add('keyword', websiteMessages.keywordRequired);
    httpRules(fields, context);
  },
  dns: (fields, { allowPrivateTargets, add }) => {
    if (!fields.dns) return;
    const resolver = fields.dns.resolver?.trim() || null;
    fields.dns = { ...fields.dns, resolver };
    if (resolver === null) return;
    const server = validateResolverAddress(resolver, { allowPrivateTargets });
    if (!server.ok)
      add(
        'dns.resolver',
        server.code === 'blocked_target' ? websiteMessages.blockedTarget : websiteMessages.invalidResolver,
      );
  },
  // A one-off test is one query; only a schedule can flood the registry.
  domain: (_fields, { forTest, intervalSeconds, add }) => {
    if (!forTest && intervalSeconds < MIN_DOMAIN_INTERVAL_SECONDS)
      add('intervalSeconds', websiteMessages.domainInterval);
  },
};

/**
 * Validate a website's check configuration for its type, with translated field errors (400 VALIDATION_ERROR), and
 * return the stored form. Target safety at save time: private, loopback, link-local and metadata targets are refused
 * unless ALLOW_PRIVATE_TARGETS (the checkers check again at connect time on the address actually dialled).
 */
export function normalizeConfig(
  input: WebsiteConfigInput,
  options: { allowPrivateTargets: boolean; forTest?: boolean },
): NormalizedConfig {
  const errors: Record<string, Translated[]> = {};
  const add = (field: string, message: Translated) => {
    errors[field] ??= [];
    errors[field].push(message);
  };
  const context: RuleContext = {
    allowPrivateTargets: options.allowPrivateTargets,
    forTest: options.forTest ?? false,
    intervalSeconds: input.intervalSeconds,
    add,
  };
  const url = targets[checkTargetKinds[input.type]](input.url.trim(), context);
  const fields = { ...input.fields };
  saveRules[input.type]?.(fields, context);
  const parsed = Object.keys(errors).length === 0 ? parseCheckSettings(input.type, fields) : null;
  if (parsed?.success) {
    // The checker's own schema has the last word (it runs the stored configuration).
    const prepared = prepareTarget({ url, settings: parsed.data, intervalSeconds: input.intervalSeconds });
    if (prepared.ok) return { url, settings: parsed.data };
    for (const [field, messages] of Object.entries(prepared.errors)) {
      for (const message of messages) add(field, { cs: websiteMessages.invalidConfig.cs, en: message });
    }
  }
  for (const issue of parsed?.error?.issues ?? [])
    add(issue.path.join('.'), { cs: websiteMessages.invalidConfig.cs, en: issue.message });
  throw new AppError('VALIDATION_ERROR', undefined, { errors });
}
