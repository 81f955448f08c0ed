import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import type { Config } from '../config';
import type { Database, Db } from '../db/types';
import { type CapturingMailer, createCapturingMailer } from '../mail/mailer';
import { createTestClock, type TestClock } from './clock';
import { testConfig } from './config';
import { createTestDatabase, type DatabaseKind, testDatabaseKinds } from './databases';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  kind: DatabaseKind;
  mailer: CapturingMailer;
  clock: TestClock;
  config: Config;
  /** Close the app and drop its database. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions
  extends Partial<Omit<BuildAppOptions, 'config' | 'database' | 'mailer' | 'clock'>> {
  /** Use this database (not closed by `close()`). */
  database?: Database;
  config?: Partial<Config>;
  clock?: TestClock;
}

/** A ready app on a fresh migrated database, with a capturing mailer and a hand-moved clock. Not listening. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { database: given, config: overrides, clock = createTestClock(), ...rest } = options;
  const owned = given ? undefined : await createTestDatabase('postgres');
  const database = given ?? (owned as NonNullable<typeof owned>).database;
  const config = testConfig(overrides);
  const mailer = createCapturingMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    clock,
    appDist: null,
    rateLimit: { max: 100_000 },
    logger: false,
    ...rest,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    kind: 'postgres',
    mailer,
    clock,
    config,
    async close() {
      await app.close();
      await owned?.drop();
    },
  };
}

export interface AppContext extends Omit<TestApp, 'close'> {}

/**
 * Run a block of tests once per database kind against its own app (built before the block, closed after it).
 *
 *   describeEachApp('login', (t) => { it('works', async () => { const res = await t.app.inject(…) }) });
 */
export function describeEachApp(name: string, fn: (ctx: AppContext) => void, options: CreateTestAppOptions = {}) {
  for (const kind of testDatabaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      const get = <K extends keyof AppContext>(key: K): AppContext[K] => {
        if (!current) throw new Error('The test app is not ready (use it inside tests or hooks)');
        return current[key];
      };
      const ctx = {
        get app() {
          return get('app');
        },
        get db() {
          return get('db');
        },
        get database() {
          return get('database');
        },
        get mailer() {
          return get('mailer');
        },
        get clock() {
          return get('clock');
        },
        get config() {
          return get('config');
        },
        kind,
      } as AppContext;
      beforeAll(async () => {
        current = await createTestApp(options);
      });
      afterAll(async () => {
        await current?.close();
      });
      fn(ctx);
    });
  }
}
