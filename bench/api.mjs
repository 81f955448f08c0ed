// API latency: login and an authenticated GET /api/user at 50 concurrent connections, on the embedded PostgreSQL
// and on a fresh database of BENCH_DATABASE_URL's server (`--embedded-only`: the first alone).
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const kinds = process.argv.includes('--embedded-only') ? ['embedded'] : ['embedded', 'postgres'];

async function json(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Runs autocannon and keeps every response time, so percentiles are exact (autocannon reports no p95). */
function run(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve({ ...result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label, result) {
  const sorted = result.times.toSorted((a, b) => a - b);
  const ms = (p) => `${percentile(sorted, p).toFixed(1).padStart(7)} ms`;
  return `${label.padEnd(32)} p50 ${ms(50)}   p95 ${ms(95)}   p99 ${ms(99)}   ${Math.round(result.requests.average)} req/s   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

for (const kind of kinds) {
  // Every request comes from one address: the per-address rate limit is lifted for this process only. (The login
  // throttle counts failed attempts only, so successful logins are not slowed by it.)
  const server = await startServer(kind, { RATE_LIMIT_PER_MINUTE: '0' });
  try {
    const email = `bench-${Date.now()}@example.cz`;
    const password = 'Benchmark-heslo-2026';
    const registered = await json(server.baseUrl, '/api/register', {
      email,
      password,
      firstName: 'Běžec',
      lastName: 'Měřicí',
      termsAccepted: true,
      marketingConsent: false,
    });
    const token = registered.data.token;
    const login = await run({
      url: `${server.baseUrl}/api/login_check`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const user = await run({ url: `${server.baseUrl}/api/user`, headers: { authorization: `Bearer ${token}` } });
    console.log(
      `\n${kind === 'embedded' ? 'Embedded PostgreSQL' : 'PostgreSQL'} — ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.log(summary('POST /api/login_check', login));
    console.log(summary('GET /api/user (authenticated)', user));
  } finally {
    await server.stop();
  }
}
