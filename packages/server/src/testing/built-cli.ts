// The server's CLI built into a private directory, for tests that run real `hlidka start` processes.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltCli {
  /** The built `cli.js` to run with `process.execPath`. */
  cli: string;
  remove(): void;
}

/** Build the CLI with tsup into `.test-dist/{name}-{pid}` (the repository's own dist may be stale or mid-build). */
export function buildCli(name: string): BuiltCli {
  const outDir = path.join(serverDir, '.test-dist', `${name}-${process.pid}`);
  const tsup = path.join(serverDir, '../..', 'node_modules', 'tsup', 'dist', 'cli-default.js');
  const build = spawnSync(process.execPath, [tsup, '--out-dir', outDir, '--no-sourcemap'], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
  return { cli: path.join(outDir, 'cli.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
