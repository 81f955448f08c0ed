import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'hlidka.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Hlídka process (pid ${holder.pid} on ${holder.host}, ` +
        `since ${holder.startedAt}). Stop that process first, or set DATA_DIR to another directory. ` +
        `(Two processes on one data directory would stop each other's database.) ` +
        `If no such process runs any more, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  token: string;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid !== 'number') return null;
    return {
      pid: info.pid,
      host: String(info.host ?? ''),
      startedAt: String(info.startedAt ?? ''),
      token: String(info.token ?? ''),
    };
  } catch {
    return null;
  }
}

const heldInThisProcess = new Set<string>();

/**
 * Take the lock file of a data directory, or throw `DataDirLockedError` when a live process holds it.
 * A lock left by a process that no longer runs (on this host) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(info)}\n`);
      } finally {
        closeSync(fd);
      }
      heldInThisProcess.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldInThisProcess.delete(file);
          if (readLock(file)?.token === info.token) {
            try {
              unlinkSync(file);
            } catch {}
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (holder === null) {
      // Being written right now by another process, or garbage: look again shortly, then treat as stale.
      if (attempt < 3) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
    } else {
      const sameHost = holder.host === info.host;
      const stale = sameHost && !heldInThisProcess.has(file) && (holder.pid === process.pid || !isAlive(holder.pid));
      if (!stale) throw new DataDirLockedError(dataDir, holder);
    }
    try {
      unlinkSync(file);
    } catch {}
  }
  throw new Error(`Could not take the lock file ${file}`);
}
