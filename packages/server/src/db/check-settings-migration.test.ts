import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSettingsSchema } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeWebsite } from '../modules/websites/service';
import { checkerConfig } from '../monitoring/scheduler/prepare';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/databases';
import { migrate, migrationsFolder } from './migrate';
import { websites } from './schema/monitoring';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const before = journal.entries.find((entry) => entry.tag === '0029_incident_update_edited')?.when;

const http = { method: 'GET', headers: {}, followRedirects: true, maxRedirects: 5, verifyTls: true };
const httpDefaults = {
  method: 'GET',
  headers: {},
  body: null,
  expectedStatus: null,
  keyword: null,
  followRedirects: true,
  maxRedirects: 5,
  maxResponseTimeMs: null,
  verifyTls: true,
  tlsWarnDays: null,
  assertions: [],
};
const assertion = { source: 'json', path: '$.status', operator: 'eq', expected: 'ok' };

/** Websites as migration 0029 left them (type column, settings without it) and what 0030 makes of each. */
const cases = [
  {
    name: 'full http',
    type: 'http',
    url: 'https://eshop.example.cz/',
    old: {
      method: 'POST',
      headers: { 'X-Token': 'a' },
      body: '{}',
      expectedStatus: [200, '3xx'],
      followRedirects: false,
      maxRedirects: 2,
      maxResponseTimeMs: 1500,
      verifyTls: false,
      tlsWarnDays: 10,
      assertions: [assertion],
    },
    settings: {
      type: 'http',
      method: 'POST',
      headers: { 'X-Token': 'a' },
      body: '{}',
      expectedStatus: [200, '3xx'],
      keyword: null,
      followRedirects: false,
      maxRedirects: 2,
      maxResponseTimeMs: 1500,
      verifyTls: false,
      tlsWarnDays: 10,
      assertions: [assertion],
    },
  },
  {
    name: 'plain http',
    type: 'http',
    url: 'https://a.example.cz/',
    old: http,
    settings: { type: 'http', ...httpDefaults },
  },
  {
    name: 'empty http',
    type: 'http',
    url: 'https://b.example.cz/',
    old: {},
    settings: { type: 'http', ...httpDefaults },
  },
  {
    name: 'keyword',
    type: 'keyword',
    url: 'https://blog.example.cz/',
    old: { ...http, keyword: { value: 'Vítejte', mode: 'absent', caseSensitive: false } },
    settings: { type: 'keyword', ...httpDefaults, keyword: { value: 'Vítejte', mode: 'absent', caseSensitive: false } },
  },
  { name: 'tcp', type: 'tcp', url: 'mail.example.cz:587', old: {}, settings: { type: 'tcp' } },
  {
    name: 'tls',
    type: 'tls',
    url: 'example.cz:443',
    old: { tlsWarnDays: 21 },
    settings: { type: 'tls', tlsWarnDays: 21 },
  },
  { name: 'plain tls', type: 'tls', url: 'example.cz:8443', old: {}, settings: { type: 'tls', tlsWarnDays: null } },
  {
    name: 'heartbeat',
    type: 'heartbeat',
    url: '',
    old: { graceSeconds: 120 },
    settings: { type: 'heartbeat', graceSeconds: 120 },
  },
  {
    name: 'dns',
    type: 'dns',
    url: 'example.cz',
    old: { dns: { recordType: 'MX', expected: ['10 mail.example.cz'], match: 'all', resolver: '192.0.2.53' } },
    settings: {
      type: 'dns',
      dns: { recordType: 'MX', expected: ['10 mail.example.cz'], match: 'all', resolver: '192.0.2.53' },
    },
  },
  {
    name: 'ping',
    type: 'ping',
    url: 'router.example.cz',
    old: { ping: { count: 3, maxLossPercent: 0, maxRttMs: 200 } },
    settings: { type: 'ping', ping: { count: 3, maxLossPercent: 0, maxRttMs: 200 } },
  },
  {
    name: 'domain',
    type: 'domain',
    url: 'hlidka.cz',
    old: { domainWarnDays: 45 },
    settings: { type: 'domain', domainWarnDays: 45 },
  },
  {
    name: 'plain domain',
    type: 'domain',
    url: 'obchod.cz',
    old: {},
    settings: { type: 'domain', domainWarnDays: null },
  },
] as const;

