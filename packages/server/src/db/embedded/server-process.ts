import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { C_LOCALE_ENV } from './initdb';
import type { PostgresAccount } from './os-user';
import { isAlive, readPostmasterPid } from './pid-file';

/** Where the server listens: a Unix socket in `socketDir` (no TCP), or TCP on 127.0.0.1. */
export type Listen = { socketDir: string; port: number } | { host: '127.0.0.1'; port: number };

export interface PostgresProcessOptions {
  postgres: string;
  pgdata: string;
  listen: Listen;
  account: PostgresAccount | null;
  /** Each line PostgreSQL writes to its log (stderr). */
  onLog?: (line: string) => void;
}

export interface PostgresProcess {
  /** The postmaster's process id. */
  pid: number;
  /** Resolves with the exit code when the server has stopped (for whatever reason). */
  exited: Promise<number | null>;
  /** Fast shutdown: open transactions are rolled back, everything committed is on disk. Resolves when it has exited. */
  stop(): Promise<void>;
  /** PostgreSQL's last log lines (for error messages). */
  recentLog(): string;
}

/**
 * The watchdog between Hlídka and PostgreSQL, a POSIX shell: it starts postgres, prints its pid, and keeps reading its
 * standard input, a pipe from Hlídka. When that pipe closes (Hlídka stops it, exits or is killed with -9), the watchdog
 * sends postgres SIGINT, a fast shutdown; when postgres exits, so does the watchdog, with its exit code. No server
 * outlives the process that started it.
 */
const WATCHDOG = [
  'exec 3<&0 </dev/null',
  '"$0" "$@" 3<&- &',
  'pg=$!',
  'echo "$pg"',
  '{ read -r _ <&3; kill -INT "$pg" 2>/dev/null; } &',
  'reader=$!',
  'exec 3<&-',
  'wait "$pg"',
  'status=$?',
  'kill "$reader" 2>/dev/null',
  'exit "$status"',
].join('\n');

function settings(listen: Listen): string[] {
  const values: Record<string, string> =
    'socketDir' in listen
      ? {
          listen_addresses: '',
          unix_socket_directories: `"${listen.socketDir}"`,
          unix_socket_permissions: '0700',
          port: String(listen.port),
        }
      : { listen_addresses: listen.host, unix_socket_directories: '', port: String(listen.port) };
  // Durability is not negotiable (PGlite had neither): every commit reaches the disk before it is acknowledged.
  Object.assign(values, { fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on' });
  return Object.entries(values).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Start PostgreSQL on `pgdata` under the watchdog and wait until it accepts connections. */
export async function startPostgresProcess(options: PostgresProcessOptions): Promise<PostgresProcess> {
  if (process.platform === 'win32') throw new Error('The embedded PostgreSQL needs a POSIX system: set DATABASE_URL');
  const child: ChildProcess = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, options.postgres, '-D', options.pgdata, ...settings(options.listen)],
    {
      env: { ...process.env, ...C_LOCALE_ENV },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C in a terminal reaches Hlídka, which then stops PostgreSQL after its last writes.
      detached: true,
      ...(options.account ? { uid: options.account.uid, gid: options.account.gid } : {}),
    },
  );
  const log: string[] = [];
  let partial = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      log.push(line);
      if (log.length > 40) log.shift();
      options.onLog?.(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.match(/^(\d+)\n/);
      if (line) resolve(Number(line[1]));
    });
    child.once('error', reject);
    exited.then((code) => reject(new Error(`PostgreSQL exited at once (code ${code}):\n${log.join('\n')}`)));
  });
  let stopping: Promise<void> | null = null;
  const handle: PostgresProcess = {
    pid,
    exited,
    recentLog: () => log.join('\n'),
    stop() {
      stopping ??= (async () => {
        child.stdin?.end();
        const escalate = async (signal: NodeJS.Signals, ms: number) => {
          const done = await Promise.race([
            exited.then(() => true),
            sleep(ms, undefined, { ref: false }).then(() => false),
          ]);
          if (!done && isAlive(pid)) process.kill(pid, signal);
          return done;
        };
        if (!(await escalate('SIGQUIT', 30_000))) await escalate('SIGKILL', 5_000);
        await exited;
      })();
      return stopping;
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = readPostmasterPid(options.pgdata);
    if (status?.pid === pid && status.status === 'ready') return handle;
    const finished = await Promise.race([exited.then(() => true), sleep(20).then(() => false)]);
    if (finished) throw new Error(`PostgreSQL did not start:\n${handle.recentLog()}`);
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`PostgreSQL did not become ready within 120 s:\n${handle.recentLog()}`);
    }
  }
}
