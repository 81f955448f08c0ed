import { connect, type Socket } from 'node:net';
import { z } from 'zod';
import { guardSocket, pinnedLookup } from '../net/guard';
import { classifyError, startDeadline } from './errors';
import { resolveHostPort, roundMs, splitHostPort } from './target';
import type { CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const tcpConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65535),
});
export type TcpConfig = z.infer<typeof tcpConfigSchema>;

/** Opens a TCP connection to host:port on a fresh socket and closes it at once. */
export async function runTcpCheck(config: TcpConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let connectMs: number | null = null;
  let resolvedAddress: string | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns,
      connect: connectMs,
      tls: null,
      firstByte: null,
      total: roundMs(performance.now() - deadline.started),
    },
    ...(resolvedAddress === undefined ? {} : { resolvedAddress }),
  });
  try {
    const parsed = await resolveHostPort(config, context, deadline);
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    const { target } = parsed;
    dns = parsed.dns;
    phase = 'connect';
    deadline.enter('connect');
    const started = performance.now();
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect({
        host: target.hostname,
        port: parsed.port,
        lookup: pinnedLookup(target.addresses),
        ...(context.localAddress ? { localAddress: context.localAddress } : {}),
      });
      guardSocket(s, target, context);
      const onAbort = () => s.destroy(deadline.signal.reason as Error);
      deadline.signal.addEventListener('abort', onAbort, { once: true });
      s.once('connect', () => {
        connectMs = roundMs(performance.now() - started);
        deadline.signal.removeEventListener('abort', onAbort);
        resolve(s);
      });
      s.once('error', (error) => {
        deadline.signal.removeEventListener('abort', onAbort);
        reject(error);
      });
    });
    resolvedAddress = socket.remoteAddress;
    // The guard destroys a socket that reached an address it must not; it runs before our 'connect' listener.
    if (socket.destroyed) throw socket.errored ?? new Error('Connection closed');
    socket.destroy();
    return result({ ok: true, code: null, message: `Connected to ${parsed.hostname}:${parsed.port}` });
  } catch (error) {
    return result({ ...classifyError(error, phase), ok: false, phase });
  } finally {
    deadline.dispose();
  }
}

export const tcpChecker: CheckStrategy<'tcp', TcpConfig> = {
  type: 'tcp',
  configSchema: tcpConfigSchema,
  configOf: ({ url }) => splitHostPort(url),
  check: runTcpCheck,
};
