import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { z } from 'zod';
import { resolveTarget } from '../net/guard';
import { validateHostTarget } from '../net/target';
import { classifyError, startDeadline } from './errors';
import { present, roundMs } from './target';
import type { CheckContext, CheckPhase, CheckResult, CheckStrategy, PingStats } from './types';

export const pingConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  count: z.number().int().min(1).max(10).default(4),
  maxLossPercent: z.number().int().min(0).max(100).default(25),
  maxRttMs: z.number().int().min(1).max(60_000).optional(),
});
export type PingConfig = z.infer<typeof pingConfigSchema>;

/**
 * The system's `ping` (iputils or BusyBox) on PATH or in the usual places; null when there is none. Node has no ICMP
 * sockets, so the program sends the echo requests (unprivileged through `net.ipv4.ping_group_range`, or setuid/caps).
 */
export function findPing(pathEnv = process.env.PATH ?? ''): string | null {
  const dirs = [...pathEnv.split(delimiter).filter(Boolean), '/usr/bin', '/bin', '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    const candidate = join(dir, 'ping');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Packet counts and round trips from ping's summary (iputils and BusyBox wording); null when there is none. */
export function parsePingOutput(output: string): PingStats | null {
  const packets = /(\d+) packets transmitted, (\d+) (?:packets )?received/.exec(output);
  if (!packets) return null;
  const sent = Number(packets[1]);
  const received = Number(packets[2]);
  const rtt = /(?:rtt|round-trip) min\/avg\/max(?:\/(?:mdev|stddev))? = ([\d.]+)\/([\d.]+)\/([\d.]+)/.exec(output);
  return {
    sent,
    received,
    lossPercent: sent === 0 ? 100 : Math.round(((sent - received) / sent) * 1000) / 10,
    rttMinMs: rtt ? Number(rtt[1]) : null,
    rttAvgMs: rtt ? Number(rtt[2]) : null,
    rttMaxMs: rtt ? Number(rtt[3]) : null,
  };
}

/** Words of ping's error output that mean this system does not let it send ICMP (not that the target is down). */
const NOT_PERMITTED = /operation not permitted|permission denied|socket: |icmp open socket|cap_net_raw|setuid/i;

interface PingRun {
  code: number | null;
  output: string;
  errors: string;
}

function runPing(command: string, args: string[], signal: AbortSignal): Promise<PingRun> {
  return new Promise<PingRun>((resolve, reject) => {
    // Fixed arguments, never a shell: the address is a validated literal.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { LC_ALL: 'C', PATH: '/usr/bin:/bin' },
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (output.length < 64 * 1024) output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errors.length < 16 * 1024) errors += chunk;
    });
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) reject(signal.reason);
      else resolve({ code, output, errors });
    });
  });
}

/**
 * Sends `count` ICMP echo requests to the host's first resolved address (checked by the target-safety guard first) with
 * the system's `ping`, and judges packet loss (`ping_loss` above `maxLossPercent`) and the average round trip
 * (`response_time` above `maxRttMs`). Without a usable `ping` the result is `ping_unavailable`. `timings.total` is the
 * average round trip, so the response-time chart shows it.
 */
export async function runPingCheck(config: PingConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let resolvedAddress: string | undefined;
  let stats: PingStats | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: {
      dns,
      connect: null,
      tls: null,
      firstByte: null,
      total: stats?.rttAvgMs ?? roundMs(performance.now() - deadline.started),
    },
    ...(resolvedAddress === undefined ? {} : { resolvedAddress }),
    ...(stats === undefined ? {} : { ping: stats }),
  });
  try {
    const host = validateHostTarget(config.host, { allowPrivateTargets: true });
    if (!host.ok) return result({ ok: false, code: host.code, message: host.message });
    const command = context.pingCommand ?? findPing();
    if (command === null) {
      return result({ ok: false, code: 'ping_unavailable', message: 'No ping program on this system' });
    }
    deadline.enter('dns');
    const target = await resolveTarget(host.hostname, context, deadline.signal);
    dns = target.dnsMs === null ? null : roundMs(target.dnsMs);
    const address = target.addresses[0];
    if (!address) throw Object.assign(new Error(`${host.hostname} has no addresses`), { code: 'ENOTFOUND' });
    resolvedAddress = address.address;
    phase = 'connect';
    deadline.enter('connect');
    // Each reply may take the rest of the deadline; the whole run ends by it (-w), and we kill it after that.
    const seconds = Math.max(1, Math.floor(context.deadlineMs / 1000));
    const args = [
      address.family === 6 ? '-6' : '-4',
      '-n',
      '-c',
      String(config.count),
      '-i',
      '0.2',
      '-W',
      String(Math.max(1, Math.min(seconds, 10))),
      '-w',
      String(seconds),
      // CHECK_SOURCE_ADDRESS: the packets leave from this worker's address.
      ...(context.localAddress ? ['-I', context.localAddress] : []),
      address.address,
    ];
    const run = await runPing(command, args, deadline.signal);
    stats = parsePingOutput(run.output) ?? undefined;
    if (stats === undefined) {
      if (NOT_PERMITTED.test(run.errors) || run.code === 126 || run.code === 127) {
        return result({
          ok: false,
          code: 'ping_unavailable',
          message: `This system does not allow ping: ${run.errors.trim() || `exit ${run.code}`}`,
        });
      }
      return result({ ok: false, code: 'error', message: `ping failed: ${run.errors.trim() || `exit ${run.code}`}` });
    }
    if (stats.received === 0 || stats.lossPercent > config.maxLossPercent) {
      return result({
        ok: false,
        code: 'ping_loss',
        message: `${stats.lossPercent}% packet loss (${stats.received} of ${stats.sent} replies), more than ${config.maxLossPercent}%`,
      });
    }
    if (config.maxRttMs !== undefined && stats.rttAvgMs !== null && stats.rttAvgMs > config.maxRttMs) {
      return result({
        ok: false,
        code: 'response_time',
        message: `Average round trip ${stats.rttAvgMs} ms, more than ${config.maxRttMs} ms`,
      });
    }
    return result({
      ok: true,
      code: null,
      message: `${stats.received}/${stats.sent} replies, ${stats.lossPercent}% loss, avg ${stats.rttAvgMs} ms`,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT' || (error as { code?: string }).code === 'EACCES') {
      return result({ ok: false, code: 'ping_unavailable', message: `Cannot run ping: ${(error as Error).message}` });
    }
    return result({ ...classifyError(error, phase), ok: false, phase });
  } finally {
    deadline.dispose();
  }
}

export const pingChecker: CheckStrategy<'ping', PingConfig> = {
  type: 'ping',
  configSchema: pingConfigSchema,
  configOf: ({ url, settings }) => ({ host: url, ...present(settings.ping) }),
  websiteFields: { count: 'ping.count', maxLossPercent: 'ping.maxLossPercent', maxRttMs: 'ping.maxRttMs' },
  check: runPingCheck,
};
