import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../testing/dns-server';
import { dnsConfigSchema, runDnsCheck } from './dns';
import type { CheckContext } from './types';

let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer(
    {
      'example.test': {
        A: ['192.0.2.10', '192.0.2.11'],
        AAAA: ['2001:db8::10'],
        MX: [
          { preference: 20, exchange: 'backup.example.test' },
          { preference: 10, exchange: 'mail.example.test' },
        ],
        TXT: ['v=spf1 -all'],
        NS: ['ns1.example.test', 'ns2.example.test'],
      },
      'www.example.test': { CNAME: ['example.test'] },
    },
    { silent: ['slow.example.test'] },
  );
});

afterAll(async () => {
  await dns?.close();
});

const local: CheckContext = { deadlineMs: 3000, allowPrivateTargets: true };
const check = (input: Record<string, unknown>, context: CheckContext = local) =>
  runDnsCheck(dnsConfigSchema.parse({ resolver: dns.server, ...input }), context);

describe('dns checker against a local DNS server', () => {
  it('answers every record type, normalised, through the chosen resolver', async () => {
    expect(await check({ host: 'example.test', recordType: 'A' })).toMatchObject({
      ok: true,
      dnsAnswers: ['192.0.2.10', '192.0.2.11'],
    });
    expect((await check({ host: 'example.test', recordType: 'AAAA' })).dnsAnswers).toEqual(['2001:db8::10']);
    expect((await check({ host: 'example.test', recordType: 'MX' })).dnsAnswers).toEqual([
      '10 mail.example.test',
      '20 backup.example.test',
    ]);
    expect((await check({ host: 'example.test', recordType: 'TXT' })).dnsAnswers).toEqual(['v=spf1 -all']);
    expect((await check({ host: 'example.test', recordType: 'NS' })).dnsAnswers).toEqual([
      'ns1.example.test',
      'ns2.example.test',
    ]);
    expect((await check({ host: 'WWW.example.test.', recordType: 'CNAME' })).dnsAnswers).toEqual(['example.test']);
    expect(dns.questions).toContain('A example.test');
  });

  it('passes with any one expected value, or needs all of them with match all', async () => {
    const expected = ['192.0.2.10', '192.0.2.99'];
    expect(await check({ host: 'example.test', expected, match: 'any' })).toMatchObject({ ok: true });
    const all = await check({ host: 'example.test', expected, match: 'all' });
    expect(all).toMatchObject({ ok: false, code: 'dns_mismatch', dnsExpected: expected });
    expect(all.dnsAnswers).toEqual(['192.0.2.10', '192.0.2.11']);
    expect(
      await check({
        host: 'example.test',
        recordType: 'MX',
        expected: ['mail.example.test.', '20 BACKUP.example.test'],
        match: 'all',
      }),
    ).toMatchObject({ ok: true });
    expect(await check({ host: 'www.example.test', recordType: 'CNAME', expected: ['other.test'] })).toMatchObject({
      ok: false,
      code: 'dns_mismatch',
    });
  });

  it('fails an unknown name or a missing record type with code dns', async () => {
    expect(await check({ host: 'missing.example.test' })).toMatchObject({ ok: false, code: 'dns', phase: 'dns' });
    expect(await check({ host: 'www.example.test', recordType: 'TXT' })).toMatchObject({ ok: false, code: 'dns' });
  });

  it('times out on a resolver that does not answer, within the deadline', async () => {
    const started = performance.now();
    const result = await check({ host: 'slow.example.test' }, { deadlineMs: 600, allowPrivateTargets: true });
    expect(result).toMatchObject({ ok: false, code: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('sends its queries from CHECK_SOURCE_ADDRESS', async () => {
    expect(await check({ host: 'example.test' }, { ...local, localAddress: '127.0.0.3' })).toMatchObject({ ok: true });
    expect(dns.sources.at(-1)).toBe('127.0.0.3');
  });

  it('refuses a private resolver unless private targets are allowed', async () => {
    const asked = dns.questions.length;
    const result = await check({ host: 'example.test' }, { deadlineMs: 3000, allowPrivateTargets: false });
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
    // Nothing was sent to it.
    expect(dns.questions).toHaveLength(asked);
  });

  it('refuses an address where a name belongs, and a resolver that is not an address', () => {
    expect(dnsConfigSchema.safeParse({ host: 'example.test', resolver: 'dns.google' }).success).toBe(false);
    expect(dnsConfigSchema.safeParse({ host: 'example.test', resolver: '1.1.1.1:70000' }).success).toBe(false);
    expect(dnsConfigSchema.safeParse({ host: 'example.test', resolver: '[2606:4700::1111]:53' }).success).toBe(true);
  });
});
