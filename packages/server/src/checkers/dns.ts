import { Resolver } from 'node:dns/promises';
import { isIPv6 } from 'node:net';
import { dnsRecordTypeSchema } from '@hlidka/contract';
import { z } from 'zod';
import { assertAllowedAddress } from '../net/guard';
import { validateHostTarget, validateResolverAddress } from '../net/target';
import { classifyError, startDeadline } from './errors';
import { present, roundMs } from './target';
import type { CheckContext, CheckResult, CheckStrategy } from './types';

export const dnsConfigSchema = z.object({
  /** The name to ask about. */
  host: z.string().trim().min(1).max(253),
  recordType: dnsRecordTypeSchema.default('A'),
  expected: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
  match: z.enum(['any', 'all']).default('any'),
  /** `IP` or `IP:port`; absent = the system's resolvers. */
  resolver: z
    .string()
    .trim()
    .max(100)
    .superRefine((value, ctx) => {
      const target = validateResolverAddress(value, { allowPrivateTargets: true });
      if (!target.ok) ctx.addIssue({ code: 'custom', message: target.message });
    })
    .optional(),
});
export type DnsConfig = z.infer<typeof dnsConfigSchema>;

const name = (value: string) => value.toLowerCase().replace(/\.$/, '');

/** The answer of one query, each value as a person writes it (names in lower case, MX as `10 mail.example.com`). */
async function query(resolver: Resolver, host: string, type: DnsConfig['recordType']): Promise<string[]> {
  switch (type) {
    case 'A':
      return resolver.resolve4(host);
    case 'AAAA':
      return resolver.resolve6(host);
    case 'CNAME':
      return (await resolver.resolveCname(host)).map(name);
    case 'NS':
      return (await resolver.resolveNs(host)).map(name);
    case 'MX':
      return (await resolver.resolveMx(host))
        .sort((a, b) => a.priority - b.priority)
        .map((mx) => `${mx.priority} ${name(mx.exchange)}`);
    case 'TXT':
      return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''));
  }
}

/** Whether one expected value is in the answer (names without case or trailing dot; MX with or without priority). */
function holds(answers: readonly string[], expected: string, type: DnsConfig['recordType']): boolean {
  if (type === 'TXT') return answers.includes(expected);
  if (type === 'A' || type === 'AAAA') return answers.some((a) => a === expected.trim());
  const wanted = name(expected.trim()).replace(/\s+/g, ' ');
  return answers.some((answer) => answer === wanted || (type === 'MX' && answer.split(' ')[1] === wanted));
}

/**
 * Asks a resolver (the system's, or one the user chose) for one record type of a name and compares the answer with
 * the expected values: `any` needs one of them, `all` every one; without expected values any answer passes. No answer
 * (NXDOMAIN, NODATA) is `dns`; an answer without the expected values is `dns_mismatch`.
 */
export async function runDnsCheck(config: DnsConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  let dnsMs: number | null = null;
  let answers: string[] | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns: dnsMs,
      connect: null,
      tls: null,
      firstByte: null,
      total: roundMs(performance.now() - deadline.started),
    },
    ...(answers === undefined ? {} : { dnsAnswers: answers }),
  });
  const limit = Math.max(1, Math.min(context.deadlineMs, context.phaseTimeoutsMs?.dns ?? context.deadlineMs));
  const resolver = new Resolver({ timeout: limit, tries: 1 });
  const onAbort = () => resolver.cancel();
  try {
    const host = validateHostTarget(config.host, { allowPrivateTargets: true, nameOnly: true });
    if (!host.ok) return result({ ok: false, code: host.code, message: host.message });
    if (config.resolver !== undefined) {
      const server = validateResolverAddress(config.resolver, { allowPrivateTargets: true });
      if (!server.ok) return result({ ok: false, code: server.code, message: server.message });
      // The resolver is the address this check sends packets to: the target-safety rule applies to it.
      assertAllowedAddress(server.address, server.address, context);
      resolver.setServers([server.server]);
    }
    // CHECK_SOURCE_ADDRESS: the queries leave from this worker's address.
    if (context.localAddress) {
      if (isIPv6(context.localAddress)) resolver.setLocalAddress('0.0.0.0', context.localAddress);
      else resolver.setLocalAddress(context.localAddress);
    }
    deadline.enter('dns');
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    const queried = query(resolver, host.hostname, config.recordType);
    const aborted = new Promise<never>((_, reject) => {
      if (deadline.signal.aborted) reject(deadline.signal.reason);
      deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason), { once: true });
    });
    answers = await Promise.race([queried, aborted]);
    dnsMs = roundMs(performance.now() - started);
    if (answers.length === 0) {
      return result({
        ok: false,
        code: 'dns',
        message: `No ${config.recordType} records for ${host.hostname}`,
        phase: 'dns',
      });
    }
    const found = config.expected.filter((value) => holds(answers ?? [], value, config.recordType));
    const passes =
      config.expected.length === 0 ||
      (config.match === 'all' ? found.length === config.expected.length : found.length > 0);
    if (!passes) {
      return result({
        ok: false,
        code: 'dns_mismatch',
        dnsExpected: config.expected,
        message: `${config.recordType} ${host.hostname} answered ${answers.join(', ')}; expected ${config.match} of ${config.expected.join(', ')}`,
      });
    }
    return result({ ok: true, code: null, message: `${config.recordType} ${host.hostname}: ${answers.join(', ')}` });
  } catch (error) {
    // c-ares codes (ENOTFOUND, ENODATA, ESERVFAIL, ETIMEOUT, ECONNREFUSED) are DNS failures of this check.
    const code = (error as { code?: string } | undefined)?.code;
    if (code === 'ETIMEOUT') {
      return result({
        ok: false,
        code: 'timeout',
        message: `The resolver did not answer within ${limit} ms`,
        phase: 'dns',
      });
    }
    if (
      code === 'ECONNREFUSED' ||
      code === 'EREFUSED' ||
      code === 'ECANCELLED' ||
      code === 'ENOTFOUND' ||
      code === 'ENODATA'
    ) {
      if (code === 'ECANCELLED' && deadline.signal.aborted) {
        return result({ ...classifyError(deadline.signal.reason, 'dns'), ok: false, phase: 'dns' });
      }
      return result({
        ok: false,
        code: 'dns',
        message: `DNS query failed: ${code}: ${(error as Error).message}`,
        phase: 'dns',
      });
    }
    return result({ ...classifyError(error, 'dns'), ok: false, phase: 'dns' });
  } finally {
    deadline.signal.removeEventListener('abort', onAbort);
    resolver.cancel();
    deadline.dispose();
  }
}

export const dnsChecker: CheckStrategy<'dns', DnsConfig> = {
  type: 'dns',
  configSchema: dnsConfigSchema,
  configOf: ({ url, settings }) => ({ host: url, ...present(settings.dns) }),
  websiteFields: {
    recordType: 'dns.recordType',
    expected: 'dns.expected',
    match: 'dns.match',
    resolver: 'dns.resolver',
  },
  check: runDnsCheck,
};
