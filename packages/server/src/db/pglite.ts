import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pglite';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { Mutex } from './mutex';
import type { SerializedError, WorkerInit, WorkerRequest, WorkerResponse } from './pglite-worker';
import * as schema from './schema/index';
import type { Database, DatabaseLogger, Db, Row, SqlSession } from './types';

type QueryResult = {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
};
type QueryOptions = { rowMode?: 'object' | 'array'; parsers?: unknown };
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The worker script: the TypeScript source under vitest/tsx, the built file next to the bundle in dist. */
function workerUrl(): URL {
  const here = new URL(import.meta.url);
  const ts = new URL('./pglite-worker.ts', here);
  if (here.pathname.endsWith('.ts') && existsSync(ts)) return ts;
  return new URL('./pglite-worker.js', here);
}

/** An error from the database thread, with PostgreSQL's fields (code, constraint, detail…) preserved. */
export class PgliteError extends Error {
  [field: string]: unknown;
  constructor(serialized: SerializedError) {
    super(serialized.message);
    Object.assign(this, serialized);
    this.name = serialized.name === 'Error' ? 'PgliteError' : serialized.name;
  }
}

/** Messages to and from the PGlite thread. */
class WorkerChannel {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve: (r: QueryResult) => void; reject: (e: Error) => void }>();
  #stopped: Error | null = null;
  readonly ready: Promise<void>;

  constructor(init: WorkerInit, log?: DatabaseLogger) {
    this.#worker = new Worker(workerUrl(), { workerData: init });
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerResponse) => {
        if (!('ready' in message)) return;
        this.#worker.off('message', onMessage);
        if (message.ready) resolve();
        else reject(new PgliteError(message.error));
      };
      this.#worker.on('message', onMessage);
      this.#worker.once('error', reject);
      this.#worker.once('exit', (code) => reject(new Error(`The PGlite worker exited during start (code ${code})`)));
    });
    this.#worker.on('message', (message: WorkerResponse) => {
      if ('ready' in message) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(new PgliteError(message.error));
    });
    this.#worker.on('error', (error) => {
      log?.error({ err: error }, 'PGlite worker failed');
      this.#fail(error);
    });
    this.#worker.on('exit', (code) => this.#fail(new Error(`The PGlite worker has stopped (exit code ${code})`)));
  }

  #fail(error: Error) {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  request(request: Request): Promise<QueryResult> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<QueryResult>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async stop() {
    if (!this.#stopped) {
      await this.request({ op: 'close' }).catch(() => {});
    }
    await this.#worker.terminate();
  }
}

const transactionScope = new AsyncLocalStorage<{ active: boolean }>();

const misuse = () =>
  new Error(
    'A query was sent on the database object inside a transaction callback. Use the transaction (`tx`) ' +
      'instead: on PGlite the outer query would wait for the transaction forever.',
  );

/**
 * The client Drizzle's PGlite driver talks to, forwarding to the worker. One mutex serialises access: a plain query
 * holds it for its round trip, a transaction from BEGIN to COMMIT/ROLLBACK, so nothing interleaves with a transaction.
 */
class ProxyClient {
  constructor(
    private readonly channel: WorkerChannel,
    readonly mutex: Mutex,
  ) {}

  send(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.channel.request({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawDates: options.parsers !== undefined,
    });
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions) {
    if (transactionScope.getStore()?.active) throw misuse();
    const release = await this.mutex.lock();
    try {
      return await this.send(sql, params, options);
    } finally {
      release();
    }
  }

  async exec(sql: string) {
    if (transactionScope.getStore()?.active) throw misuse();
    return this.mutex.run(() => this.channel.request({ op: 'exec', sql }));
  }

  async transaction<T>(fn: (tx: { query: ProxyClient['send'] }) => Promise<T>): Promise<T> {
    if (transactionScope.getStore()?.active) throw misuse();
    const release = await this.mutex.lock();
    const scope = { active: true };
    try {
      return await transactionScope.run(scope, async () => {
        await this.send('BEGIN');
        try {
          const result = await fn({ query: (sql, params, options) => this.send(sql, params, options) });
          await this.send('COMMIT');
          return result;
        } catch (error) {
          await this.send('ROLLBACK').catch(() => {});
          throw error;
        }
      });
    } finally {
      scope.active = false;
      release();
    }
  }
}

export interface OpenPgliteOptions {
  /** Data directory (PGlite files go to `<dataDir>/pglite`, the lock file to `<dataDir>/hlidka.lock`); null = memory. */
  dataDir: string | null;
  log?: DatabaseLogger;
  /** Take the data directory's lock file (default true; false when the caller already owns the directory). */
  lock?: boolean;
}

/**
 * Open PGlite in its own worker thread (taking the data-dir lock first). Only the upgrade move reads PGlite now
 * (`upgrade/move-from-pglite.ts`): an earlier version kept its data in `DATA_DIR/pglite`.
 */
export async function openPglite(options: OpenPgliteOptions): Promise<Database> {
  const { log } = options;
  let lock: DataDirLock | null = null;
  if (options.dataDir && options.lock !== false) lock = acquireDataDirLock(options.dataDir);
  const channel = new WorkerChannel({ dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : null }, log);
  try {
    await channel.ready;
  } catch (error) {
    await channel.stop().catch(() => {});
    lock?.release();
    throw error;
  }
  const mutex = new Mutex();
  const client = new ProxyClient(channel, mutex);
  // biome-ignore lint/suspicious/noExplicitAny: the proxy implements the part of PGlite's interface Drizzle uses
  const db = drizzle({ client: client as any, schema }) as unknown as Db;
  let closed: Promise<void> | null = null;

  const queryRows = async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[];

  return {
    db,
    query: queryRows,
    async withMigrationLock<T>(fn: (session: SqlSession) => Promise<T>) {
      // One process owns the directory (lock file); the mutex keeps every other query out meanwhile.
      return mutex.run(() =>
        fn({ query: async (sql, params) => (await client.send(sql, params ?? [])).rows as Row[] }),
      );
    },
    close() {
      closed ??= (async () => {
        // Wait for queued work and any open transaction, then checkpoint so the next start replays little WAL.
        const release = await mutex.lock();
        try {
          if (options.dataDir) await client.send('CHECKPOINT').catch(() => {});
          await channel.stop();
        } finally {
          release();
          lock?.release();
        }
      })();
      return closed;
    },
  };
}
