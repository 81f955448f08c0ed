import { describe, expect, it } from 'vitest';
import { kumaBackup, uptimeRobotApi, uptimeRobotCsv } from './fixtures';
import { parseHealthchecks } from './healthchecks';
import { ImportFileError, supportedType } from './source-monitor';
import { parseKumaBackup } from './uptime-kuma';
import { parseUptimeRobot } from './uptimerobot';

describe('Uptime Kuma backup', () => {
  const monitors = parseKumaBackup(kumaBackup);

  it('maps http and keyword monitors with their status codes, redirects, TLS and keyword rules', () => {
    expect(monitors).toHaveLength(9);
    const [shop, blog] = monitors;
    expect(shop?.candidate).toMatchObject({
      name: 'Eshop',
      type: 'http',
      url: 'https://eshop.example.cz/',
      method: 'GET',
      intervalSeconds: 60,
      timeoutSeconds: 48,
      expectedStatus: ['200-299'],
      followRedirects: true,
      maxRedirects: 5,
      tlsWarnDays: 14,
      headers: { 'X-Monitor': 'kuma' },
    });
    expect(shop?.notes).toEqual([{ code: 'redirects_clamped', params: { from: 10, to: 5 } }]);
    expect(blog?.candidate).toMatchObject({
      type: 'keyword',
      keyword: { value: 'Vítejte', mode: 'absent', caseSensitive: true },
      expectedStatus: ['200-299', '301'],
      followRedirects: false,
      verifyTls: false,
      tlsWarnDays: null,
    });
    expect(blog?.notes).toContainEqual({ code: 'paused_in_source', params: {} });
  });

  it('maps port to tcp host:port, push to heartbeat, groups and unknown types apart', () => {
    expect(monitors[2]).toMatchObject({ type: 'tcp', url: 'mail.example.cz:587' });
    expect(monitors[3]).toMatchObject({ kind: 'group' });
    expect(monitors[4]).toMatchObject({ kind: 'monitor', type: null, sourceType: 'docker' });
    expect(monitors[8]).toMatchObject({ type: 'heartbeat', candidate: { type: 'heartbeat', intervalSeconds: 3600 } });
  });

  it('maps Kuma 2 smtp monitors with their security to the smtp check', () => {
    const backup = (monitor: Record<string, unknown>) =>
      parseKumaBackup(JSON.stringify({ monitorList: [{ name: 'Pošta', type: 'smtp', interval: 60, ...monitor }] }))[0];
    expect(backup({ hostname: 'mail.example.cz', port: 465, smtpSecurity: 'secure' })).toMatchObject({
      type: 'smtp',
      url: 'mail.example.cz:465',
      candidate: { type: 'smtp', url: 'mail.example.cz:465', smtpSecurity: 'implicit' },
    });
    expect(backup({ hostname: 'mail.example.cz', port: 587, smtpSecurity: 'starttls' })?.candidate).toMatchObject({
      smtpSecurity: 'starttls',
    });
    expect(backup({ hostname: 'mail.example.cz', smtpSecurity: 'nostarttls' })?.candidate).toMatchObject({
      url: 'mail.example.cz',
      smtpSecurity: 'none',
    });
    expect(backup({ hostname: 'mail.example.cz', port: 25, smtpSecurity: null })?.candidate).toMatchObject({
      smtpSecurity: 'auto',
    });
  });

  it('maps Kuma postgres, mysql and redis monitors to the database check, their connection strings parsed', () => {
    const backup = (type: string, databaseConnectionString: string) =>
      parseKumaBackup(JSON.stringify({ monitorList: [{ name: 'DB', type, databaseConnectionString }] }))[0];
    expect(backup('postgres', 'postgres://app:p%40ss@db.example.cz:5433/shop?sslmode=require')).toMatchObject({
      type: 'database',
      url: 'db.example.cz:5433',
      candidate: {
        type: 'database',
        database: { engine: 'postgresql', name: 'shop', tls: true },
        username: 'app',
        password: 'p@ss',
      },
    });
    expect(backup('mysql', 'mysql://root:pw@[2001:db8::5]/crm')?.candidate).toMatchObject({
      url: '2001:db8::5',
      database: { engine: 'mysql', name: 'crm', tls: false },
    });
    expect(backup('redis', 'rediss://:s3cret@cache.example.cz:6380')?.candidate).toMatchObject({
      url: 'cache.example.cz:6380',
      database: { engine: 'redis', name: null, tls: true },
      username: null,
      password: 's3cret',
    });
    expect(backup('redis', 'not a url')).toMatchObject({ type: 'database', url: '' });
  });

  it('maps dns with its record type and resolver when Hlídka has the dns check', () => {
    const dns = monitors[7];
    expect(dns?.type).toBe(supportedType('dns'));
    expect(dns?.candidate).toMatchObject({ url: 'example.cz', dns: { recordType: 'MX', resolver: '1.1.1.1' } });
  });

  it("maps Uptime Kuma 2's websocket-upgrade to a websocket check, keeping an ignored certificate", () => {
    const [chat] = parseKumaBackup(
      JSON.stringify({
        monitorList: [
          {
            name: 'Chat',
            type: 'websocket-upgrade',
            url: 'wss://chat.example.cz/socket',
            ignoreTls: true,
            interval: 60,
          },
        ],
      }),
    );
    expect(chat).toMatchObject({ type: 'websocket', url: 'wss://chat.example.cz/socket' });
    expect(chat?.candidate).toMatchObject({ type: 'websocket', verifyTls: false, intervalSeconds: 60 });
  });

  it('refuses what is not a backup', () => {
    expect(() => parseKumaBackup('{"monitors": []}')).toThrow(ImportFileError);
    expect(() => parseKumaBackup('not json')).toThrow(ImportFileError);
    expect(() => parseKumaBackup('{"monitorList": []}')).toThrow(ImportFileError);
  });
});

