// Scratch-directory helpers for the packed-package test: run a command, pack @hlidka/ui as a clean clone would, serve
// a built app.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** Runs a command, resolving with its stdout; rejects with the command's output when it fails. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  // npm's own variables from the outer `npm run` (workspace, prefix…) must not leak into the scratch npm.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}\n${stdout}\n${stderr}`));
    });
  });
}

/**
 * `npm pack` of packages/ui copied without dist/, as on a clean clone: the tarball has a build only if packing builds
 * it. The copy gets the repository's node_modules (the build tools) through a link. Returns the tarball's path.
 */
export async function packCleanCopy(work: string): Promise<string> {
  const clone = join(work, 'clone');
  const ui = join(clone, 'packages', 'ui');
  await mkdir(ui, { recursive: true });
  await copyFile(join(root, 'tsconfig.base.json'), join(clone, 'tsconfig.base.json'));
  await cp(join(root, 'packages', 'ui'), ui, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  await symlink(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  const destination = join(work, 'packed');
  await mkdir(destination);
  await run('npm', ['pack', '--pack-destination', destination], ui);
  const tarballs = (await readdir(destination)).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1) throw new Error(`npm pack made ${tarballs.length} tarballs`);
  return join(destination, tarballs[0] ?? '');
}

/** Every file under dir, as paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** A static file server for a built app's directory on 127.0.0.1 and a free port. */
export async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
