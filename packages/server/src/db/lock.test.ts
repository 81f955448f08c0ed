import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock';

describe('DATA_DIR lock file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hlidka-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder of the same directory while the first holds the lock', () => {
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Hlídka process/);
    first.release();
    // released
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock left by a dead process', () => {
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), startedAt: 'x', token: 't' }),
    );
    acquireDataDirLock(dir).release();
  });
});
