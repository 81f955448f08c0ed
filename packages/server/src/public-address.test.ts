import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { derivedPublicUrl, loadConfig } from './config';
import { freePort } from './net/free-port';
import { startMessage, startServer } from './server';
import { bearer, registerUser } from './testing/auth';
import { createPostgresTestDatabase } from './testing/databases';

describe('one public address', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-address-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('derives the address from HOST and PORT, localhost only for the wildcard hosts', () => {
    expect(derivedPublicUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(derivedPublicUrl('::', 3000)).toBe('http://localhost:3000');
    expect(derivedPublicUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(derivedPublicUrl('::1', 8080)).toBe('http://[::1]:8080');
    expect(derivedPublicUrl('hlidka.lan', 80)).toBe('http://hlidka.lan:80');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '3000' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlDerived: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://hlidka.example.cz/' })).toMatchObject({
      publicUrl: 'https://hlidka.example.cz',
      publicUrlDerived: false,
    });
  });

  it('says which address links use and that PUBLIC_URL changes it', () => {
    const derived = startMessage({ publicUrl: 'http://127.0.0.1:3000', publicUrlDerived: true }, null);
    expect(derived).toContain('Hlídka is running on http://127.0.0.1:3000');
    expect(derived).toContain('Links in e-mails, webhooks and status pages use this address');
    expect(derived).toContain('PUBLIC_URL is not set: set it');
    const set = startMessage({ publicUrl: 'https://hlidka.example.cz', publicUrlDerived: false }, 'http://localhost:1');
    expect(set).toContain('Hlídka is running on https://hlidka.example.cz');
    expect(set).toContain('from PUBLIC_URL');
  });

  it('without PUBLIC_URL, the start log, e-mail links, push URLs and OpenAPI servers use one address', async () => {
    const port = await freePort();
    const database = await createPostgresTestDatabase();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
    });
    let log = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += chunk;
        done();
      },
    });
    const server = await startServer(config, { role: 'api', logger: pino({ level: 'info' }, sink) });
    const address = `http://127.0.0.1:${port}`;
    try {
      expect(log).toContain(`Hlídka is running on ${address}`);
      expect(log).toContain('set it to the address your users open');

      const openapi = (await (await fetch(`${address}/api/openapi.json`)).json()) as { servers: { url: string }[] };
      expect(openapi.servers).toEqual([{ url: address }]);

      const user = await registerUser(server.app);
      await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
      const outbox = path.join(dataDir, 'outbox');
      const mails = await vi.waitFor(
        () => {
          const files = existsSync(outbox) ? readdirSync(outbox) : [];
          if (files.length === 0) throw new Error('no e-mail yet');
          return files.map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
        },
        { timeout: 20_000, interval: 100 },
      );
      const links = mails.join('\n').match(/https?:\/\/[^\s"'<>]+/g) ?? [];
      const appLinks = links.filter((link) => !link.includes('w3.org'));
      expect(appLinks.length).toBeGreaterThan(0);
      for (const link of appLinks) expect(link.startsWith(`${address}/`)).toBe(true);

      const created = await server.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: bearer(user.token),
        payload: { name: 'Cron', type: 'heartbeat' },
      });
      expect(created.json().data.website.pushUrl).toMatch(new RegExp(`^${address}/api/push/`));
    } finally {
      await server.close();
      await database.drop();
    }
  }, 120_000);
});
