import { createWebsiteBodySchema } from '@hlidka/contract';
import { createWebsite } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { defaultValues, toBody, validate, valuesFromWebsite, type WebsiteFormValues } from '../form-model';
import { isResolver, parseDnsExpected } from './dns';
import { checkTypeModules } from './index';
import { isDomainName, isHost } from './targets';

const form = (changes: Partial<WebsiteFormValues>): WebsiteFormValues => ({
  ...defaultValues(60),
  name: 'Kontrola',
  url: 'https://api.example.cz/health',
  ...changes,
});
const valid = (body: unknown) => createWebsiteBodySchema.safeParse(body).success;

describe('the form model of the DNS, ping and domain checks and of the assertions', () => {
  it('sends a DNS check the API accepts, with its expected values, match and resolver', () => {
    const values = form({
      type: 'dns',
      url: 'example.cz',
      dnsRecordType: 'MX',
      dnsExpected: '10 mail.example.cz, mail2.example.cz',
      dnsMatch: 'all',
      dnsResolver: '1.1.1.1:53',
    });
    expect(validate(values, 60)).toEqual({});
    const body = toBody(values);
    expect(body).toMatchObject({
      type: 'dns',
      url: 'example.cz',
      dns: {
        recordType: 'MX',
        expected: ['10 mail.example.cz', 'mail2.example.cz'],
        match: 'all',
        resolver: '1.1.1.1:53',
      },
    });
    expect(body.method).toBeUndefined();
    expect(valid(body)).toBe(true);
    // TXT values keep their commas.
    expect(parseDnsExpected('v=spf1 a, mx -all\nother', 'TXT')).toEqual(['v=spf1 a, mx -all', 'other']);
  });

  it('names a bad domain, host, resolver and numbers with their translation keys', () => {
    expect(validate(form({ type: 'dns', url: '192.0.2.1', dnsResolver: 'dns.google' }), 60)).toEqual({
      url: { key: 'checkTypes.errors.domain' },
      dnsResolver: { key: 'checkTypes.errors.resolver' },
    });
    expect(
      validate(form({ type: 'domain', url: 'localhost', domainWarnDays: '400', intervalSeconds: '3600' }), 60),
    ).toEqual({
      url: { key: 'checkTypes.errors.domain' },
      domainWarnDays: { key: 'checkTypes.errors.number', values: { min: 0, max: 365 } },
    });
    expect(
      validate(form({ type: 'ping', url: 'a b', pingCount: '0', pingMaxLoss: '101', pingMaxRtt: 'x' }), 60),
    ).toEqual({
      url: { key: 'checkTypes.errors.host' },
      pingCount: { key: 'checkTypes.errors.number', values: { min: 1, max: 10 } },
      pingMaxLoss: { key: 'checkTypes.errors.number', values: { min: 0, max: 100 } },
      pingMaxRtt: { key: 'checkTypes.errors.number', values: { min: 1, max: 60_000 } },
    });
  });

  it('checks a domain at most hourly, though a one-off test may run at any interval', () => {
    const often = form({ type: 'domain', url: 'hlidka.cz', intervalSeconds: '600' });
    expect(validate(often, 60)).toEqual({
      intervalSeconds: { key: 'checkTypes.errors.domainInterval', values: { min: 3600 } },
    });
    expect(validate(often, 60, true)).toEqual({});
    expect(validate({ ...often, intervalSeconds: '3600' }, 60)).toEqual({});
  });

  it('sends ping and domain settings the API accepts', () => {
    const ping = toBody(form({ type: 'ping', url: '192.0.2.10', pingCount: '5', pingMaxLoss: '40', pingMaxRtt: '' }));
    expect(ping.ping).toEqual({ count: 5, maxLossPercent: 40, maxRttMs: null });
    expect(valid(ping)).toBe(true);
    const domain = toBody(form({ type: 'domain', url: 'https://hlidka.cz/', domainWarnDays: '45' }));
    expect(domain).toMatchObject({ domainWarnDays: 45 });
    expect(valid(domain)).toBe(true);
  });

  it('checks each assertion row and sends them with http checks only', () => {
    const assertions: WebsiteFormValues['assertions'] = [
      { source: 'json', path: '$.data.items[0].status', operator: 'eq', expected: 'ok' },
      { source: 'json', path: 'data..x', operator: 'exists', expected: '' },
      { source: 'header', path: 'X Cache', operator: 'eq', expected: 'HIT' },
      { source: 'json', path: '$.n', operator: 'gt', expected: 'many' },
      { source: 'json', path: '$.v', operator: 'matches', expected: '(' },
      { source: 'header', path: '', operator: 'exists', expected: '' },
    ];
    expect(validate(form({ assertions }), 60)).toEqual({
      'assertions.1': { key: 'checkTypes.errors.jsonPath' },
      'assertions.2': { key: 'checkTypes.errors.headerName' },
      'assertions.3': { key: 'checkTypes.errors.assertionNumber' },
      'assertions.4': { key: 'checkTypes.errors.assertionPattern' },
      'assertions.5': { key: 'checkTypes.errors.assertionPath' },
    });
    const good = form({
      assertions: [
        { source: 'json', path: ' data.items.0.status ', operator: 'eq', expected: 'ok' },
        { source: 'header', path: 'etag', operator: 'exists', expected: 'ignored' },
      ],
    });
    expect(validate(good, 60)).toEqual({});
    const body = toBody(good);
    expect(body.assertions).toEqual([
      { source: 'json', path: 'data.items.0.status', operator: 'eq', expected: 'ok' },
      { source: 'header', path: 'etag', operator: 'exists', expected: '' },
    ]);
    expect(valid(body)).toBe(true);
    expect(toBody({ ...good, type: 'tcp', url: 'example.cz:25' }).assertions).toBeUndefined();
  });

  it('round-trips stored DNS, ping and domain websites', () => {
    const dns = createWebsite(1, {
      type: 'dns',
      url: 'example.cz',
      dns: { recordType: 'A', expected: ['192.0.2.1', '192.0.2.2'], match: 'any', resolver: null },
    });
    const values = valuesFromWebsite(dns);
    expect(values).toMatchObject({ dnsExpected: '192.0.2.1\n192.0.2.2', dnsResolver: '' });
    expect(toBody(values).dns).toEqual(dns.dns);
    const ping = createWebsite(2, {
      type: 'ping',
      url: '192.0.2.10',
      ping: { count: 3, maxLossPercent: 0, maxRttMs: 200 },
    });
    expect(toBody(valuesFromWebsite(ping)).ping).toEqual(ping.ping);
  });

  it('knows domains, hosts and resolvers, and where a server error belongs', () => {
    expect(isDomainName('Example.CZ.')).toBe(true);
    expect(isDomainName('example')).toBe(false);
    expect(isHost('router')).toBe(true);
    expect(isHost('2001:db8::1')).toBe(true);
    expect(isHost('-c 1')).toBe(false);
    expect(isResolver('[2001:db8::53]:5353')).toBe(true);
    expect(isResolver('300.1.1.1')).toBe(false);
    expect(checkTypeModules.dns.formField?.('dns.resolver')).toBe('dnsResolver');
    expect(checkTypeModules.http.formField?.('assertions.2.path')).toBe('assertions.2');
    expect(checkTypeModules.ping.formField?.('ping.count')).toBe('pingCount');
    expect(checkTypeModules.dns.formField?.('url')).toBeUndefined();
  });
});
