import { ApiError } from '../api-error';
import { takePrefetched } from '../prefetched';
import type { ClientContext } from './context';
import type { RequestOptions } from './types';

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Sends one request as JSON with the given Bearer token; a failed connection becomes `OFFLINE` or `NETWORK_ERROR`. */
export async function fetchOnce(
  ctx: ClientContext,
  path: string,
  opts: RequestOptions,
  token: string | null,
): Promise<Response> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = ctx.options.getLanguage?.();
  if (language) headers['Accept-Language'] = language;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const target = ctx.url(path, opts.query);
  if (method === 'GET' && token) {
    // Asked for already by /route-preload.js while the code downloaded (the slow link of issue 25).
    const prefetched = takePrefetched(target, token);
    if (prefetched) {
      try {
        return await prefetched;
      } catch {
        // That attempt failed: ask again below.
      }
    }
  }
  // Called unbound: the browser's fetch refuses any other `this`.
  const fetchImpl = ctx.fetch;
  try {
    return await fetchImpl(target, { method, headers, body, signal: opts.signal ?? null });
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (!ctx.isOnline()) throw new ApiError({ ...ctx.own('offline'), code: 'OFFLINE', status: 0, cause: error });
    throw new ApiError({ ...ctx.own('unexpected'), code: 'NETWORK_ERROR', status: 0, cause: error });
  }
}
