import { causeText } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeParams } from '../monitoring/results/codes';
import { startRdapServer, type TestRdapServer } from '../testing/rdap-server';
import { domainConfigSchema, runDomainCheck } from './domain';
import { expirationOf, rdapBaseFor, rdapDomainUrl } from './rdap';
import type { CheckContext } from './types';

const NOW = Date.parse('2026-11-26T12:00:00Z');
let rdap: TestRdapServer;

beforeAll(async () => {
  rdap = await startRdapServer({
    'example.cz': '2027-06-01T00:00:00Z',
    'soon.com': '2026-12-06T12:00:00Z',
    'gone.org': '2026-11-01T00:00:00Z',
    'target.net': '2028-01-01T00:00:00Z',
  });
});

afterAll(async () => {
  await rdap?.close();
});

const context = (): CheckContext => ({
  deadlineMs: 3000,
  allowPrivateTargets: true,
  rdapBaseUrl: rdap.baseUrl,
  now: () => NOW,
});
const check = (domain: string, warnDays?: number, ctx = context()) =>
  runDomainCheck(domainConfigSchema.parse({ domain, ...(warnDays === undefined ? {} : { warnDays }) }), ctx);

describe('domain checker against a local RDAP server', () => {
  it('reads the expiration event and passes a domain far from expiry', async () => {
    const result = await check('Example.CZ');
    expect(result).toMatchObject({
      ok: true,
      code: null,
      domain: { expiresAt: '2027-06-01T00:00:00.000Z', daysLeft: 186 },
    });
    expect(result.warning).toBeUndefined();
    expect(rdap.requests).toContain('/rdap/domain/example.cz');
  });

  it('warns within warnDays and fails an expired domain', async () => {
    expect(await check('soon.com', 30)).toMatchObject({
      ok: true,
      warning: { code: 'domain_expiring' },
      domain: { daysLeft: 10 },
    });
    expect((await check('soon.com', 5)).warning).toBeUndefined();
    expect(await check('gone.org')).toMatchObject({ ok: false, code: 'domain_expired', domain: { daysLeft: -26 } });
  });

  it('follows a redirect of the registry', async () => {
    expect(await check('moved.net')).toMatchObject({ ok: true, domain: { expiresAt: '2028-01-01T00:00:00.000Z' } });
  });

  it('fails a failed lookup with code rdap and its kind: unknown domain, server error, no expiry date, nothing listening', async () => {
    expect(await check('unknown.cz')).toMatchObject({
      ok: false,
      code: 'rdap',
      statusCode: 404,
      rdapFailure: 'not_found',
    });
    const broken = await check('broken.cz');
    expect(broken).toMatchObject({ ok: false, code: 'rdap', statusCode: 500, rdapFailure: 'status' });
    expect(causeParams(broken)).toEqual({ rdapFailure: 'status', statusCode: 500 });
    expect(await check('nodate.cz')).toMatchObject({ ok: false, code: 'rdap', rdapFailure: 'no_expiration' });
    const closed = await startRdapServer({});
    await closed.close();
    // The registry's server refusing is the lookup's failure, worded as RDAP (not as the website's DNS or network);
    // the worker's network health still counts it as a refused connection.
    const refused = await check('example.cz', undefined, { ...context(), rdapBaseUrl: closed.baseUrl });
    expect(refused).toMatchObject({ ok: false, code: 'rdap', rdapFailure: 'unreachable', networkCode: 'refused' });
    expect(causeText(refused.code, 'cs', causeParams(refused))).toBe('Registr domén (RDAP) je nedosažitelný');
    expect(causeText(refused.code, 'en', causeParams(refused))).toBe('The domain registry (RDAP) is unreachable');
  });

  it('connects from CHECK_SOURCE_ADDRESS', async () => {
    expect(await check('example.cz', undefined, { ...context(), localAddress: '127.0.0.4' })).toMatchObject({
      ok: true,
    });
    expect(rdap.sources.at(-1)).toBe('127.0.0.4');
  });

  it('applies target safety to the RDAP server', async () => {
    const result = await check('example.cz', undefined, { ...context(), allowPrivateTargets: false });
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
  });

  it('refuses an IP address or a bare word as a domain', async () => {
    expect(await check('192.0.2.1')).toMatchObject({ ok: false, code: 'invalid_url' });
    expect(await check('localhost')).toMatchObject({ ok: false, code: 'invalid_url' });
  });
});

describe('rdap helpers', () => {
  it('picks the registry by TLD, an override for all, rdap.org for others', () => {
    expect(rdapBaseFor('example.cz')).toBe('https://rdap.nic.cz/');
    expect(rdapBaseFor('shop.example.COM')).toBe('https://rdap.verisign.com/com/v1/');
    expect(rdapBaseFor('example.io')).toMatch(/^https:\/\//);
    expect(rdapBaseFor('example.eu')).toMatch(/^https:\/\//);
    expect(rdapBaseFor('example.org')).toMatch(/^https:\/\//);
    expect(rdapBaseFor('example.net')).toBe('https://rdap.verisign.com/net/v1/');
    expect(rdapBaseFor('example.xyz')).toBe('https://rdap.org/');
    expect(rdapBaseFor('example.cz', 'http://127.0.0.1:9/rdap')).toBe('http://127.0.0.1:9/rdap');
    expect(rdapDomainUrl('http://127.0.0.1:9/rdap', 'example.cz').href).toBe(
      'http://127.0.0.1:9/rdap/domain/example.cz',
    );
  });

  it('reads only a valid expiration event', () => {
    expect(expirationOf({ events: [{ eventAction: 'expiration', eventDate: 'nonsense' }] })).toBeNull();
    expect(expirationOf({ events: 'x' })).toBeNull();
    expect(expirationOf(null)).toBeNull();
  });
});
