import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The operating-system account PostgreSQL runs as: `null` means Hlídka's own (PostgreSQL refuses root). */
export interface PostgresAccount {
  name: string;
  uid: number;
  gid: number;
}

/** Accounts tried, in order, when Hlídka runs as root and DATA_DIR belongs to root. */
export const ACCOUNT_CANDIDATES = ['hlidka', 'postgres', 'nobody'] as const;

function lookUp(name: string): PostgresAccount | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return Number.isInteger(uid) && Number.isInteger(gid) && uid !== 0 ? { name, uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * Who runs PostgreSQL: Hlídka's own account unless that is root. As root: HLIDKA_POSTGRES_USER when set, else the owner
 * of DATA_DIR when that is not root (`sudo` on a user's directory), else the first of ACCOUNT_CANDIDATES that exists.
 */
export function postgresAccount(dataDir: string, env: NodeJS.ProcessEnv = process.env): PostgresAccount | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const wanted = env.HLIDKA_POSTGRES_USER?.trim();
  if (wanted) {
    const account = lookUp(wanted);
    if (!account) throw new Error(`HLIDKA_POSTGRES_USER=${wanted}: no such user (or it is root)`);
    return account;
  }
  const owner = statSync(dataDir);
  if (owner.uid !== 0) return { name: String(owner.uid), uid: owner.uid, gid: owner.gid };
  for (const name of ACCOUNT_CANDIDATES) {
    const account = lookUp(name);
    if (account) return account;
  }
  throw new Error(
    'PostgreSQL refuses to run as root and none of the users hlidka, postgres, nobody exists: create one ' +
      '(useradd --system hlidka) or set HLIDKA_POSTGRES_USER',
  );
}

/** Give `dir` and everything in it to `account` (when its top is not theirs already). */
export function handOver(dir: string, account: PostgresAccount) {
  const top = statSync(dir);
  if (top.uid === account.uid && top.gid === account.gid) return;
  const walk = (target: string) => {
    chownSync(target, account.uid, account.gid);
    if (lstatSync(target).isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(dir);
}

function mayEnter(dir: string, account: PostgresAccount) {
  const { mode, uid, gid } = statSync(dir);
  if (uid === account.uid) return (mode & 0o100) !== 0;
  if (gid === account.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** Throw, naming the directory, unless `account` may enter `dir` and every directory above it. */
export function assertReachable(dir: string, account: PostgresAccount) {
  const chain: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    chain.unshift(at);
    if (at === path.dirname(at)) break;
  }
  for (const at of chain) {
    if (!mayEnter(at, account))
      throw new Error(`PostgreSQL runs as ${account.name}, who may not enter ${at}: allow it (chmod o+x ${at})`);
  }
}

/**
 * Make sure `account` can reach `dataDir`'s children: DATA_DIR itself gets the others' search bit (enter, not list)
 * when it lacks one; a directory above it that shuts the account out is an error that names it.
 */
export function letEnter(dataDir: string, account: PostgresAccount): boolean {
  assertReachable(path.dirname(dataDir), account);
  if (mayEnter(dataDir, account)) return false;
  chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  return true;
}
