// The real fetcher of @hlidka/data against the real server (built packages/server, fresh PGlite directory):
// register → login → an expired access token is refreshed transparently → logout.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userRoutes } from '@hlidka/contract';
import { createApiClient, createAuthActions, createMemoryStorage, decodeTokenPayload } from '@hlidka/data/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'packages/server/dist/cli.js');
const JWT_SECRET = 'data-integration-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * An access token like the server's but expired an hour ago: same claims, signed with the key the server derives
 * from JWT_SECRET (packages/server/src/modules/auth/tokens.ts). To the server it is simply an expired token.
 */
function expiredCopyOf(token: string): string {
  const [header] = token.split('.');
  const payload = { ...decodeTokenPayload(token) };
  const now = Math.floor(Date.now() / 1000);
  payload.iat = now - 7200;
  payload.exp = now - 3600;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const key = createHmac('sha256', JWT_SECRET).update('hlidka:access-token').digest();
  const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

let child: ChildProcess | undefined;
let dataDir = '';
let baseUrl = '';
let output = '';

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the server first (npx turbo run build)`);
  dataDir = await mkdtemp(join(tmpdir(), 'hlidka-data-it-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [cli, 'start'], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('@hlidka/data against the real server', () => {
  it('register → login → expired access token refreshed transparently → logout', async () => {
    const storage = createMemoryStorage();
    const warnings: string[] = [];
    // validateResponses: every answer of a contract route is also checked against its schema.
    const client = createApiClient({
      baseUrl,
      storage,
      isOnline: () => true,
      validateResponses: true,
      logger: { warn: (message) => warnings.push(message) },
    });
    const auth = createAuthActions(client);
    const email = `integrace-${Date.now()}@example.cz`;
    const password = 'dlouhe-heslo-pro-test-42';

    const registered = await auth.register({
      email,
      password,
      firstName: 'Jana',
      lastName: 'Nováková',
      termsAccepted: true,
    });
    expect(registered.signedIn).toBe(true);
    await auth.logout();
    expect(client.session.getState().isAuthenticated).toBe(false);

    await auth.login({ email, password });
    const afterLogin = client.session.getState();
    expect(afterLogin).toMatchObject({ isAuthenticated: true, authMethod: 'email', user: { email } });
    expect(storage.getItem('token')).toBe(afterLogin.token);
    await expect(client.call(userRoutes.getUser)).resolves.toMatchObject({ email });

    // The access token expires; the next call refreshes (rotating the refresh token) and is replayed.
    const expired = expiredCopyOf(afterLogin.token ?? '');
    client.session.updateTokens({ token: expired });
    const direct = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${expired}` } });
    expect(direct.status).toBe(401);
    await expect(client.call(userRoutes.getUser)).resolves.toMatchObject({ email });
    const refreshed = client.session.getState();
    expect(refreshed.isAuthenticated).toBe(true);
    expect(refreshed.token).not.toBe(expired);
    expect(refreshed.refreshToken).not.toBe(afterLogin.refreshToken);

    await auth.logout();
    expect(client.session.getState()).toMatchObject({ token: null, refreshToken: null, isAuthenticated: false });
    // The server ended the session too: its refresh token no longer works.
    const reuse = await fetch(`${baseUrl}/api/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refreshed.refreshToken }),
    });
    expect(reuse.status).toBe(401);
    expect(warnings).toEqual([]);
  });
});
