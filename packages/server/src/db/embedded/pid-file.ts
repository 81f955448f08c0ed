import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What PostgreSQL's `postmaster.pid` says (see pidfile.h): the postmaster's pid and its status once started. */
export interface PostmasterPid {
  pid: number;
  /** "starting", "ready", "stopping" or "" (the line is written after start-up). */
  status: string;
}

export function readPostmasterPid(pgdata: string): PostmasterPid | null {
  let text: string;
  try {
    text = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, status: (lines[7] ?? '').trim() };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `pid` runs the postgres binary (Linux's /proc; elsewhere any live process counts as one). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && process.platform !== 'linux' && isAlive(pid);
  }
}

async function gone(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * Clear the way for a new server on `pgdata` when a previous one (whose Hlídka was killed) is still running or left its
 * pid file: a live orphan gets a fast shutdown (then an immediate one, then SIGKILL); a pid file naming a process that is
 * not PostgreSQL (a reused pid) is removed. A dead pid's file is left to PostgreSQL, which removes it itself. Callers
 * hold DATA_DIR's lock, so no other Hlídka owns that server. Returns the orphan's pid when one was stopped.
 */
export async function stopOrphan(pgdata: string, log: (message: string) => void): Promise<number | null> {
  const previous = readPostmasterPid(pgdata);
  if (!previous || !isAlive(previous.pid)) return null;
  if (!isPostgres(previous.pid)) {
    unlinkSync(path.join(pgdata, 'postmaster.pid'));
    return null;
  }
  log(`database: stopping the PostgreSQL server a previous run left (pid ${previous.pid})`);
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(previous.pid, signal);
    } catch {}
    if (await gone(previous.pid, ms)) return previous.pid;
  }
  throw new Error(`The PostgreSQL server a previous run left (pid ${previous.pid}) does not stop`);
}
