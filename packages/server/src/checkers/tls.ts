import { isIP } from 'node:net';
import { connect, createSecureContext, type TLSSocket } from 'node:tls';
import { z } from 'zod';
import { guardSocket, pinnedLookup } from '../net/guard';
import { judgeCertificate } from './certificate';
import { classifyError, startDeadline } from './errors';
import { present, resolveHostPort, roundMs, splitHostPort } from './target';
import type { CertificateInfo, CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const DEFAULT_TLS_WARN_DAYS = 14;

export const tlsConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65535).default(443),
  /** SNI and the name the certificate must match; defaults to `host`. */
  servername: z.string().trim().min(1).max(253).optional(),
  /** Warn this many days before expiry (the result stays ok). */
  warnDays: z.number().int().min(0).max(365).default(DEFAULT_TLS_WARN_DAYS),
});
export type TlsConfig = z.infer<typeof tlsConfigSchema>;

/**
 * Completes a TLS handshake, reads the leaf certificate and judges it: expired → `cert_expired`; any other verification
 * failure (self-signed, unknown issuer, wrong host name, not yet valid) → `tls`; expiring within `warnDays` → ok with a
 * `warning`. The certificate details are returned in every case where the handshake completed.
 */
export async function runTlsCheck(config: TlsConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  const now = (context.now ?? Date.now)();
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let connectMs: number | null = null;
  let tlsMs: number | null = null;
  let resolvedAddress: string | undefined;
  let certificate: CertificateInfo | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns,
      connect: connectMs,
      tls: tlsMs,
      firstByte: null,
      total: roundMs(performance.now() - deadline.started),
    },
    ...(resolvedAddress === undefined ? {} : { resolvedAddress }),
    ...(certificate === undefined ? {} : { tls: certificate }),
  });
  try {
    const parsed = await resolveHostPort(config, context, deadline);
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    const { target } = parsed;
    dns = parsed.dns;
    const servername = config.servername ?? parsed.hostname;
    phase = 'connect';
    deadline.enter('connect');
    // Built before the clock starts, so certificate-store work is not reported as the site's connect time.
    const secureContext = createSecureContext(context.ca === undefined ? {} : { ca: context.ca });
    const started = performance.now();
    let connectedAt = started;
    const socket = await new Promise<TLSSocket>((resolve, reject) => {
      const s = connect({
        host: target.hostname,
        port: parsed.port,
        lookup: pinnedLookup(target.addresses),
        ...(context.localAddress ? { localAddress: context.localAddress } : {}),
        // SNI must not be an IP address.
        ...(isIP(servername) ? {} : { servername }),
        // Verification is judged below, so an invalid certificate is still read and reported.
        rejectUnauthorized: false,
        secureContext,
      });
      guardSocket(s, target, context);
      const onAbort = () => s.destroy(deadline.signal.reason as Error);
      deadline.signal.addEventListener('abort', onAbort, { once: true });
      s.once('connect', () => {
        connectedAt = performance.now();
        connectMs = roundMs(connectedAt - started);
        phase = 'tls';
        deadline.enter('tls');
      });
      s.once('secureConnect', () => {
        tlsMs = roundMs(performance.now() - connectedAt);
        deadline.signal.removeEventListener('abort', onAbort);
        resolve(s);
      });
      s.once('error', (error) => {
        deadline.signal.removeEventListener('abort', onAbort);
        reject(error);
      });
    });
    resolvedAddress = socket.remoteAddress;
    const judged = judgeCertificate(socket, { now, warnDays: config.warnDays, servername });
    certificate = judged.certificate;
    socket.destroy();
    return result(judged.outcome);
  } catch (error) {
    return result({ ...classifyError(error, phase), ok: false, phase });
  } finally {
    deadline.dispose();
  }
}

export const tlsChecker: CheckStrategy<'tls', TlsConfig> = {
  type: 'tls',
  configSchema: tlsConfigSchema,
  configOf: ({ url, settings }) => {
    const { host, port } = splitHostPort(url);
    return { host, port: port || 443, ...present({ warnDays: settings.tlsWarnDays }) };
  },
  websiteFields: { warnDays: 'tlsWarnDays' },
  check: runTlsCheck,
};
