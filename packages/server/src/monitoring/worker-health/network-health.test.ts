import { describe, expect, it } from 'vitest';
import { NetworkHealth } from './network-health';

/** One check of each host, a millisecond apart from `at` on. */
function checkHosts(health: NetworkHealth, hosts: string[], code: string | null, at: number) {
  hosts.forEach((host, i) => {
    health.record(at + i, host, code);
  });
}

const hosts = (from: number, count: number) => Array.from({ length: count }, (_, i) => `host-${from + i}`);

describe('NetworkHealth', () => {
  it('turns unhealthy when the latest checks of ten distinct hosts (90 %) failed with network codes', () => {
    const health = new NetworkHealth();
    checkHosts(health, hosts(0, 9), 'dns', 1000);
    expect(health.healthy(2000)).toBe(true); // only 9 hosts
    health.record(1010, 'host-9', 'unreachable');
    expect(health.healthy(2000)).toBe(false);
    expect(health.unhealthySince).toEqual(new Date(1010));
  });

  it('trips after a healthy minute as soon as ten hosts fail, not when failures outweigh a minute of successes', () => {
    const health = new NetworkHealth();
    // A minute of healthy rounds over twelve hosts…
    for (let round = 0; round < 6; round++) checkHosts(health, hosts(0, 12), null, round * 10_000);
    // …then the network fails: a 60-s ratio would still be far below 90 %.
    checkHosts(health, hosts(0, 9), 'refused', 60_000);
    expect(health.healthy(60_010)).toBe(false);
    expect(health.stats(60_010)).toMatchObject({ hosts: 10, failingHosts: 9 });
  });

  it('stays healthy with a few failing hosts among healthy ones, and for many websites on one host', () => {
    const some = new NetworkHealth();
    checkHosts(some, hosts(0, 12), null, 1000);
    checkHosts(some, hosts(0, 2), 'refused', 2000);
    expect(some.healthy(3000)).toBe(true);
    const oneHost = new NetworkHealth();
    for (let i = 0; i < 50; i++) oneHost.record(1000 + i, 'shared-hosting.example.cz', 'timeout');
    expect(oneHost.healthy(2000)).toBe(true);
    // Status failures are the websites' own problem, not the worker's network.
    const statuses = new NetworkHealth();
    checkHosts(statuses, hosts(0, 20), 'status', 1000);
    expect(statuses.healthy(2000)).toBe(true);
  });

  it('is healthy again when hosts answer, or when its failures are older than ten minutes', () => {
    const recovering = new NetworkHealth();
    checkHosts(recovering, hosts(0, 12), 'timeout', 1000);
    expect(recovering.healthy(2000)).toBe(false);
    recovering.record(3000, 'host-0', null);
    expect(recovering.healthy(3000)).toBe(false); // 9 of 10 still failing
    recovering.record(3001, 'host-1', null);
    expect(recovering.healthy(3001)).toBe(true);
    expect(recovering.unhealthySince).toBeNull();
    const quiet = new NetworkHealth();
    checkHosts(quiet, hosts(0, 12), 'dns', 1000);
    expect(quiet.healthy(2000)).toBe(false);
    expect(quiet.healthy(2000 + 10 * 60_000)).toBe(true);
  });
});
