import { existsSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../net/free-port';
import { acquireDataDirLock } from '../lock';
import type { DatabaseLogger } from '../types';
import { postgresBinaries } from './binaries';
import { reportDurability } from './durability';
import { EMBEDDED_USER, initdb } from './initdb';
import { assertReachable, handOver, letEnter, postgresAccount } from './os-user';
import { readOrCreatePassword } from './password';
import { stopOrphan } from './pid-file';
import { type Listen, type PostgresProcess, startPostgresProcess } from './server-process';

/** The database Hlídka's tables live in, on the embedded server. */
export const EMBEDDED_DATABASE = 'hlidka';
/** DATA_DIR's entries of the embedded server: its cluster and its superuser's password (mode 0600). */
export const PGDATA_NAME = 'postgres';
export const PASSWORD_FILE_NAME = 'postgres-password';
/** The socket's name is `.s.PGSQL.<port>`; without TCP the port only names it. */
const SOCKET_PORT = 5432;
/** sockaddr_un's path holds 107 bytes on Linux, 103 on macOS. */
const MAX_SOCKET_PATH = 103;

export interface EmbeddedPostgres {
  /** Connection string of Hlídka's database (password included). */
  url: string;
  /** Connection string of the server's `postgres` database, for administration (creating databases in tests). */
  adminUrl: string;
  /** The cluster directory. */
  pgdata: string;
  pid: number;
  /** Resolves when the server has exited, whoever stopped it. */
  exited: Promise<number | null>;
  /** Fast shutdown, then release DATA_DIR. */
  stop(): Promise<void>;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  log?: DatabaseLogger;
  /** Listen on TCP (a free 127.0.0.1 port) even where a Unix socket would do. */
  tcp?: boolean;
}

async function chooseListen(socketDir: string, tcp: boolean): Promise<Listen> {
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`);
  if (!tcp && process.platform !== 'win32' && Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH)
    return { socketDir, port: SOCKET_PORT };
  return { host: '127.0.0.1', port: await freePort() };
}

function connectionUrl(listen: Listen, password: string, database: string) {
  const credentials = `${EMBEDDED_USER}:${encodeURIComponent(password)}`;
  return 'socketDir' in listen
    ? `postgres://${credentials}@localhost/${database}?host=${encodeURIComponent(listen.socketDir)}`
    : `postgres://${credentials}@${listen.host}:${listen.port}/${database}`;
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database "${EMBEDDED_DATABASE}"`);
  } finally {
    await client.end();
  }
}

/**
 * Run Hlídka's own PostgreSQL on DATA_DIR/postgres: initdb on the first start, recovery of a server a killed run left,
 * start under a watchdog that stops it when Hlídka goes, and the `hlidka` database. Holds DATA_DIR's lock until stopped.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedPostgres> {
  const started = Date.now();
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, PGDATA_NAME);
  const log = options.log;
  const lock = acquireDataDirLock(dataDir);
  let server: PostgresProcess | undefined;
  try {
    log?.info({ pgdata }, `database: starting embedded PostgreSQL in ${pgdata}`);
    const account = postgresAccount(dataDir);
    if (account && letEnter(dataDir, account))
      log?.info({}, `database: ${dataDir} may now be entered by others (PostgreSQL runs as ${account.name})`);
    const password = readOrCreatePassword(path.join(dataDir, PASSWORD_FILE_NAME));
    const binaries = await postgresBinaries();
    if (account) assertReachable(path.dirname(binaries.postgres), account);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      if (existsSync(pgdata)) {
        if (readdirSync(pgdata).length > 0)
          throw new Error(`${pgdata} is not a PostgreSQL data directory and not empty: move it away`);
        rmdirSync(pgdata);
      }
      const initStarted = Date.now();
      await initdb({ initdb: binaries.initdb, pgdata, password, account });
      log?.info({ ms: Date.now() - initStarted }, `database: initialised in ${Date.now() - initStarted} ms`);
    } else {
      await stopOrphan(pgdata, (message) => log?.warn({ pgdata }, message));
    }
    mkdirSync(pgdata, { recursive: true });
    if (account) handOver(pgdata, account);
    const listen = await chooseListen(pgdata, options.tcp ?? false);
    server = await startPostgresProcess({
      postgres: binaries.postgres,
      pgdata,
      listen,
      account,
      onLog: (line) => {
        if (/^\S+ \S+ \S+ \[\d+\] (WARNING|ERROR|FATAL|PANIC):/.test(line)) log?.warn({ postgres: line }, line);
      },
    });
    const adminUrl = connectionUrl(listen, password, 'postgres');
    await ensureDatabase(adminUrl);
    await reportDurability(adminUrl, pgdata, log);
    log?.info({ ms: Date.now() - started }, `database: ready in ${Date.now() - started} ms`);
    const running = server;
    let stopping: Promise<void> | null = null;
    return {
      url: connectionUrl(listen, password, EMBEDDED_DATABASE),
      adminUrl,
      pgdata,
      pid: running.pid,
      exited: running.exited,
      stop() {
        stopping ??= running.stop().finally(() => lock.release());
        return stopping;
      },
    };
  } catch (error) {
    await server?.stop().catch(() => {});
    lock.release();
    throw error;
  }
}
