import { causeText, defaultCheckSettings } from '@hlidka/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { causeParams } from '../monitoring/results/codes';
import { freePort } from '../net/free-port';
import { serve, startMysqlServer, startRedisServer, type TestServer } from '../testing/database-servers';
import { databaseChecker, databaseConfigSchema, runDatabaseCheck } from './database';
import type { CheckContext } from './types';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});
const started = async (server: Promise<TestServer>) => {
  const running = await server;
  servers.push(running);
  return running.port;
};

const context = (extra: Partial<CheckContext> = {}): CheckContext => ({
  deadlineMs: 3000,
  allowPrivateTargets: true,
  ...extra,
});
const check = (fields: Partial<Parameters<typeof databaseConfigSchema.parse>[0]>, extra?: Partial<CheckContext>) =>
  runDatabaseCheck(
    databaseConfigSchema.parse({ host: '127.0.0.1', port: 5432, engine: 'postgresql', ...fields }),
    context(extra),
  );

describe('database checker: PostgreSQL (the local server, trust)', () => {
  it('signs in and answers SELECT 1, with the connect and ping times', async () => {
    const result = await check({ username: 'postgres', name: 'postgres' });
    expect(result).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
    expect(result.message).toMatch(/SELECT 1/);
    expect(result.timings.connect).toBeGreaterThan(0);
    expect(result.timings.firstByte).toBeGreaterThan(0);
    expect(result.timings.dns).toBeNull();
  });

  it('an unknown database is a protocol failure carrying the server’s words', async () => {
    const result = await check({ username: 'postgres', name: 'no_such_database_here' });
    expect(result).toMatchObject({ ok: false, code: 'protocol' });
    expect(result.serverReply).toMatch(/no_such_database_here.*does not exist/);
    expect(causeText('protocol', 'en', causeParams(result))).toMatch(/does not exist/);
  });
});

describe('database checker: MySQL (a local MySQL-speaking server)', () => {
  it('signs in with mysql_native_password and pings', async () => {
    const port = await started(startMysqlServer({ user: 'app', password: 'pw', databases: ['shop'] }));
    const result = await check({ engine: 'mysql', port, username: 'app', password: 'pw', name: 'shop' });
    expect(result).toMatchObject({ ok: true, code: null, message: 'MySQL 8.0.36-test answered COM_PING' });
  });

  it('takes the caching_sha2_password fast path', async () => {
    const port = await started(startMysqlServer({ user: 'app', password: 'pw', plugin: 'caching_sha2_password' }));
    expect(await check({ engine: 'mysql', port, username: 'app', password: 'pw' })).toMatchObject({ ok: true });
  });

  it('a wrong password is auth with the server’s refusal; an unknown database is protocol', async () => {
    const port = await started(startMysqlServer({ user: 'app', password: 'pw', databases: ['shop'] }));
    const refused = await check({ engine: 'mysql', port, username: 'app', password: 'wrong' });
    expect(refused).toMatchObject({ ok: false, code: 'auth' });
    expect(refused.serverReply).toMatch(/^1045 Access denied for user 'app'/);
    expect(causeText('auth', 'cs', causeParams(refused))).toMatch(/^Server odmítl přihlášení: „1045 Access denied/);
    const unknown = await check({ engine: 'mysql', port, username: 'app', password: 'pw', name: 'other' });
    expect(unknown).toMatchObject({ ok: false, code: 'protocol', serverReply: "1049 Unknown database 'other'" });
  });
});

describe('database checker: Redis (a local RESP server)', () => {
  it('pings a server without a password, and one with, after AUTH', async () => {
    const open = await started(startRedisServer());
    expect(await check({ engine: 'redis', port: open })).toMatchObject({ ok: true, message: 'Redis answered PONG' });
    const locked = await started(startRedisServer({ password: 's3cret', username: 'app' }));
    const result = await check({ engine: 'redis', port: locked, username: 'app', password: 's3cret' });
    expect(result).toMatchObject({ ok: true, code: null });
  });

  it('a wrong password, or none where one is required, is auth', async () => {
    const port = await started(startRedisServer({ password: 's3cret' }));
    const wrong = await check({ engine: 'redis', port, password: 'nope' });
    expect(wrong).toMatchObject({ ok: false, code: 'auth' });
    expect(wrong.serverReply).toMatch(/^WRONGPASS/);
    expect(await check({ engine: 'redis', port })).toMatchObject({ ok: false, code: 'auth' });
  });

  it('a server that is not Redis is a protocol failure with its line', async () => {
    const port = await started(serveLine('220 mail.example.com ESMTP\r\n'));
    expect(await check({ engine: 'redis', port })).toMatchObject({
      ok: false,
      code: 'protocol',
      serverReply: '220 mail.example.com ESMTP',
    });
  });
});

describe('database checker: the network and target safety', () => {
  it('a closed port is refused; silence until the deadline is a timeout', async () => {
    const closed = await freePort();
    expect(await check({ engine: 'mysql', port: closed })).toMatchObject({ ok: false, code: 'refused' });
    const silent = await started(serveLine(null));
    const result = await check({ engine: 'mysql', port: silent }, { deadlineMs: 300 });
    expect(result).toMatchObject({ ok: false, code: 'timeout' });
    expect(result.timings.total).toBeLessThan(2000);
  });

  it('refuses loopback without ALLOW_PRIVATE_TARGETS, before connecting', async () => {
    const result = await check({ engine: 'redis', port: 6379 }, { allowPrivateTargets: false });
    expect(result).toMatchObject({ ok: false, code: 'blocked_target' });
    expect(result.timings.connect).toBeNull();
  });

  it('configOf: the engine’s port unless the target names one, and the credentials as stored', () => {
    const settings = { ...defaultCheckSettings('database'), username: 'app', password: 'pw' };
    const redis = { ...settings, database: { ...settings.database, engine: 'redis' as const } };
    expect(databaseChecker.configOf({ url: 'db.example.com', settings, intervalSeconds: 60 })).toMatchObject({
      host: 'db.example.com',
      port: 5432,
      username: 'app',
      password: 'pw',
    });
    expect(databaseChecker.configOf({ url: 'db.example.com', settings: redis, intervalSeconds: 60 })).toMatchObject({
      port: 6379,
    });
    expect(databaseChecker.configOf({ url: '[::1]:7000', settings, intervalSeconds: 60 })).toMatchObject({
      host: '::1',
      port: 7000,
    });
  });
});

/** A TCP server that says `line` on connecting (or nothing), then nothing more. */
const serveLine = (line: string | null) =>
  serve((socket) => {
    if (line !== null) socket.write(line);
  });
