// What makes an acknowledged write survive a crash: PostgreSQL's settings in force, and a file system that keeps what
// PostgreSQL flushed. Checked and logged at every embedded start.
import { statfsSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseLogger } from '../types';

/** statfs(2) f_type of the Linux file systems that live in memory only (linux/magic.h). */
export const MEMORY_FILE_SYSTEMS: Readonly<Record<number, string>> = { 16914836: 'tmpfs', 2240043254: 'ramfs' };

/** The settings an acknowledged commit depends on; each must be `on`. */
export const DURABILITY_SETTINGS = ['fsync', 'full_page_writes', 'synchronous_commit'] as const;

/**
 * The name of the in-memory file system a statfs type stands for, or null for one that can keep writes. Only Linux's
 * magic numbers are known; elsewhere null. The type is compared as unsigned (ramfs's magic has its top bit set).
 */
export function memoryFileSystem(type: number, platform: NodeJS.Platform = process.platform): string | null {
  if (platform !== 'linux') return null;
  return MEMORY_FILE_SYSTEMS[type >>> 0] ?? null;
}

/** Settings of `DURABILITY_SETTINGS` that are not `on`. */
export function weakSettings(settings: Record<string, string>): string[] {
  return DURABILITY_SETTINGS.filter((name) => settings[name] !== 'on');
}

/**
 * Log the durability settings the server runs with (SHOW), and warn when one is off or when `dir` is on a file system
 * that loses everything with the machine (tmpfs, ramfs).
 */
export async function reportDurability(adminUrl: string, dir: string, log: DatabaseLogger | undefined) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const settings: Record<string, string> = {};
  try {
    for (const name of DURABILITY_SETTINGS) settings[name] = (await client.query(`SHOW ${name}`)).rows[0][name];
  } finally {
    await client.end();
  }
  const shown = DURABILITY_SETTINGS.map((name) => `${name}=${settings[name]}`).join(', ');
  log?.info({ durability: settings }, `database: durability ${shown}`);
  const weak = weakSettings(settings);
  if (weak.length > 0)
    log?.warn({ durability: settings }, `database: ${weak.join(', ')} off: a crash can lose or corrupt committed data`);
  let type: number | null = null;
  try {
    type = statfsSync(dir).type;
  } catch {}
  const memory = type === null ? null : memoryFileSystem(type);
  if (memory)
    log?.warn(
      { dir, fileSystem: memory },
      `database: ${dir} is on ${memory}, a file system in memory: everything in it is lost when the machine stops; set DATA_DIR to a disk`,
    );
}
