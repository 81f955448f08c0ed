import {
  type Assertion,
  type DnsSettings,
  HTTP_TOKEN,
  MIN_DOMAIN_INTERVAL_SECONDS,
  type PingSettings,
  type WebsiteType,
} from '@hlidka/contract';
import { assertionProblem } from '../../checkers/assertions';
import type { WebsiteSettings } from '../../db/schema/monitoring';
import { AppError, type Translated } from '../../http/app-error';
import { prepareTarget } from '../../monitoring/scheduler/prepare';
import { validateHostTarget, validateResolverAddress, validateTargetUrl, validateTcpTarget } from '../../net/index';
import { websiteMessages } from './messages';

/** The check-related fields of a website (create body, or the stored row merged with an update). */
export interface WebsiteConfigInput {
  type: WebsiteType;
  url: string;
  intervalSeconds: number;
  method: NonNullable<WebsiteSettings['method']>;
  headers: Record<string, string>;
  body: string | null | undefined;
  expectedStatus: (number | string)[] | undefined;
  keyword: WebsiteSettings['keyword'] | null | undefined;
  followRedirects: boolean;
  maxRedirects: number;
  maxResponseTimeMs: number | null | undefined;
  verifyTls: boolean;
  tlsWarnDays: number | null | undefined;
  graceSeconds: number;
  assertions: Assertion[];
  dns: DnsSettings | null | undefined;
  ping: PingSettings | null | undefined;
  domainWarnDays: number | null | undefined;
}

