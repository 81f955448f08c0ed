// The server's CLI built as `npm run build` does, for tests that run real `hlidka start` processes. One build serves
// every test file of a run (four files start real processes; each used to build its own tsup bundle): the
// bundle lives under node_modules/.cache, named by a fingerprint of the sources it is built from, so a change to any of
// them builds afresh and an unchanged tree reuses it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');
// Inside the server's own node_modules, so the bundle's imports resolve as they do from dist/.
const cacheDir = path.join(serverDir, 'node_modules', '.cache', 'hlidka-built-cli');
const SOURCES = [
  path.join(serverDir, 'src'),
  path.join(repoRoot, 'packages', 'contract', 'src'),
  path.join(serverDir, 'tsup.config.ts'),
  path.join(serverDir, 'package.json'),
];

export interface BuiltCli {
  /** The built `cli.js` to run with `process.execPath`. */
  cli: string;
}

/** Path, size and modification time of every source file: what the bundle is built from. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) visit(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(`${entry}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The CLI built from the current sources. The first file to find it missing builds it (holding a lock directory, so
 * the files starting beside it wait instead of building too) and renames it into place, so no file sees half a
 * bundle; older bundles are removed.
 */
export function buildCli(): BuiltCli {
  const key = fingerprint();
  const outDir = path.join(cacheDir, key);
  const cli = path.join(outDir, 'cli.js');
  const lock = `${outDir}.lock`;
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(cli)) return { cli };
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a build that died (a build takes seconds, not minutes) is taken over.
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > 300_000) rmSync(lock, { force: true, recursive: true });
      sleep(200);
    }
  }
  try {
    if (existsSync(cli)) return { cli };
    const building = `${outDir}.building`;
    rmSync(building, { recursive: true, force: true });
    const tsup = path.join(repoRoot, 'node_modules', 'tsup', 'dist', 'cli-default.js');
    const build = spawnSync(process.execPath, [tsup, '--out-dir', building, '--no-sourcemap'], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
    renameSync(building, outDir);
    for (const name of readdirSync(cacheDir)) {
      if (!name.startsWith(key)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    }
    return { cli };
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
