import { createSocket } from 'node:dgram';
import { udpBytes, udpSettingsSchema } from '@hlidka/contract';
import { z } from 'zod';
import type { ResolvedAddress } from '../net/guard';
import { classifyError, startDeadline } from './errors';
import { resolveHostPort, roundMs, splitHostPort } from './target';
import type { CheckContext, CheckPhase, CheckResult, CheckStrategy } from './types';

export const udpConfigSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1).max(65535),
  udp: udpSettingsSchema,
});
export type UdpConfig = z.infer<typeof udpConfigSchema>;

interface Exchange {
  address: ResolvedAddress;
  port: number;
  payload: Uint8Array;
  localAddress: string | undefined;
  signal: AbortSignal;
  /** Called when the datagram has left. */
  onSent(): void;
}

/**
 * Sends one datagram from a socket connected to the approved address and resolves with the first datagram back. The
 * connected socket hears the ICMP port-unreachable as ECONNREFUSED; the signal closes it (deadline, cancel).
 */
function exchange({ address, port, payload, localAddress, signal, onSent }: Exchange): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createSocket(address.family === 6 ? 'udp6' : 'udp4');
    let settled = false;
    const finish = (error: unknown, reply?: Buffer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      socket.close();
      if (reply) resolve(reply);
      else reject(error);
    };
    const onAbort = () => finish(signal.reason);
    if (signal.aborted) return finish(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.on('error', (error) => finish(error));
    socket.once('message', (reply) => finish(null, reply));
    const send = () => socket.send(payload, (error) => (error ? finish(error) : onSent()));
    const connect = () => socket.connect(port, address.address, send);
    if (localAddress) socket.bind({ address: localAddress, port: 0 }, connect);
    else connect();
  });
}

/** Whether a reply holds `expected` anywhere (a byte search). */
const contains = (reply: Buffer, expected: Uint8Array) => reply.indexOf(expected) !== -1;

/**
 * Sends the payload as one datagram to host:port and waits for a reply until the deadline: any reply passes, or one
 * that contains the expected bytes. No reply is `timeout`, an ICMP port-unreachable `refused`, a reply without the
 * expected bytes `keyword`.
 */
export async function runUdpCheck(config: UdpConfig, context: CheckContext): Promise<CheckResult> {
  const deadline = startDeadline(context);
  let phase: CheckPhase = 'dns';
  let dns: number | null = null;
  let firstByte: number | null = null;
  let resolvedAddress: string | undefined;
  const result = (fields: Omit<CheckResult, 'timings'>): CheckResult => ({
    ...fields,
    timings: { dns, connect: null, tls: null, firstByte, total: roundMs(performance.now() - deadline.started) },
    ...(resolvedAddress === undefined ? {} : { resolvedAddress }),
  });
  try {
    const payload = udpBytes(config.udp.payload, config.udp.encoding) ?? new Uint8Array();
    const expected = config.udp.expected === null ? null : udpBytes(config.udp.expected, config.udp.encoding);
    const parsed = await resolveHostPort(config, context, deadline);
    if (!parsed.ok) return result({ ok: false, code: parsed.code, message: parsed.message });
    dns = parsed.dns;
    const { address } = parsed;
    resolvedAddress = address.address;
    phase = 'firstByte';
    deadline.enter('firstByte');
    let sentAt = performance.now();
    const reply = await exchange({
      address,
      port: parsed.port,
      payload,
      localAddress: context.localAddress,
      signal: deadline.signal,
      onSent: () => {
        sentAt = performance.now();
      },
    });
    firstByte = roundMs(performance.now() - sentAt);
    if (expected && !contains(reply, expected)) {
      return result({
        ok: false,
        code: 'keyword',
        message: `The reply (${reply.length} bytes) does not contain the expected ${expected.length} bytes`,
      });
    }
    return result({ ok: true, code: null, message: `Reply of ${reply.length} bytes from ${address.address}` });
  } catch (error) {
    return result({ ...classifyError(error, phase), ok: false, phase });
  } finally {
    deadline.dispose();
  }
}

export const udpChecker: CheckStrategy<'udp', UdpConfig> = {
  type: 'udp',
  configSchema: udpConfigSchema,
  configOf: ({ url, settings }) => ({ ...splitHostPort(url), udp: settings.udp }),
  check: runUdpCheck,
};