export interface NormalizedConfig {
  url: string;
  settings: WebsiteSettings;
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
  let url = input.url.trim();
  const settings: WebsiteSettings = {};
  switch (input.type) {
    case 'http':
    case 'keyword': {
      if (url === '') add('url', websiteMessages.urlRequired);
      else {
        const target = validateTargetUrl(url, { allowPrivateTargets: options.allowPrivateTargets });
        if (!target.ok) add('url', targetMessage(target.code));
        else url = target.url;
      }
      if (input.type === 'keyword' && !input.keyword) add('keyword', websiteMessages.keywordRequired);
      if (input.body != null && (input.method === 'GET' || input.method === 'HEAD'))
        add('body', websiteMessages.bodyNotAllowed);
      if (input.keyword && input.method === 'HEAD') add('method', websiteMessages.keywordNeedsBody);
      for (const [name, value] of Object.entries(input.headers)) {
        if (!HTTP_TOKEN.test(name) || /[\r\n\0]/.test(value)) add('headers', websiteMessages.invalidHeader);
        else if (RESERVED_HEADERS.has(name.toLowerCase())) add('headers', websiteMessages.reservedHeader);
      }
      input.assertions.forEach((assertion, index) => {
        if (assertionProblem(assertion) !== null) add(`assertions.${index}`, websiteMessages.invalidAssertion);
      });
      if (input.method === 'HEAD' && input.assertions.some((a) => a.source === 'json'))
        add('method', websiteMessages.jsonNeedsBody);
      Object.assign(settings, {
        method: input.method,
        headers: input.headers,
        ...(input.body != null ? { body: input.body } : {}),
        ...(input.expectedStatus ? { expectedStatus: input.expectedStatus } : {}),
        ...(input.keyword ? { keyword: input.keyword } : {}),
        followRedirects: input.followRedirects,
        maxRedirects: input.maxRedirects,
        ...(input.maxResponseTimeMs != null ? { maxResponseTimeMs: input.maxResponseTimeMs } : {}),
        verifyTls: input.verifyTls,
        ...(input.tlsWarnDays != null ? { tlsWarnDays: input.tlsWarnDays } : {}),
        ...(input.assertions.length > 0 ? { assertions: input.assertions } : {}),
      });
      break;
    }
    case 'ping':
    case 'dns':
    case 'domain': {
      const nameOnly = input.type !== 'ping';
      // A pasted URL gives its host name.
      if (/^https?:\/\//i.test(url)) {
        try {
          url = new URL(url).hostname.replace(/^\[|\]$/g, '');
        } catch {
          // validated below
        }
      }
      if (url === '') add('url', nameOnly ? websiteMessages.domainRequired : websiteMessages.hostRequired);
      else {
        const target = validateHostTarget(url, { allowPrivateTargets: options.allowPrivateTargets, nameOnly });
        if (target.ok) url = target.hostname;
        else if (target.code === 'blocked_target') add('url', websiteMessages.blockedTarget);
        else add('url', nameOnly ? websiteMessages.invalidDomain : websiteMessages.invalidHost);
      }
      if (input.type === 'dns') {
        const dns: DnsSettings = input.dns ?? { recordType: 'A', expected: [], match: 'any', resolver: null };
        const resolver = dns.resolver?.trim() || null;
        if (resolver !== null) {
          const server = validateResolverAddress(resolver, { allowPrivateTargets: options.allowPrivateTargets });
          if (!server.ok)
            add(
              'dns.resolver',
              server.code === 'blocked_target' ? websiteMessages.blockedTarget : websiteMessages.invalidResolver,
            );
        }
        settings.dns = { ...dns, resolver };
      }
      if (input.type === 'ping') settings.ping = input.ping ?? { count: 4, maxLossPercent: 25, maxRttMs: null };
      if (input.type === 'domain' && input.domainWarnDays != null) settings.domainWarnDays = input.domainWarnDays;
      // A one-off test is one query; only a schedule can flood the registry.
      if (input.type === 'domain' && !options.forTest && input.intervalSeconds < MIN_DOMAIN_INTERVAL_SECONDS)
        add('intervalSeconds', websiteMessages.domainInterval);
      break;
    }
    case 'tcp':
    case 'tls': {
      let text = url;
      // A TLS check may be given as a URL or a bare host: take host and port (443 by default).
      if (input.type === 'tls') {
        try {
          if (/^https?:\/\//i.test(text)) {
            const parsed = new URL(text);
            text = `${parsed.hostname.includes(':') ? `[${parsed.hostname}]` : parsed.hostname}:${parsed.port || 443}`;
          }
        } catch {
          // validated below
        }
        if (text !== '' && !/:\d+$/.test(text)) text = `${text}:443`;
      }
      if (text === '') add('url', websiteMessages.urlRequired);
      else {
        const target = validateTcpTarget(text, { allowPrivateTargets: options.allowPrivateTargets, field: 'url' });
        if (!target.ok) add('url', targetMessage(target.code));
        else url = `${target.hostname.includes(':') ? `[${target.hostname}]` : target.hostname}:${target.port}`;
      }
      if (input.type === 'tls' && input.tlsWarnDays != null) settings.tlsWarnDays = input.tlsWarnDays;
      break;
    }
    case 'heartbeat':
      url = '';
      settings.graceSeconds = input.graceSeconds;
      break;
  }
  if (Object.keys(errors).length === 0) {
    // The checker's own schema has the last word (it runs the stored configuration).
    const prepared = prepareTarget({ type: input.type, url, settings, intervalSeconds: input.intervalSeconds });
    if (!prepared.ok) {
      for (const [field, messages] of Object.entries(prepared.errors)) {
        for (const message of messages)
          add(checkerFieldToWebsiteField(input.type, field), { cs: websiteMessages.invalidConfig.cs, en: message });
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
  return { url, settings };
}

/** A checker configuration's field as the website's field (`host` of a DNS check is the website's `url`…). */
function checkerFieldToWebsiteField(type: WebsiteType, field: string): string {
  if (field === '_' || field === 'host' || field === 'domain') return 'url';
  if (type === 'dns' && /^(recordType|expected|match|resolver)/.test(field)) return `dns.${field}`;
  if (type === 'ping' && /^(count|maxLossPercent|maxRttMs)/.test(field)) return `ping.${field}`;
  if (type === 'domain' && field === 'warnDays') return 'domainWarnDays';
  if (type === 'tls' && field === 'warnDays') return 'tlsWarnDays';
  return field;
}
