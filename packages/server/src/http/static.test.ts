import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

describe('serving the built SPA', () => {
  let dir: string;
  let t: TestApp;
  const html = '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head></html>';
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hlidka-spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'assets', 'index-a1b2c3.js'), js);
    // As the build writes it (packages/app/vite/precompress.ts): the server sends this file for `br`.
    writeFileSync(path.join(dir, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'route-preload.js'), '(function () {})();');
    writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
    t = await createTestApp({ appDist: dir, modules: [] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year, immutable, and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('sends hashed assets without the headers that only mean something for a document', async () => {
    const res = await t.app.inject({ url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers.etag).toBeTruthy();
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'last-modified']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    const script = await t.app.inject({ url: '/route-preload.js' });
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.headers['x-frame-options']).toBeUndefined();
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    const document = await t.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(document.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('revalidates other files', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes a browser navigates to', async () => {
    for (const url of ['/dashboard', '/websites/42/checks?range=24h', '/auth/google/callback?token=x']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(html);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not fall back for /api, missing assets, non-HTML requests or other methods', async () => {
    const api = await t.app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const asset = await t.app.inject({ url: '/assets/gone-123.js', headers: { accept: 'text/html' } });
    expect(asset.statusCode).toBe(404);
    const json = await t.app.inject({ url: '/dashboard', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
