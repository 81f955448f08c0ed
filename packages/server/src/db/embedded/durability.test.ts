// The durability check at the embedded start: which file systems cannot keep a write, which settings are too weak, and
// what it logs against a real PostgreSQL server and real directories.
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatabaseLogger } from '../types';
import { memoryFileSystem, reportDurability, weakSettings } from './durability';

function recorder() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (_obj: object, msg = '') =>
      lines.push({ level, msg });
  const log: DatabaseLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

describe('memoryFileSystem', () => {
  it('names tmpfs and ramfs on Linux, whichever sign the type comes with', () => {
    expect(memoryFileSystem(0x01021994, 'linux')).toBe('tmpfs');
    expect(memoryFileSystem(0x858458f6, 'linux')).toBe('ramfs');
    expect(memoryFileSystem(0x858458f6 | 0, 'linux')).toBe('ramfs');
  });

  it('lets disks pass: ext4, xfs, btrfs, overlayfs', () => {
    for (const type of [0xef53, 0x58465342, 0x9123683e, 0x794c7630]) expect(memoryFileSystem(type, 'linux')).toBeNull();
  });

  it('knows no magic numbers but Linux ones', () => {
    expect(memoryFileSystem(0x01021994, 'darwin')).toBeNull();
  });
});

describe('weakSettings', () => {
  it('is empty when fsync, full_page_writes and synchronous_commit are on', () => {
    expect(weakSettings({ fsync: 'on', full_page_writes: 'on', synchronous_commit: 'on' })).toEqual([]);
  });

  it('names every setting that is not on', () => {
    expect(weakSettings({ fsync: 'off', full_page_writes: 'on', synchronous_commit: 'local' })).toEqual([
      'fsync',
      'synchronous_commit',
    ]);
  });
});

describe('reportDurability', () => {
  const url = process.env.TEST_DATABASE_URL as string;

  it('logs the settings in force and no warning for a directory on a disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hlidka-durability-'));
    try {
      if (memoryFileSystem(statfsSync(dir).type)) return; // this machine's temporary directory is in memory
      const { log, lines } = recorder();
      await reportDurability(url, dir, log);
      expect(lines).toEqual([
        { level: 'info', msg: 'database: durability fsync=on, full_page_writes=on, synchronous_commit=on' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.platform === 'linux' && memoryFileSystem(statfsSync('/dev/shm').type) === 'tmpfs')(
    'warns when the directory is on tmpfs',
    async () => {
      const { log, lines } = recorder();
      await reportDurability(url, '/dev/shm', log);
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
        'database: /dev/shm is on tmpfs, a file system in memory: everything in it is lost when the machine stops; set DATA_DIR to a disk',
      ]);
    },
  );
});
