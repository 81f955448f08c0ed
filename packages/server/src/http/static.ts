import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** packages/app/dist, found from the source tree (src/http) or the bundle (dist). */
export function findAppDist(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'packages', 'app', 'dist'), path.join(dir, 'app', 'dist')]) {
      if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  return null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Headers that mean something for a document only (helmet's policies, the rate limiter's counters) or that the ETag
 * makes redundant: left off scripts, styles, fonts and JSON files. On a slow link the dashboard loads many
 * of them and these took ~1.2 KB of each answer (issue 25, item 12). X-Content-Type-Options, Cross-Origin-Resource-Policy
 * and Strict-Transport-Security on documents stay.
 */
const SERVICE_WORKER = 'sw.js';
const SUBRESOURCE = /\.(js|mjs|css|woff2?|json|webmanifest|map)$/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'last-modified',
];

/** Serve the built SPA: hashed /assets cached for a year, everything else (index.html) revalidated. */
export async function registerSpa(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // The build writes brotli and gzip beside each text file (packages/app/vite/precompress.ts): sent as they are,
    // smaller than compressing per request (issue 25, the slow link); files without them are compressed as before.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      // A precompressed answer's path is the file beside it (`index-a1b2.js.br`): judged as the file it stands for.
      const relative = path
        .relative(root, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      const asset = relative.startsWith('assets/');
      reply.header('cache-control', asset ? IMMUTABLE : NO_CACHE);
      // Scripts, styles, fonts and JSON, hashed or not (/route-preload.js, /theme-init.js, /version.json). Documents
      // (index.html, SVG) keep every header, and so does the service worker: its answer's CSP is the worker's own.
      if (!SUBRESOURCE.test(relative) || relative === SERVICE_WORKER) return;
      for (const name of DOCUMENT_ONLY_HEADERS) {
        // helmet writes to the raw response, the rate limiter to the reply.
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  });
}

/** True for a browser navigation: GET/HEAD outside /api that accepts HTML. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('cache-control', NO_CACHE).sendFile('index.html');
}
