import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  incidentListDataSchema,
  testWebsiteDataSchema,
  websiteChecksDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
} from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Monitoring, startMonitoring } from '../../monitoring/index';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import type { TestClock } from '../../testing/clock';
import { startDnsServer } from '../../testing/dns-server';
import { startRdapServer } from '../../testing/rdap-server';
import { websiteOwner } from '../../testing/website-owner';

// The new check types and assertions through the API: saved, read back, validated in the reader's language, tested
// unsaved, and checked by the scheduler into an incident whose cause carries the assertion's values.

const dns = await startDnsServer({
  'shop.example.test': { A: ['192.0.2.10'], MX: [{ preference: 10, exchange: 'mx.example.test' }] },
});
const rdap = await startRdapServer({ 'hlidka.cz': '2030-01-01T00:00:00Z' });
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-version': '2' });
    res.end(JSON.stringify({ data: { status: 'degraded', queue: 17 } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/health`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  await dns.close();
  await rdap.close();
});

/** The scheduler compares schedule times with the database's clock: the app must run on real time here. */
const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

describeEachApp(
  'website check types',
  (t) => {
    const { send, get } = websiteOwner(t);

    it('saves a DNS, a ping and a domain website with their settings, and reads them back', async () => {
      const created = expectData(
        await send('POST', '/api/websites', {
          name: 'DNS obchodu',
          type: 'dns',
          url: 'Shop.Example.TEST.',
          dns: { recordType: 'MX', expected: ['mx.example.test'], resolver: dns.server },
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(created).toMatchObject({
        type: 'dns',
        url: 'shop.example.test',
        dns: { recordType: 'MX', expected: ['mx.example.test'], match: 'any', resolver: dns.server },
        assertions: [],
        ping: null,
      });
      const ping = expectData(
        await send('POST', '/api/websites', { name: 'Router', type: 'ping', url: 'http://127.0.0.1/' }),
        websiteDataSchema,
        201,
      ).website;
      expect(ping).toMatchObject({ url: '127.0.0.1', ping: { count: 4, maxLossPercent: 25, maxRttMs: null } });
      const domain = expectData(
        await send('POST', '/api/websites', {
          name: 'Doména',
          type: 'domain',
          url: 'hlidka.cz',
          domainWarnDays: 45,
          intervalSeconds: 86_400,
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(domain).toMatchObject({ url: 'hlidka.cz', domainWarnDays: 45 });

      const updated = expectData(
        await send('PUT', `/api/websites/${created.id}`, {
          dns: { recordType: 'A', expected: ['192.0.2.10'], match: 'all' },
        }),
        websiteDataSchema,
      ).website;
      expect(updated.dns).toEqual({ recordType: 'A', expected: ['192.0.2.10'], match: 'all', resolver: null });
      const read = expectData(await get(`/api/websites/${created.id}`), websiteDetailDataSchema).website;
      expect(read.dns?.recordType).toBe('A');
    });

    it('refuses bad targets, resolvers and assertions with translated per-field errors', async () => {
      const badDomain = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'domain', url: '192.0.2.1' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badDomain.errors?.url).toEqual([
        'Zadejte platné doménové jméno (example.cz), ne adresu URL ani IP adresu.',
      ]);
      // A registry limits its queries: a domain is checked at most hourly (a one-off test is fine, see below).
      const tooOften = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'domain', url: 'hlidka.cz', intervalSeconds: 600 }),
        400,
        'VALIDATION_ERROR',
      );
      expect(tooOften.errors?.intervalSeconds?.[0]).toMatch(/nejvýše jednou za hodinu/);
      const badHost = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'ping', url: '-c 1 host' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badHost.errors?.url).toEqual([
        'Zadejte platný název hostitele (server.example.cz) nebo IP adresu, bez http:// a portu.',
      ]);
      const badResolver = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          type: 'dns',
          url: 'example.cz',
          dns: { recordType: 'A', resolver: 'dns.google' },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badResolver.errors?.['dns.resolver']).toEqual([
        'Zadejte resolver jako IP adresu, případně s portem (1.1.1.1 nebo 1.1.1.1:53).',
      ]);
      const badAssertion = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          url: apiUrl,
          assertions: [
            { source: 'json', path: '$.data.status', operator: 'eq', expected: 'ok' },
            { source: 'json', path: '$.data[', operator: 'exists' },
          ],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(badAssertion.errors ?? {})).toEqual(['assertions.1']);
      const headJson = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          url: apiUrl,
          method: 'HEAD',
          assertions: [{ source: 'json', path: '$.a', operator: 'exists' }],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(headJson.errors?.method).toEqual(['Podmínky na JSON potřebují tělo odpovědi: použijte GET.']);
    });

    it('tests unsaved DNS, domain and assertion checks against local servers', async () => {
      const dnsResult = expectData(
        await send('POST', '/api/websites/test', {
          type: 'dns',
          url: 'shop.example.test',
          dns: { recordType: 'A', expected: ['192.0.2.99'], resolver: dns.server },
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(dnsResult).toMatchObject({ ok: false, code: 'dns_mismatch', dnsAnswers: ['192.0.2.10'] });
      const domainResult = expectData(
        await send('POST', '/api/websites/test', { type: 'domain', url: 'hlidka.cz', timeoutSeconds: 3 }),
        testWebsiteDataSchema,
      ).result;
      expect(domainResult).toMatchObject({ ok: true, domain: { expiresAt: '2030-01-01T00:00:00.000Z' } });
      const assertionResult = expectData(
        await send('POST', '/api/websites/test', {
          url: apiUrl,
          timeoutSeconds: 3,
          assertions: [
            { source: 'header', path: 'X-Version', operator: 'gte', expected: '2' },
            { source: 'json', path: 'data.queue', operator: 'lt', expected: '10' },
          ],
        }),
        testWebsiteDataSchema,
      ).result;
      expect(assertionResult).toMatchObject({
        ok: false,
        code: 'assertion',
        assertion: { source: 'json', path: 'data.queue', operator: 'lt', expected: '10', actual: '17' },
        // What a scheduled check of the same result stores.
        causeParams: { path: 'data.queue', operator: 'lt', expected: '10', actual: '17' },
      });
    });

    it('opens an incident for a failing assertion whose cause carries the path, operator and values', async () => {
      const monitoring: Monitoring = await startMonitoring(t.app, { pollMs: 200, batchDelayMs: 100 });
      try {
        const user = await registerUser(t.app);
        const website = expectData(
          await t.app.inject({
            method: 'POST',
            url: '/api/websites',
            headers: bearer(user.token),
            payload: {
              name: 'API zdraví',
              url: apiUrl,
              failuresToOpen: 1,
              timeoutSeconds: 3,
              assertions: [{ source: 'json', path: '$.data.status', operator: 'eq', expected: 'ok' }],
            },
          }),
          websiteDataSchema,
          201,
        ).website;
        const deadline = Date.now() + 10_000;
        let incidents = incidentList(await listIncidents(user));
        while (incidents.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          incidents = incidentList(await listIncidents(user));
        }
        expect(incidents[0]).toMatchObject({
          website: { id: website.id },
          causeCode: 'assertion',
          causeParams: { path: '$.data.status', operator: 'eq', expected: 'ok', actual: 'degraded' },
        });
        expect(incidents[0]?.description).toContain(
          'Kontrola odpovědi neprošla: $.data.status se rovná „ok“ (skutečnost: degraded)',
        );
        // The stored check carries the same values as the incident and as "test now".
        const checks = expectData(
          await t.app.inject({ url: `/api/websites/${website.id}/checks`, headers: bearer(user.token) }),
          websiteChecksDataSchema,
        ).checks;
        expect(checks[0]).toMatchObject({
          state: 'down',
          code: 'assertion',
          causeParams: { path: '$.data.status', operator: 'eq', expected: 'ok', actual: 'degraded' },
        });
        const tested = expectData(
          await send('POST', '/api/websites/test', {
            url: apiUrl,
            timeoutSeconds: 3,
            assertions: [{ source: 'json', path: '$.data.status', operator: 'eq', expected: 'ok' }],
          }),
          testWebsiteDataSchema,
        ).result;
        expect(tested.causeParams).toEqual(checks[0]?.causeParams);
      } finally {
        await monitoring.stop();
      }
    });

    const listIncidents = (user: Registered) =>
      t.app.inject({ url: '/api/incidents', headers: { ...bearer(user.token), 'accept-language': 'cs' } });
    const incidentList = (res: Awaited<ReturnType<typeof listIncidents>>) =>
      expectData(res, incidentListDataSchema).incidents;
  },
  { clock: realClock, config: { allowPrivateTargets: true, rdapBaseUrl: rdap.baseUrl } },
);

describeEachApp(
  'website check types without private targets',
  (t) => {
    it('refuses a private resolver and a private ping target', async () => {
      const owner = await registerUser(t.app);
      const send = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(owner.token), payload });
      const resolver = expectError(
        await send({ name: 'x', type: 'dns', url: 'example.cz', dns: { recordType: 'A', resolver: '10.0.0.53' } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(resolver.errors?.['dns.resolver']?.[0]).toMatch(/ALLOW_PRIVATE_TARGETS/);
      const ping = expectError(await send({ name: 'x', type: 'ping', url: '127.0.0.1' }), 400, 'VALIDATION_ERROR');
      expect(ping.errors?.url?.[0]).toMatch(/ALLOW_PRIVATE_TARGETS/);
    });
  },
  { config: { allowPrivateTargets: false } },
);
