import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, openSync, readFileSync, writeSync } from 'node:fs';

/**
 * The password of the embedded server's superuser, kept in `file` (mode 0600): read when there, generated (32 random
 * bytes, hex) when not. Hex needs no escaping in a connection string.
 */
export function readOrCreatePassword(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(32).toString('hex');
  const fd = openSync(file, 'w', 0o600);
  try {
    writeSync(fd, `${password}\n`);
  } finally {
    closeSync(fd);
  }
  chmodSync(file, 0o600);
  return password;
}
