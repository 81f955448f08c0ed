// `npm run bench -- slow-link [--runs N]`: the app on a slow link (issue 25, item 12). Starts the built server on its
// embedded PostgreSQL, signs a user up with one website, then opens /dashboard in Debian's Chromium (playwright-core) with the
// network throttled through CDP (Network.emulateNetworkConditions: 400 ms latency, 50 KB/s down and up) and prints:
//   first paint  — first-contentful-paint (the inline loading screen of index.html); budget 1 s;
//   data shown   — until the dashboard shows the website's name (its data from the API); budget 5 s;
//   bytes        — what the page downloaded until then;
//   after the last script arrived — the page's own work (running the scripts, rendering) until the data show.
// "cold": a fresh browser context holding only the session (no HTTP cache, no service worker; service workers are
// blocked, as their own fetches would not be throttled). "warm": a reload in a context whose HTTP cache is filled.
// Exits 1 when a cold median is over its budget. `--requests` prints each run's waterfall; `--url <base>` measures a
// server already running instead of starting one.
import { parseArgs } from 'node:util';
import { launchChromium } from '../tests/lib/chromium.ts';
import { startServer } from './lib/server.mjs';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'boolean', default: false },
    // A server already running (e.g. to measure several app builds without a restart each time); it signs up its own user.
    url: { type: 'string' },
  },
});
const RUNS = Number(flags.runs);
const CONDITIONS = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const BUDGET = { paint: 1000, data: 5000 };
const WEBSITE = 'Pomalý e-shop';

async function post(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** One throttled load of /dashboard: first paint, data shown (ms from navigation start) and bytes received. */
async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
  let bytes = 0;
  const requests = new Map();
  const started = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, sent: Date.now() - started });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.answered = Date.now() - started;
    request.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? '-';
    request.protocol = event.response.protocol;
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    // `--requests`: a waterfall (ms from navigation: sent, first byte, finished), size and encoding of each request,
    // to find what holds the data back.
    const request = requests.get(event.requestId);
    if (flags.requests && request) {
      const path = new URL(request.url).pathname;
      const ms = (value) => String(value ?? '?').padStart(6);
      console.log(
        `    ${ms(request.sent)} ${ms(request.answered)} ${ms(Date.now() - started)} ms ` +
          `${(event.encodedDataLength / 1024).toFixed(1).padStart(6)} KB ${request.encoding.padEnd(4)} ${path}`,
      );
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    // biome-ignore lint/performance/useDomNodeTextContent: shown means rendered, which is what innerText reads
    (name) => (document.body?.innerText.includes(name) ? performance.now() : false),
    WEBSITE,
    { polling: 'raf', timeout: 120_000 },
  );
  const data = await shown.jsonValue();
  const { paint, lastScript } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    // When the last script arrived: what follows until the data show is the page's own work.
    lastScript: Math.max(
      0,
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.responseEnd),
    ),
  }));
  const result = { paint, data, bytes, afterScripts: data - lastScript };
  await page.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const server = flags.url
  ? { baseUrl: flags.url.replace(/\/$/, ''), stop: async () => {} }
  : await startServer('embedded', { ALLOW_PRIVATE_TARGETS: 'true' });
const browser = await launchChromium();
try {
  const person = { email: `slow-${Date.now()}@example.com`, password: 'Heslo-pro-bench-42', firstName: 'Eva' };
  await post(server.baseUrl, '/api/register', { ...person, lastName: 'Malá', termsAccepted: true });
  const { token } = await post(server.baseUrl, '/api/login_check', { email: person.email, password: person.password });
  await post(
    server.baseUrl,
    '/api/websites',
    { name: WEBSITE, type: 'heartbeat', intervalSeconds: 86_400, description: null, teamId: null },
    token,
  );

  // Sign in through the form (unthrottled) once: its storage state is the session every run starts from.
  const signing = await browser.newContext({ serviceWorkers: 'block', locale: 'cs-CZ' });
  const login = await signing.newPage();
  await login.goto(`${server.baseUrl}/login`);
  await login.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await login.getByLabel('Heslo', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await login.getByText(WEBSITE).first().waitFor({ timeout: 30_000 });
  const session = await signing.storageState();
  await signing.close();

  const url = `${server.baseUrl}/dashboard`;
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      storageState: session,
      locale: 'cs-CZ',
      viewport: { width: 1366, height: 800 },
    });
    cold.push(await measure(context, url));
    warm.push(await measure(context, url));
    await context.close();
  }

  console.log(
    'Slow link: 400 ms latency, 50 KB/s down/up (CDP Network.emulateNetworkConditions), /dashboard signed in',
  );
  for (const [name, runs] of [
    ['cold', cold],
    ['warm', warm],
  ]) {
    const paint = median(runs.map((run) => run.paint));
    const data = median(runs.map((run) => run.data));
    const kb = median(runs.map((run) => run.bytes)) / 1024;
    console.log(
      `  ${name}: first paint ${seconds(paint)} (budget ${seconds(BUDGET.paint)}), data shown ${seconds(data)}` +
        ` (budget ${seconds(BUDGET.data)}), ${kb.toFixed(0)} KB received; runs: ` +
        runs.map((run) => `${seconds(run.paint)} / ${seconds(run.data)}`).join(', ') +
        `; after the last script arrived: ${runs.map((run) => seconds(run.afterScripts)).join(', ')}`,
    );
  }
  const coldPaint = median(cold.map((run) => run.paint));
  const coldData = median(cold.map((run) => run.data));
  const verdict = coldPaint <= BUDGET.paint && coldData <= BUDGET.data ? 'within' : 'OVER';
  console.log(`  budgets (cold medians): ${verdict}`);
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
