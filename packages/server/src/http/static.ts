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
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
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
