import { createSecureContext, type TLSSocket } from 'node:tls';
import { assertionSchema, HTTP_TOKEN } from '@hlidka/contract';
import { z } from 'zod';
import { type ResolvedTarget, resolveTarget } from '../net/guard';
import { validateTargetUrl } from '../net/target';
import {
  type AssertionFailure,
  assertionProblem,
  checkHeaderAssertions,
  checkJsonAssertions,
  describeFailure,
  parseJsonBody,
} from './assertions';
import { DRAIN_BODY_CAP, KEYWORD_BODY_CAP, type KeywordAssertion } from './body';
import { classifyCertificateFailure, expiryWarning, readCertificate } from './certificate';
import { startDeadline } from './errors';
import type { PhaseTimes } from './http1/connect';
import { Http1Exchange } from './http1/exchange';
import { serializeRequest, serverName } from './http1/request';
import type { ResponseHead } from './http1/response-parser';
import { DEFAULT_EXPECTED_STATUS, describeRanges, statusMatcherSchema, statusMatches, toRanges } from './status-codes';
import { present } from './target';
import type {
  CertificateInfo,
  CheckContext,
  CheckPhase,
  CheckResult,
  CheckStrategy,
  CheckTarget,
  CheckTimings,
  RedirectHop,
} from './types';

export const MAX_REDIRECTS = 5;
export const USER_AGENT = 'Hlidka/1.0 (uptime monitor; +https://hlidka.cz)';

// Hop-by-hop and framing headers are ours to set; a user value would break the fresh-connection measurement.
const RESERVED_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'te']);

export const keywordSchema = z.object({
  value: z.string().min(1).max(1024),
  mode: z.enum(['present', 'absent']).default('present'),
  caseSensitive: z.boolean().default(true),
});