describe.runIf(testDatabaseKinds.includes('postgres') && before !== undefined)(
  'migration 0030: settings become the check-settings union [postgres]',
  () => {
    let database: TestDatabase | undefined;
    const db = () => (database as TestDatabase).database;
    beforeAll(async () => {
      database = await createTestDatabase('postgres', { migrate: false });
      await migrate(database.database, { until: before });
      const [user] = await db().query("INSERT INTO users (email) VALUES ('jana@example.cz') RETURNING id");
      for (const row of cases) {
        await db().query(
          'INSERT INTO websites (owner_id, name, type, url, settings, interval_seconds) VALUES ($1, $2, $3, $4, $5, 3600)',
          [user?.id, row.name, row.type, row.url, JSON.stringify(row.old)],
        );
      }
      // A field the type does not use (written by hand, or by an older version) is kept too.
      await db().query(
        `INSERT INTO websites (owner_id, name, type, url, settings, interval_seconds)
         VALUES ($1, 'stray', 'tcp', 'db.example.cz:5432', '{"tlsWarnDays": 7}', 60)`,
        [user?.id],
      );
      await migrate(db());
    });
    afterAll(() => database?.drop());

    it('moves every value into the type’s settings, with the type, and fills in the defaults that were in effect', async () => {
      const rows = await db().db.select().from(websites);
      for (const row of cases) {
        const migrated = rows.find((r) => r.name === row.name);
        expect(migrated?.type, row.name).toBe(row.type);
        expect(migrated?.settings, row.name).toEqual(row.settings);
        // Fields a type gained later (a heartbeat's cron schedule) parse to their defaults beside the stored values.
        expect(checkSettingsSchema.parse(migrated?.settings), row.name).toMatchObject(row.settings);
      }
      expect(rows.find((r) => r.name === 'stray')?.settings).toEqual({ type: 'tcp', tlsWarnDays: 7 });
    });

    it('answers the API fields the website had, and gives the checkers the configuration they had', async () => {
      const rows = await db().db.select().from(websites);
      const answer = (name: string) => {
        const row = rows.find((r) => r.name === name);
        if (!row) throw new Error(`No ${name}`);
        return { api: serializeWebsite(row, {}, 'https://hlidka.example.cz'), config: checkerConfig(row) };
      };
      expect(answer('plain http').api).toMatchObject({ ...http, body: null, expectedStatus: ['2xx', '3xx'] });
      expect(answer('plain http').config).toEqual({ url: 'https://a.example.cz/', ...http, assertions: [] });
      expect(answer('full http').api).toMatchObject({ method: 'POST', maxResponseTimeMs: 1500, tlsWarnDays: 10 });
      expect(answer('keyword').api.keyword).toEqual({ value: 'Vítejte', mode: 'absent', caseSensitive: false });
      expect(answer('tls').config).toEqual({ host: 'example.cz', port: 443, warnDays: 21 });
      expect(answer('plain tls').config).toEqual({ host: 'example.cz', port: 8443 });
      expect(answer('heartbeat').api.graceSeconds).toBe(120);
      expect(answer('dns').api.dns).toEqual(cases[8].settings.dns);
      expect(answer('dns').config).toEqual({ host: 'example.cz', ...cases[8].settings.dns });
      expect(answer('ping').config).toEqual({ host: 'router.example.cz', count: 3, maxLossPercent: 0, maxRttMs: 200 });
      expect(answer('domain').api.domainWarnDays).toBe(45);
      expect(answer('plain domain').config).toEqual({ domain: 'obchod.cz' });
      expect(answer('stray').api.tlsWarnDays).toBe(7);
    });
  },
);
