// `npm run bench -- websites-list [--websites N] [--db embedded|postgres|both] [--requests R]`: how long one page of the
// websites list (GET /api/websites, 20 rows) takes with 10,000 websites, for every sort option of spec §3 in both
// directions, a status filter, a team filter and a search, on the embedded PostgreSQL and a PostgreSQL server. Prints p50 / p95 / max per case
// and over all of them; the target is p95 under 50 ms per page.
//
// The websites are heartbeat websites with a one-day interval, so no checker traffic disturbs the measurement; they are
// created through the API (an unlimited plan, no rate limit), some paused and some in a team, so filters have work.
import { parseArgs } from 'node:util';
import { startServer } from './lib/server.mjs';

const { values: flags } = parseArgs({
  options: {
    websites: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '60' },
  },
});
const N = Number(flags.websites);
const REQUESTS = Number(flags.requests);
const LIMIT = 20;
const TARGET_P95_MS = 50;
const kinds = flags.db === 'both' ? ['embedded', 'postgres'] : [flags.db];

async function api(base, method, path, { token, body } = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return { json, ms };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function seed(base, token) {
  const { json: team } = await api(base, 'POST', '/api/teams', { token, body: { name: 'Provoz' } });
  const teamId = team.data.team.id;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < N) {
        const i = next++;
        const { json } = await api(base, 'POST', '/api/websites', {
          token,
          body: {
            name: `Web zákazníka ${String((i * 7919) % N).padStart(5, '0')}`,
            type: 'heartbeat',
            intervalSeconds: 86_400,
            description: i % 10 === 0 ? 'e-shop' : null,
            teamId: i % 4 === 0 ? teamId : null,
          },
        });
        if (i % 5 === 0) await api(base, 'POST', `/api/websites/${json.data.website.id}/pause`, { token });
      }
    }),
  );
  return { teamId, seconds: (performance.now() - started) / 1000 };
}

function cases(teamId) {
  const sorts = ['name', 'status', 'uptime', 'responseTime', 'lastCheck', 'checksCount', 'incidentsCount'];
  return [
    ...sorts.flatMap((sort) =>
      ['asc', 'desc'].map((order) => ({ label: `sort=${sort} ${order}`, query: { sort, order } })),
    ),
    { label: 'status=paused', query: { status: 'paused' } },
    { label: `teamId (a quarter)`, query: { teamId } },
    { label: 'search=e-shop', query: { search: 'e-shop' } },
    {
      label: 'search + status + sort',
      query: { search: 'zákazníka 1', status: 'pending', sort: 'uptime', order: 'desc' },
    },
  ];
}

async function measure(base, token, query) {
  const times = [];
  const { json } = await api(base, 'GET', `/api/websites?${new URLSearchParams({ ...query, limit: String(LIMIT) })}`, {
    token,
  });
  const pages = Math.max(1, json.data.pagination.totalPages);
  for (let i = 0; i < REQUESTS; i++) {
    // First pages, last pages and pages in between: deep offsets are the expensive ones.
    const page = i % 3 === 0 ? 1 : i % 3 === 1 ? pages : 1 + ((i * 7919) % pages);
    const params = new URLSearchParams({ ...query, limit: String(LIMIT), page: String(page) });
    const { ms } = await api(base, 'GET', `/api/websites?${params}`, { token });
    times.push(ms);
  }
  return times;
}

for (const kind of kinds) {
  const server = await startServer(kind, { RATE_LIMIT_PER_MINUTE: '0', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  try {
    const email = `bench-list-${Date.now()}@example.cz`;
    const { json: registered } = await api(server.baseUrl, 'POST', '/api/register', {
      body: { email, password: 'Benchmark-heslo-2026', firstName: 'Běžec', lastName: 'Seznamový', termsAccepted: true },
    });
    const token = registered.data.token;
    const { teamId, seconds } = await seed(server.baseUrl, token);
    console.log(
      `\n${kind === 'embedded' ? 'Embedded PostgreSQL' : 'PostgreSQL'} — ${N.toLocaleString('en')} websites (created in ${seconds.toFixed(0)} s), ` +
        `GET /api/websites?limit=${LIMIT}, ${REQUESTS} sequential requests per case (first, last and middle pages)`,
    );
    const all = [];
    for (const { label, query } of cases(teamId)) {
      // Warm-up: the first request of a query shape plans it.
      await measure(server.baseUrl, token, query).then(
        () => undefined,
        () => undefined,
      );
      const times = (await measure(server.baseUrl, token, query)).sort((a, b) => a - b);
      all.push(...times);
      const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
      console.log(
        `${label.padEnd(28)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   max ${ms(times.at(-1))}`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(
      `${'all cases'.padEnd(28)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ` +
        `${p95 < TARGET_P95_MS ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`,
    );
  } finally {
    await server.stop();
  }
}
