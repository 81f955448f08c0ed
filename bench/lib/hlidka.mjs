// What the benches that run the built Hlídka share: the loopback target, the server in its own process, the API from
// rotating loopback addresses, an account with N websites, and the re-check wait after a restart.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** bench/lib/target-server.mjs in its own process; resolves with its URL once it listens. */
export function startTarget({ latencyMs = 20, failureRate = 0 } = {}) {
  const child = spawn(process.execPath, [join(root, 'bench/lib/target-server.mjs')], {
    env: { ...process.env, LATENCY_MS: String(latencyMs), FAILURE_RATE: String(failureRate) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`target exited ${code}`)));
    child.stdout.once('data', (d) => resolve({ child, url: `http://127.0.0.1:${JSON.parse(String(d)).port}` }));
  });
}

/**
 * The built server (`packages/server/dist/cli.js start`) in its own process, waited for until /api/health answers.
 * `readyMs` is the time from the spawn to that first OK; `stop()` sends SIGTERM and waits for the exit.
 */
export async function startHlidka(env, { nodeArgs = [] } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'packages/server/dist/cli.js'), 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Hlídka exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${env.PUBLIC_URL}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error('Hlídka did not answer /api/health within 180 s');
    }
    await sleep(20);
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid,
    started: Date.now() - readyMs,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** JSON over HTTP from a chosen loopback source address (the API's per-IP limit is 1,000 requests a minute). */
export function api(base, method, path, { token, body, from } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'accept-encoding': 'gzip',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          let json = null;
          try {
            // `bytes` is what crossed the wire; the JSON is read from the decoded body.
            json = JSON.parse(String(res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw));
          } catch {}
          resolve({ status: res.statusCode, json, bytes: raw.length, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A new account with `count` HTTP websites on `target` at `intervalSeconds`, created through the API 16 at a time from
 * rotating loopback addresses (900 requests each). `session.token()` is the current access token; `session.login()`
 * signs in again (after a restart, or when the 15-minute token ran out).
 */
export async function createAccountWithWebsites(base, { target, count, intervalSeconds }) {
  const email = `bench.${Date.now()}@example.cz`;
  const password = 'Kůň pije z řeky 42';
  const reg = await api(base, 'POST', '/api/register', {
    body: { email, password, firstName: 'Bench', lastName: 'Mark', termsAccepted: true, marketingConsent: false },
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  let token = reg.json.data.token;
  let relogin = null;
  const session = {
    email,
    password,
    token: () => token,
    login() {
      relogin ??= api(base, 'POST', '/api/login_check', { body: { email, password } }).then((r) => {
        token = r.json.data.token;
        relogin = null;
      });
      return relogin;
    },
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        const create = () =>
          api(base, 'POST', '/api/websites', {
            token,
            from: `127.0.${1 + Math.floor(i / 900 / 250)}.${2 + (Math.floor(i / 900) % 250)}`,
            body: { name: `Web ${i}`, url: `${target}/w/${i}`, intervalSeconds, timeoutSeconds: 10 },
          });
        let res = await create();
        if (res.status === 401) {
          // Creating 10,000 websites on a busy machine outlasts the 15-minute access token: sign in again.
          await session.login();
          res = await create();
        }
        if (res.status !== 201) throw new Error(`create ${i}: ${res.status} ${JSON.stringify(res.json)}`);
      }
    }),
  );
  return session;
}

/** Seconds from `since` (ms epoch) until every website's last check is later than it; null after `timeoutMs`. */
export async function waitAllCheckedSince(base, session, since, timeoutMs) {
  for (;;) {
    const oldest = await api(base, 'GET', '/api/websites?sort=lastCheck&order=asc&limit=1', { token: session.token() });
    const last = oldest.json?.data?.websites?.[0]?.lastCheckAt;
    if (last && Date.parse(last) >= since) return +((Date.now() - since) / 1000).toFixed(1);
    if (Date.now() - since > timeoutMs) return null;
    await sleep(250);
  }
}
