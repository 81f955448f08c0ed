import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { RdapFailureKind } from '@hlidka/contract';
import { z } from 'zod';
import { guardSocket, pinnedLookup, resolveTarget } from '../net/guard';
import { validateHostTarget } from '../net/target';
import { classifyError, startDeadline } from './errors';
import { USER_AGENT } from './http';
import { expirationOf, rdapBaseFor, rdapDomainUrl } from './rdap';
import { present, roundMs } from './target';
import type { CheckContext, CheckPhase, CheckResult, CheckStrategy, DomainExpiry } from './types';

export const DEFAULT_DOMAIN_WARN_DAYS = 30;
/** Most of an RDAP answer read; registries answer a few kB. */
const RDAP_BODY_CAP = 512 * 1024;
const MAX_RDAP_REDIRECTS = 3;
const DAY_MS = 86_400_000;

export const domainConfigSchema = z.object({
  domain: z.string().trim().min(1).max(253),
  warnDays: z.number().int().min(0).max(365).default(DEFAULT_DOMAIN_WARN_DAYS),
});
export type DomainConfig = z.infer<typeof domainConfigSchema>;

class RdapError extends Error {
  constructor(
    message: string,
    readonly kind: RdapFailureKind,
  ) {
    super(message);
  }
}

/** One GET through the target-safety guard; the body is read up to the cap. */
async function get(
  url: URL,
  context: CheckContext,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; body: string }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const target = await resolveTarget(hostname, context, signal);
  const https = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (https ? httpsRequest : httpRequest)({
      host: target.hostname,
      port: url.port === '' ? (https ? 443 : 80) : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { accept: 'application/rdap+json, application/json', 'user-agent': USER_AGENT, connection: 'close' },
      agent: false,
      lookup: pinnedLookup(target.addresses),
      ...(context.localAddress ? { localAddress: context.localAddress } : {}),
      ...(https && context.ca !== undefined ? { ca: context.ca } : {}),
    });
    const onAbort = () => request.destroy(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    request.once('socket', (socket) => guardSocket(socket, target, context));
    request.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > RDAP_BODY_CAP)
          request.destroy(new RdapError(`The RDAP answer is longer than ${RDAP_BODY_CAP} bytes`, 'invalid'));
        else chunks.push(chunk);
      });
      response.once('end', () => {
        signal.removeEventListener('abort', onAbort);
        resolve({ response, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.once('error', reject);
    });
    request.end();
  });
}

/**
 * Looks the domain up in its registry's RDAP service and judges the registration's expiry: expired →
 * `domain_expired`; within `warnDays` → ok with a `domain_expiring` warning; no answer, an error status or no expiry
 * date → `rdap`. The registry's server is taken from a built-in table by TLD (RDAP_BASE_URL overrides it) and reached
 * through the same target-safety guard as every check.
 */
export async function runDomainCheck(config: DomainConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const now = (context.now ?? Date.now)();
  let phase: CheckPhase = 'dns';
  let expiry: DomainExpiry | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns: null,
      connect: null,
      tls: null,
      firstByte: null,
      total: roundMs(performance.now() - deadline.started),
    },
    ...(expiry === undefined ? {} : { domain: expiry }),
  });
  try {
    const host = validateHostTarget(config.domain, { allowPrivateTargets: true, nameOnly: true });
    if (!host.ok) return result({ ok: false, code: host.code, message: host.message });
    let url = rdapDomainUrl(rdapBaseFor(host.hostname, context.rdapBaseUrl), host.hostname);
    for (let hop = 0; ; hop++) {
      phase = 'dns';
      deadline.enter('dns');
      const { response, body } = await get(url, context, deadline.signal);
      phase = 'body';
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && hop < MAX_RDAP_REDIRECTS) {
        const next = new URL(location, url);
        if (next.protocol !== 'https:' && next.protocol !== 'http:')
          throw new RdapError(`RDAP redirect to ${next.protocol}`, 'invalid');
        url = next;
        continue;
      }
      if (status === 404)
        return result({
          ok: false,
          code: 'rdap',
          message: `The registry does not know ${host.hostname} (RDAP 404)`,
          statusCode: status,
          rdapFailure: 'not_found',
        });
      if (status < 200 || status >= 300)
        return result({
          ok: false,
          code: 'rdap',
          message: `RDAP answered ${status}`,
          statusCode: status,
          rdapFailure: 'status',
        });
      let answer: unknown;
      try {
        answer = JSON.parse(body);
      } catch {
        return result({
          ok: false,
          code: 'rdap',
          message: 'The RDAP answer is not JSON',
          statusCode: status,
          rdapFailure: 'invalid',
        });
      }
      const expiresAt = expirationOf(answer);
      if (expiresAt === null) {
        return result({
          ok: false,
          code: 'rdap',
          message: 'The RDAP answer has no expiration event',
          statusCode: status,
          rdapFailure: 'no_expiration',
        });
      }
      const daysLeft = Math.floor((expiresAt.getTime() - now) / DAY_MS);
      expiry = { expiresAt: expiresAt.toISOString(), daysLeft };
      if (expiresAt.getTime() <= now) {
        return result({
          ok: false,
          code: 'domain_expired',
          message: `${host.hostname} expired on ${expiry.expiresAt}`,
          statusCode: status,
        });
      }
      const message = `${host.hostname} is registered until ${expiry.expiresAt} (${daysLeft} days)`;
      return result({
        ok: true,
        code: null,
        message,
        statusCode: status,
        ...(daysLeft <= config.warnDays ? { warning: { code: 'domain_expiring', message } } : {}),
      });
    }
  } catch (error) {
    if (error instanceof RdapError)
      return result({ ok: false, code: 'rdap', message: error.message, phase, rdapFailure: error.kind });
    const classified = classifyError(error, phase);
    // Cancelled, or a registry server on a private network (RDAP_BASE_URL): said as they are.
    if (classified.code === 'aborted' || classified.code === 'blocked_target')
      return result({ ...classified, ok: false, phase });
    // The registry's server is not the website: its failure is the lookup's, named as RDAP (the network code stays
    // for the worker's network health).
    return result({
      ok: false,
      code: 'rdap',
      message: `RDAP lookup failed: ${classified.message}`,
      phase,
      rdapFailure: classified.code === 'timeout' ? 'timeout' : 'unreachable',
      networkCode: classified.code,
    });
  } finally {
    deadline.dispose();
  }
}

export const domainChecker: CheckStrategy<'domain', DomainConfig> = {
  type: 'domain',
  configSchema: domainConfigSchema,
  configOf: ({ url, settings }) => ({ domain: url, ...present({ warnDays: settings.domainWarnDays }) }),
  websiteFields: { warnDays: 'domainWarnDays' },
  check: runDomainCheck,
};
