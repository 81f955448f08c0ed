import { describe, expect, it } from 'vitest';
import { mapResolver } from '../testing/servers';
import { BlockedTargetError, createGuardedLookup, pinnedLookup, resolveTarget, systemResolver } from './guard';

const signal = () => AbortSignal.timeout(5000);

describe('resolveTarget', () => {
  it('resolves and returns every address with the time taken', async () => {
    const resolver = mapResolver({ 'site.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    const target = await resolveTarget('site.test', { allowPrivateTargets: false, resolver }, signal());
    expect(target.addresses).toHaveLength(2);
    expect(target.dnsMs).toBeGreaterThanOrEqual(0);
  });

  it('does not resolve IP literals and reports no DNS time', async () => {
    const target = await resolveTarget('8.8.8.8', { allowPrivateTargets: false }, signal());
    expect(target).toEqual({ hostname: '8.8.8.8', addresses: [{ address: '8.8.8.8', family: 4 }], dnsMs: null });
  });

  it('refuses a name resolving to loopback, and a name mixing public and private addresses', async () => {
    const resolver = mapResolver({ 'rebind.test': ['127.0.0.1'], 'mixed.test': ['93.184.216.34', '10.0.0.7'] });
    await expect(resolveTarget('rebind.test', { allowPrivateTargets: false, resolver }, signal())).rejects.toThrow(
      BlockedTargetError,
    );
    await expect(resolveTarget('mixed.test', { allowPrivateTargets: false, resolver }, signal())).rejects.toMatchObject(
      { code: 'EBLOCKEDTARGET', address: '10.0.0.7', addressClass: 'private' },
    );
    await expect(resolveTarget('mixed.test', { allowPrivateTargets: true, resolver }, signal())).resolves.toBeTruthy();
  });

  it('refuses the real localhost through the system resolver', async () => {
    await expect(resolveTarget('localhost', { allowPrivateTargets: false }, signal())).rejects.toMatchObject({
      code: 'EBLOCKEDTARGET',
      addressClass: 'loopback',
    });
  });

  it('refuses IPv4-mapped and other disguised answers from DNS', async () => {
    const resolver = mapResolver({ 'mapped.test': ['::ffff:169.254.169.254'] });
    await expect(
      resolveTarget('mapped.test', { allowPrivateTargets: false, resolver }, signal()),
    ).rejects.toMatchObject({ addressClass: 'metadata' });
  });

  it('the system resolver gives up when the check is cancelled', async () => {
    const controller = new AbortController();
    const reason = new Error('deadline');
    const pending = systemResolver('localhost', controller.signal);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(systemResolver('localhost', AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});

describe('pinnedLookup and createGuardedLookup', () => {
  it('answers in both callback shapes', async () => {
    const lookup = pinnedLookup([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
    const all = await new Promise((resolve) => lookup('x', { all: true }, (_e, a) => resolve(a)));
    expect(all).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800::1', family: 6 },
    ]);
    const one = await new Promise((resolve) => lookup('x', { family: 6 }, (_e, a, f) => resolve([a, f])));
    expect(one).toEqual(['2606:2800::1', 6]);
  });

  it('a guarded lookup refuses private answers', async () => {
    const lookup = createGuardedLookup({
      allowPrivateTargets: false,
      resolver: mapResolver({ 'rebind.test': ['192.168.1.1'] }),
    });
    const error = await new Promise((resolve) => lookup('rebind.test', {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(BlockedTargetError);
  });
});
