// What `npm start` gives a person: the built server on a fresh data directory (its own PostgreSQL there, no
// DATABASE_URL) serves the app and the API docs, and the app renders in Chromium. The screenshot is the one in the
// README.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './lib/chromium';
import { type RunningServer, repoRoot, startBuiltServer } from './lib/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({}, { database: 'embedded' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('the started product', () => {
  it('renders the app in Chromium without errors and takes the README screenshot', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (answer) => {
      if (answer.status() >= 400) errors.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
    });
    const response = await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Hlídka' }).count()).toBeGreaterThan(0);
    // The sign-in screen itself (its own lazy chunk), not the spinner while it loads.
    await expect.poll(() => page.getByRole('heading', { name: 'Přihlášení' }).count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    expect(errors).toEqual([]);
    await mkdir(join(repoRoot, 'docs'), { recursive: true });
    await page.screenshot({ path: join(repoRoot, 'docs/screenshot.png') });
    await page.close();
  });

  it('serves a deep link through the SPA fallback and the API docs', async () => {
    const deepLink = await fetch(`${server.baseUrl}/websites/123`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    const docs = await fetch(`${server.baseUrl}/api/docs/`);
    expect(docs.status).toBe(200);
    const openapi = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(openapi.paths)).toContain('/api/login_check');
  });
});