const httpFields = {
  // Syntax and protocol only; where the URL points is decided by the context (allowPrivateTargets) at save and dial time.
  url: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .superRefine((url, ctx) => {
      if (url.length === 0) return;
      const target = validateTargetUrl(url, { allowPrivateTargets: true });
      if (!target.ok) ctx.addIssue({ code: 'custom', message: target.message });
    }),
  method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']).default('GET'),
  headers: z
    .record(
      z.string().regex(HTTP_TOKEN, 'Not a valid header name'),
      z
        .string()
        .max(8192)
        .regex(/^[^\r\n\0]*$/, 'Header values cannot contain line breaks'),
    )
    .refine((headers) => Object.keys(headers).every((name) => !RESERVED_HEADERS.has(name.toLowerCase())), {
      message: 'Connection, Content-Length, Transfer-Encoding, Keep-Alive, Upgrade and TE are set by the checker',
    })
    .default({}),
  body: z
    .string()
    .max(64 * 1024)
    .optional(),
  expectedStatus: z.array(statusMatcherSchema).min(1).max(20).default(DEFAULT_EXPECTED_STATUS),
  followRedirects: z.boolean().default(true),
  maxRedirects: z.number().int().min(0).max(MAX_REDIRECTS).default(MAX_REDIRECTS),
  maxResponseTimeMs: z.number().int().positive().max(300_000).optional(),
  /** Verify the server's certificate for https: URLs (off for self-signed internal sites). */
  verifyTls: z.boolean().default(true),
  /** Warn this many days before the certificate of an https: URL expires. */
  tlsWarnDays: z.number().int().min(0).max(365).optional(),
  /** JSON-body and header assertions; all must pass. */
  assertions: z
    .array(
      assertionSchema.superRefine((assertion, ctx) => {
        const problem = assertionProblem(assertion);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .max(20)
    .default([]),
};

const jsonNeedsBody = (c: { method: string; assertions: { source: string }[] }) =>
  !(c.method === 'HEAD' && c.assertions.some((a) => a.source === 'json'));

const noBodyForHead = (config: { method: string; body?: string | undefined }) =>
  !(config.body !== undefined && (config.method === 'GET' || config.method === 'HEAD'));

export const httpConfigSchema = z
  .object({ ...httpFields, keyword: keywordSchema.optional() })
  .refine(noBodyForHead, { message: 'GET and HEAD requests cannot have a body', path: ['body'] })
  .refine((c) => !(c.keyword && c.method === 'HEAD'), {
    message: 'A keyword check needs a body: use GET',
    path: ['method'],
  })
  .refine(jsonNeedsBody, { message: 'JSON assertions need a body: use GET', path: ['method'] });
export type HttpConfig = z.infer<typeof httpConfigSchema>;

export const keywordConfigSchema = z
  .object({ ...httpFields, keyword: keywordSchema })
  .refine(noBodyForHead, { message: 'GET and HEAD requests cannot have a body', path: ['body'] })
  .refine((c) => c.method !== 'HEAD', { message: 'A keyword check needs a body: use GET', path: ['method'] })
  .refine(jsonNeedsBody, { message: 'JSON assertions need a body: use GET', path: ['method'] });
export type KeywordConfig = z.infer<typeof keywordConfigSchema>;

interface HopRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

class Timer {
  dns = 0;
  connect = 0;
  tls = 0;
  firstByte = 0;
  sawDns = false;
  sawConnect = false;
  sawTls = false;
  sawFirstByte = false;

  addDns(ms: number | null) {
    if (ms === null) return;
    this.dns += ms;
    this.sawDns = true;
  }

  addHop(times: PhaseTimes) {
    if (times.connect !== undefined) {
      this.connect += times.connect - times.start;
      this.sawConnect = true;
    }
    if (times.secure !== undefined && times.connect !== undefined) {
      this.tls += times.secure - times.connect;
      this.sawTls = true;
    }
    const ready = times.secure ?? times.connect;
    if (times.firstByte !== undefined && ready !== undefined) {
      this.firstByte += times.firstByte - ready;
      this.sawFirstByte = true;
    }
  }

  result(total: number): CheckTimings {
    const round = (ms: number) => Math.round(ms * 1000) / 1000;
    return {
      dns: this.sawDns ? round(this.dns) : null,
      connect: this.sawConnect ? round(this.connect) : null,
      tls: this.sawTls ? round(this.tls) : null,
      firstByte: this.sawFirstByte ? round(this.firstByte) : null,
      total: round(total),
    };
  }
}

/** One request on a fresh connection to an already resolved and approved target; resolves on the response head. */
function sendOnce(
  hop: HopRequest,
  target: ResolvedTarget,
  config: { verifyTls: boolean },
  context: CheckContext,
  signal: AbortSignal,
  onPhase: (phase: CheckPhase, times: PhaseTimes) => void,
): Promise<Http1Exchange> {
  const https = hop.url.protocol === 'https:';
  const request = serializeRequest({
    url: hop.url,
    method: hop.method,
    headers: hop.headers,
    body: hop.body,
    userAgent: USER_AGENT,
  });
  // Built before the clock starts, so certificate-store work is not reported as the site's connect time.
  const secureContext = https ? createSecureContext(context.ca === undefined ? {} : { ca: context.ca }) : undefined;
  return Http1Exchange.send({
    dial: {
      target,
      port: hop.url.port === '' ? (https ? 443 : 80) : Number(hop.url.port),
      localAddress: context.localAddress,
      // A request written in one small segment is never held back by Nagle; a larger one could wait for an ACK.
      noDelay: request.payload.length > 1200,
      ...(https
        ? { tls: { servername: serverName(request.host), rejectUnauthorized: config.verifyTls, secureContext } }
        : {}),
    },
    payload: request.payload,
    noBody: hop.method === 'HEAD',
    guard: context,
    signal,
    onPhase,
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function nextHop(current: HopRequest, status: number, location: URL): HopRequest {
  // 303 always becomes GET; 301/302 turn a POST into a GET like browsers do; 307/308 keep method and body.
  const toGet =
    status === 303 ? current.method !== 'HEAD' : (status === 301 || status === 302) && current.method === 'POST';
  const sameOrigin = location.origin === current.url.origin;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(current.headers)) {
    const lower = name.toLowerCase();
    // Credentials never follow a redirect to another origin.
    if (!sameOrigin && (lower === 'authorization' || lower === 'cookie' || lower === 'proxy-authorization')) continue;
    if (toGet && (lower === 'content-type' || lower === 'content-encoding')) continue;
    headers[name] = value;
  }
  return {
    url: location,
    method: toGet ? 'GET' : current.method,
    headers,
    body: toGet ? undefined : current.body,
  };
}

export async function runHttpCheck(config: HttpConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const timer = new Timer();
  const redirects: RedirectHop[] = [];
  const ranges = toRanges(config.expectedStatus);
  const now = context.now ?? Date.now;
  let phase: CheckPhase = 'dns';
  let resolvedAddress: string | undefined;
  let resolvedAddresses: string[] | undefined;
  let certificate: CertificateInfo | undefined;
  let hop: HopRequest | null = null;
  let pendingHop: Http1Exchange | null = null;
  // Phase times of a hop still connecting, so a failure still reports how far it got.
  let inflight: PhaseTimes | null = null;
  let statusCode: number | undefined;

  const finish = (result: Omit<CheckResult, 'timings'>): CheckResult => {
    const out: CheckResult = { ...result, timings: timer.result(performance.now() - deadline.started) };
    if (resolvedAddress !== undefined) out.resolvedAddress = resolvedAddress;
    if (resolvedAddresses !== undefined) out.resolvedAddresses = resolvedAddresses;
    if (certificate !== undefined) out.tls = certificate;
    if (redirects.length > 0) out.redirects = redirects;
    if (hop !== null) out.finalUrl = hop.url.href;
    return out;
  };

  try {
    const first = validateTargetUrl(config.url, { allowPrivateTargets: true });
    if (!first.ok) return finish({ ok: false, code: first.code, message: first.message });
    hop = { url: new URL(first.url), method: config.method, headers: { ...config.headers }, body: config.body };

    for (;;) {
      phase = 'dns';
      deadline.enter('dns');
      statusCode = undefined;
      const hostname = hop.url.hostname.replace(/^\[|\]$/g, '');
      const target = await resolveTarget(hostname, context, deadline.signal);
      timer.addDns(target.dnsMs);
      resolvedAddresses ??= target.addresses.map((a) => a.address);

      const sent = await sendOnce(hop, target, config, context, deadline.signal, (p, times) => {
        phase = p;
        inflight = times;
        deadline.enter(p);
      });
      pendingHop = sent;
      inflight = null;
      timer.addHop(sent.times);
      resolvedAddress = sent.socket.remoteAddress ?? resolvedAddress;
      certificate =
        hop.url.protocol === 'https:' && 'getPeerX509Certificate' in sent.socket
          ? (readCertificate(sent.socket as TLSSocket, now()) ?? undefined)
          : undefined;
      const head = sent.head as ResponseHead;
      const status = head.statusCode;
      statusCode = status;
      const location = head.headers.location;

      if (config.followRedirects && REDIRECT_STATUSES.has(status) && location) {
        sent.close();
        pendingHop = null;
        let next: URL;
        try {
          next = new URL(location, hop.url);
        } catch {
          return finish({
            ok: false,
            code: 'invalid_redirect',
            message: `Redirect to an invalid URL: ${location}`,
            statusCode: status,
          });
        }
        redirects.push({ url: next.href, statusCode: status });
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          return finish({
            ok: false,
            code: 'invalid_redirect',
            message: `Redirect to an unsupported protocol: ${next.protocol}`,
            statusCode: status,
          });
        }
        if (redirects.length > config.maxRedirects) {
          return finish({
            ok: false,
            code: 'too_many_redirects',
            message: `More than ${config.maxRedirects} redirect(s)`,
            statusCode: status,
          });
        }
        hop = nextHop(hop, status, next);
        continue;
      }

      if (!statusMatches(status, ranges)) {
        sent.close();
        return finish({
          ok: false,
          code: 'status',
          message: `Status ${status} is not one of ${describeRanges(ranges)}`,
          statusCode: status,
        });
      }

      const assertionFailed = (failure: AssertionFailure, extra: Partial<CheckResult> = {}) =>
        finish({
          ok: false,
          code: 'assertion',
          message: describeFailure(failure),
          statusCode: status,
          assertion: failure,
          ...extra,
        });
      const headerFailure = checkHeaderAssertions(config.assertions, head.headers);
      if (headerFailure) {
        sent.close();
        return assertionFailed(headerFailure);
      }

      const keyword: KeywordAssertion | undefined = config.keyword;
      const json = config.assertions.some((a) => a.source === 'json');
      const observeBody = context.observe?.body === true;
      const body = await sent.readBody({
        keyword,
        cap: keyword || json || observeBody ? KEYWORD_BODY_CAP : DRAIN_BODY_CAP,
        collect: json || observeBody,
      });
      sent.close();
      pendingHop = null;
      const bodyFields = {
        bodyBytes: body.bytes,
        ...(body.kind === 'capped' && !keyword ? { bodyTruncated: true } : {}),
      };

      if (keyword) {
        const found = body.kind === 'found' || body.found === true;
        if (body.kind === 'capped' && !found) {
          return finish({
            ok: false,
            code: 'body_too_large',
            message: `Keyword search reads at most ${KEYWORD_BODY_CAP} bytes and the body is longer`,
            statusCode: status,
            ...bodyFields,
          });
        }
        if (found !== (keyword.mode === 'present')) {
          return finish({
            ok: false,
            code: 'keyword',
            message:
              keyword.mode === 'present'
                ? `Keyword "${keyword.value}" not found in the body`
                : `Keyword "${keyword.value}" found in the body`,
            statusCode: status,
            ...bodyFields,
          });
        }
      }

      if (json) {
        if (body.kind !== 'complete') {
          return finish({
            ok: false,
            code: 'body_too_large',
            message: `JSON assertions read at most ${KEYWORD_BODY_CAP} bytes and the body is longer`,
            statusCode: status,
            ...bodyFields,
          });
        }
        const jsonFailure = checkJsonAssertions(config.assertions, parseJsonBody(body.text ?? ''));
        if (jsonFailure) return assertionFailed(jsonFailure, bodyFields);
      }

      const observed =
        observeBody && body.kind === 'complete' && body.text !== undefined ? { bodyText: body.text } : {};
      const result = finish({
        ok: true,
        code: null,
        message: `Status ${status}`,
        statusCode: status,
        ...bodyFields,
        ...observed,
      });
      if (config.maxResponseTimeMs !== undefined && result.timings.total > config.maxResponseTimeMs) {
        return {
          ...result,
          ok: false,
          code: 'response_time',
          message: `Response took ${Math.round(result.timings.total)} ms, more than ${config.maxResponseTimeMs} ms`,
        };
      }
      const warning = certificate ? expiryWarning(certificate, config.tlsWarnDays) : undefined;
      return warning ? { ...result, warning } : result;
    }
  } catch (error) {
    const failedPhase: CheckPhase = phase;
    (pendingHop as Http1Exchange | null)?.close();
    if (inflight !== null) timer.addHop(inflight);
    const classified = classifyCertificateFailure(error, failedPhase, now(), certificate);
    certificate = classified.certificate;
    return finish({
      ...classified.failure,
      ok: false,
      phase: failedPhase,
      ...(statusCode === undefined ? {} : { statusCode }),
    });
  } finally {
    deadline.dispose();
  }
}

/** The request of an http or keyword website: its URL and settings. */
export function httpConfigOf({ url, settings }: CheckTarget<'http' | 'keyword'>) {
  const { type: _type, ...request } = settings;
  return { url, ...present(request) };
}

export const httpChecker: CheckStrategy<'http', HttpConfig> = {
  type: 'http',
  configSchema: httpConfigSchema,
  configOf: httpConfigOf,
  check: runHttpCheck,
};