describe('UptimeRobot', () => {
  it('maps the API answer: types, methods, keyword alerts (inverted), port sub-types, heartbeats', () => {
    const monitors = parseUptimeRobot(uptimeRobotApi);
    expect(monitors.map((m) => m.type)).toEqual(['http', 'keyword', 'keyword', 'tcp', 'heartbeat', null]);
    expect(monitors[0]?.candidate).toMatchObject({
      url: 'https://www.example.cz',
      method: 'GET',
      intervalSeconds: 300,
      timeoutSeconds: 30,
    });
    // keyword_type 2 alerts when the keyword is missing: it must be present; 1 alerts when found: it must be absent.
    expect(monitors[1]?.candidate.keyword).toEqual({ value: '"status":"ok"', mode: 'present', caseSensitive: true });
    expect(monitors[1]?.notes).toContainEqual({ code: 'paused_in_source', params: {} });
    expect(monitors[2]?.candidate.keyword).toEqual({ value: 'Fatal error', mode: 'absent', caseSensitive: false });
    expect(monitors[3]).toMatchObject({
      url: 'mail.example.cz:143',
      candidate: { type: 'tcp', url: 'mail.example.cz:143' },
    });
    expect(monitors[4]?.candidate).toMatchObject({ type: 'heartbeat', url: '', intervalSeconds: 86_400 });
    expect(monitors[5]?.sourceType).toBe('7');
  });

  it('maps the dashboard CSV: named types, minutes, custom ports', () => {
    const monitors = parseUptimeRobot(uptimeRobotCsv);
    expect(monitors.map((m) => [m.name, m.type])).toEqual([
      ['Firemní web', 'http'],
      ['Košík', 'keyword'],
      ['SSH', 'tcp'],
      ['Cron', 'heartbeat'],
      ['Intranet', 'http'],
    ]);
    expect(monitors[0]?.candidate.intervalSeconds).toBe(300);
    expect(monitors[1]?.candidate.keyword).toMatchObject({ value: 'Do košíku', mode: 'present' });
    expect(monitors[2]?.url).toBe('ssh.example.cz:22');
    expect(monitors[3]?.candidate.intervalSeconds).toBe(3600);
  });

  it('refuses a CSV without name and address columns', () => {
    expect(() => parseUptimeRobot('a,b\n1,2')).toThrow(ImportFileError);
    expect(() => parseUptimeRobot('{"stat":"fail"}')).toThrow(ImportFileError);
  });
});

describe('Healthchecks.io export', () => {
  const exported = JSON.stringify({
    checks: [
      {
        name: 'Noční záloha',
        slug: 'nocni-zaloha',
        desc: 'pg_dump do S3',
        grace: 900,
        schedule: '30 2 * * *',
        tz: 'Europe/Prague',
        status: 'up',
      },
      { name: 'Fronta e-mailů', timeout: 300, grace: 120, status: 'paused' },
      { name: 'Týdenní report', grace: 172_800, timeout: 1_209_600, status: 'new' },
    ],
  });

  it('maps simple checks to interval heartbeats and cron checks to scheduled ones with their zone and grace', () => {
    const [backup, queue, weekly] = parseHealthchecks(exported);
    expect(backup).toMatchObject({ type: 'heartbeat', sourceType: 'cron', notes: [] });
    expect(backup?.candidate).toMatchObject({
      name: 'Noční záloha',
      description: 'pg_dump do S3',
      type: 'heartbeat',
      cron: '30 2 * * *',
      timeZone: 'Europe/Prague',
      graceSeconds: 900,
    });
    expect(queue?.candidate).toMatchObject({ intervalSeconds: 300, graceSeconds: 120 });
    expect(queue?.candidate).not.toHaveProperty('cron');
    expect(queue?.notes).toEqual([{ code: 'paused_in_source', params: {} }]);
    // Beyond Hlídka's limits: a week's interval, a day's grace.
    expect(weekly?.candidate).toMatchObject({ intervalSeconds: 604_800, graceSeconds: 86_400 });
  });

  it('refuses a file that is not a Healthchecks.io export', () => {
    expect(() => parseHealthchecks('{"monitorList": []}')).toThrow(ImportFileError);
    expect(() => parseHealthchecks('not json')).toThrow(ImportFileError);
  });
});
