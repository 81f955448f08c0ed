import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPing, parsePingOutput, pingConfigSchema, runPingCheck } from './ping';
import type { CheckContext } from './types';

const IPUTILS = `PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.035 ms
64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.049 ms

--- 127.0.0.1 ping statistics ---
4 packets transmitted, 3 received, 25% packet loss, time 3004ms
rtt min/avg/max/mdev = 0.035/0.041/0.049/0.005 ms
`;
const IPUTILS_NO_REPLY = `PING 192.0.2.1 (192.0.2.1) 56(84) bytes of data.

--- 192.0.2.1 ping statistics ---
3 packets transmitted, 0 received, 100% packet loss, time 2030ms
`;
const BUSYBOX = `PING 10.0.0.1 (10.0.0.1): 56 data bytes
--- 10.0.0.1 ping statistics ---
2 packets transmitted, 2 packets received, 0% packet loss
round-trip min/avg/max = 1.101/1.250/1.399 ms
`;

describe('parsePingOutput', () => {
  it('reads iputils and BusyBox summaries', () => {
    expect(parsePingOutput(IPUTILS)).toEqual({
      sent: 4,
      received: 3,
      lossPercent: 25,
      rttMinMs: 0.035,
      rttAvgMs: 0.041,
      rttMaxMs: 0.049,
    });
    expect(parsePingOutput(IPUTILS_NO_REPLY)).toEqual({
      sent: 3,
      received: 0,
      lossPercent: 100,
      rttMinMs: null,
      rttAvgMs: null,
      rttMaxMs: null,
    });
    expect(parsePingOutput(BUSYBOX)).toMatchObject({ sent: 2, received: 2, lossPercent: 0, rttAvgMs: 1.25 });
    expect(parsePingOutput('ping: socket: Operation not permitted')).toBeNull();
  });
});

describe('ping checker with the system ping', () => {
  const system = findPing();
  const context: CheckContext = { deadlineMs: 5000, allowPrivateTargets: true };

  // This machine decides which branch runs: both assert a definite result (a ping that ran, or the clear code).
  it(`pings 127.0.0.1 (${system ?? 'no ping program on this machine: expects ping_unavailable'})`, async () => {
    const result = await runPingCheck(pingConfigSchema.parse({ host: '127.0.0.1', count: 2 }), context);
    if (system === null) {
      expect(result).toMatchObject({ ok: false, code: 'ping_unavailable' });
      expect(result.message).toMatch(/No ping program/);
    } else if (result.code === 'ping_unavailable') {
      expect(result.message).toMatch(/does not allow ping|Cannot run ping/);
    } else {
      expect(result).toMatchObject({ ok: true, ping: { sent: 2, received: 2, lossPercent: 0 } });
      expect(result.timings.total).toBe(result.ping?.rttAvgMs);
    }
  });
});

describe('ping checker: spawning, judging and target safety (a stand-in ping program prints iputils output)', () => {
  let dir: string;
  let fake: string;
  let calls: string;
  let denied: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hlidka-ping-'));
    calls = join(dir, 'calls');
    fake = join(dir, 'ping');
    denied = join(dir, 'ping-denied');
    // Prints the summary chosen by FAKE_PING_OUTPUT's file and records its arguments; exits like iputils (1 = no reply).
    await writeFile(join(dir, 'out'), IPUTILS);
    await writeFile(
      fake,
      `#!/bin/sh\necho "$@" >> "${calls}"\ncat "${join(dir, 'out')}"\ngrep -q ' 0 received' "${join(dir, 'out')}" && exit 1\nexit 0\n`,
    );
    await writeFile(denied, '#!/bin/sh\necho "ping: socket: Operation not permitted" >&2\nexit 2\n');
    await chmod(fake, 0o755);
    await chmod(denied, 0o755);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const context = (extra: Partial<CheckContext> = {}): CheckContext => ({
    deadlineMs: 4000,
    allowPrivateTargets: true,
    pingCommand: fake,
    ...extra,
  });
  const output = (text: string) => writeFile(join(dir, 'out'), text);

  it('runs the program with fixed arguments and the resolved address, and judges loss against the limit', async () => {
    await output(IPUTILS);
    const passed = await runPingCheck(
      pingConfigSchema.parse({ host: '127.0.0.1', count: 4, maxLossPercent: 25 }),
      context(),
    );
    expect(passed).toMatchObject({
      ok: true,
      resolvedAddress: '127.0.0.1',
      ping: { lossPercent: 25, rttAvgMs: 0.041 },
    });
    expect(passed.timings.total).toBe(0.041);
    const args = (await readFile(calls, 'utf8')).trim().split('\n').at(-1);
    expect(args).toBe('-4 -n -c 4 -i 0.2 -W 4 -w 4 127.0.0.1');

    await runPingCheck(pingConfigSchema.parse({ host: '127.0.0.1' }), context({ localAddress: '127.0.0.5' }));
    expect((await readFile(calls, 'utf8')).trim().split('\n').at(-1)).toBe(
      '-4 -n -c 4 -i 0.2 -W 4 -w 4 -I 127.0.0.5 127.0.0.1',
    );

    const failed = await runPingCheck(pingConfigSchema.parse({ host: '127.0.0.1', maxLossPercent: 10 }), context());
    expect(failed).toMatchObject({ ok: false, code: 'ping_loss', ping: { lossPercent: 25 } });
  });

  it('fails a host that never answers, and a round trip above the limit', async () => {
    await output(IPUTILS_NO_REPLY);
    expect(
      await runPingCheck(pingConfigSchema.parse({ host: '127.0.0.1', maxLossPercent: 100 }), context()),
    ).toMatchObject({
      ok: false,
      code: 'ping_loss',
      ping: { received: 0, lossPercent: 100 },
    });
    await output(BUSYBOX);
    expect(await runPingCheck(pingConfigSchema.parse({ host: '127.0.0.1', maxRttMs: 1 }), context())).toMatchObject({
      ok: false,
      code: 'response_time',
    });
  });

  it('says ping_unavailable when the system refuses ICMP or the program is missing', async () => {
    const config = pingConfigSchema.parse({ host: '127.0.0.1' });
    expect(await runPingCheck(config, context({ pingCommand: denied }))).toMatchObject({
      ok: false,
      code: 'ping_unavailable',
    });
    expect(await runPingCheck(config, context({ pingCommand: join(dir, 'missing') }))).toMatchObject({
      ok: false,
      code: 'ping_unavailable',
    });
  });

  it('refuses a private address before anything is sent, unless private targets are allowed', async () => {
    await output(IPUTILS);
    const before = (await readFile(calls, 'utf8')).length;
    const result = await runPingCheck(
      pingConfigSchema.parse({ host: '127.0.0.1' }),
      context({ allowPrivateTargets: false }),
    );
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
    expect((await readFile(calls, 'utf8')).length).toBe(before);
  });

  it('refuses what is not a host name or address', async () => {
    for (const host of ['-c 1 127.0.0.1', 'a b', 'http://x', '127.0.0.1;id']) {
      expect((await runPingCheck(pingConfigSchema.parse({ host }), context())).code, host).toBe('invalid_url');
    }
  });
});
