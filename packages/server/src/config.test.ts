import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PLANS } from './plans/config';

const dir = mkdtempSync(path.join(tmpdir(), 'hlidka-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults with every integration off', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtp: null,
      google: null,
      stripe: null,
      sentryDsn: null,
      allowPrivateTargets: false,
      logLevel: 'info',
    });
  });

  it('generates JWT_SECRET once into DATA_DIR (mode 0600) and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/hlidka',
      PUBLIC_URL: 'https://hlidka.example.cz/',
      SMTP_URL: 'smtp://mail:25',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      SENTRY_DSN: 'https://key@sentry.example/1',
      ALLOW_PRIVATE_TARGETS: 'yes',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/hlidka',
      publicUrl: 'https://hlidka.example.cz',
      smtp: { url: 'smtp://mail:25', from: 'Hlídka <noreply@hlidka.example.cz>' },
      google: { clientId: 'id', clientSecret: 'secret', issuerUrl: 'http://127.0.0.1:9000' },
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
      sentryDsn: 'https://key@sentry.example/1',
      allowPrivateTargets: true,
      logLevel: 'debug',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dir, SMTP_URL: '', PORT: ' ' }).smtp).toBeNull();
  });

  it('reports one clear line per bad value', () => {
    const lines = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      SMTP_URL: 'http://mail',
      ALLOW_PRIVATE_TARGETS: 'maybe',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
    });
    expect(lines).toEqual([
      'PORT: must be a whole number between 0 and 65535 (got "abc")',
      'DATABASE_URL: must be a PostgreSQL URL (postgres:// or postgresql://…) (got "mysql://x")',
      'PUBLIC_URL: must be an http(s) URL (http:// or https://…) (got "not a url")',
      'JWT_SECRET: must be at least 32 characters long',
      'SMTP_URL: must be an SMTP URL (smtp:// or smtps://…) (got "http://mail")',
      'ALLOW_PRIVATE_TARGETS: must be true or false (also 1/0, yes/no, on/off) (got "maybe")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(problems({ PORT: '70000' })).toEqual(['PORT: must be a whole number between 0 and 65535 (got "70000")']);
  });

  it('reads the address checks connect from, and refuses one that is not an IP address', () => {
    expect(loadConfig({ DATA_DIR: dir, CHECK_SOURCE_ADDRESS: '127.0.0.2' }).checkSourceAddress).toBe('127.0.0.2');
    expect(loadConfig({ DATA_DIR: dir, CHECK_SOURCE_ADDRESS: '2001:db8::1' }).checkSourceAddress).toBe('2001:db8::1');
    expect(loadConfig({ DATA_DIR: dir }).checkSourceAddress).toBeNull();
    expect(problems({ CHECK_SOURCE_ADDRESS: 'eth0' })).toEqual([
      'CHECK_SOURCE_ADDRESS: must be an IP address (got "eth0")',
    ]);
  });

  it('limits requests per minute by default and lifts the limit at RATE_LIMIT_PER_MINUTE=0', () => {
    expect(loadConfig({ DATA_DIR: dir }).rateLimitPerMinute).toBe(1000);
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(problems({ RATE_LIMIT_PER_MINUTE: '-5' })).toEqual([
      'RATE_LIMIT_PER_MINUTE: must be a whole number (0 turns the limit off) (got "-5")',
    ]);
  });

  it('turns /metrics on with METRICS_TOKEN and never repeats a bad token in the error', () => {
    expect(loadConfig({ DATA_DIR: dir }).metricsToken).toBeNull();
    const token = 'a3f9c1e07b5d4e2a9c8b7f6e5d4c3b2a';
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(problems({ METRICS_TOKEN: 'short-secret' })).toEqual([
      'METRICS_TOKEN: must be at least 24 characters long (e.g. openssl rand -hex 24)',
    ]);
  });

  it('reads METRICS_PORT (a worker listens only when it is set) and checks it', () => {
    expect(loadConfig({ DATA_DIR: dir }).metricsPort).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(problems({ METRICS_PORT: '70000' })).toEqual([
      'METRICS_PORT: must be a whole number between 0 and 65535 (got "70000")',
    ]);
  });

  it('reads the default plan and the checker knobs (HLIDKA_*) with defaults and checks them', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      defaultPlan: 'free',
      monitoring: { statsFile: null, leaseMarginMs: 15_000 },
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        HLIDKA_DEFAULT_PLAN: 'selfhosted',
        HLIDKA_STATS_FILE: path.join(dir, 'stats.json'),
        HLIDKA_LEASE_MARGIN_MS: '2000',
      }),
    ).toMatchObject({
      defaultPlan: 'selfhosted',
      monitoring: { statsFile: path.join(dir, 'stats.json'), leaseMarginMs: 2000 },
    });
    expect(problems({ HLIDKA_DEFAULT_PLAN: 'gold', HLIDKA_LEASE_MARGIN_MS: '50' })).toEqual([
      `HLIDKA_DEFAULT_PLAN: must be one of ${PLANS.map((p) => p.id).join(', ')} (got "gold")`,
      'HLIDKA_LEASE_MARGIN_MS: must be a whole number of milliseconds between 1000 and 600000 (got "50")',
    ]);
  });

  it('reads ALLOWED_ORIGINS as origins and refuses paths and other schemes', () => {
    expect(loadConfig({ DATA_DIR: dir }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir, ALLOWED_ORIGINS: ' https://Hlidka.Intranet:443/ , http://10.0.0.5:3000' })
        .allowedOrigins,
    ).toEqual(['https://hlidka.intranet', 'http://10.0.0.5:3000']);
    const refused =
      'ALLOWED_ORIGINS: must be a comma-separated list of http(s) origins without a path (https://host:port)';
    expect(problems({ ALLOWED_ORIGINS: 'https://ok.example,https://x.example/app' })).toEqual([
      `${refused} (got "https://ok.example,https://x.example/app")`,
    ]);
    expect(problems({ ALLOWED_ORIGINS: 'ftp://files.example' })).toEqual([`${refused} (got "ftp://files.example")`]);
  });

  it('requires Google client id and secret together', () => {
    expect(problems({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID',
    ]);
  });

  it('names every problem in the error message, one per line', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '-1', LOG_LEVEL: 'x' })).toThrow(
      /Invalid configuration:\n {2}PORT: .+\n {2}LOG_LEVEL: .+/,
    );
  });
});
