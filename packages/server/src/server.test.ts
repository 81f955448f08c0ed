import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server';
import { testConfig } from './testing/config';

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes requests in flight, then refuses new connections and closes the database', async () => {
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slowModule = async (app: FastifyInstance) => {
      app.get('/api/test/slow', async () => {
        entered();
        await new Promise((r) => setTimeout(r, 400));
        return { done: true };
      });
    };
    const { default: pino } = await import('pino');
    const server = await startServer(testConfig({ dataDir, port: 0, host: '127.0.0.1' }), {
      logger: pino({ level: 'silent' }),
      modules: [slowModule],
    });
    const url = server.url as string;
    const inFlight = fetch(`${url}/api/test/slow`);
    await handlerEntered;
    const closing = server.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await expect(server.database.query('select 1')).rejects.toThrow();
    // The default database, Hlídka's own PostgreSQL in DATA_DIR, has stopped with it (a clean stop removes its pid file).
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
