import { apiErrorFromBody } from '../api-error';
import { reportServerError } from '../error-reporter';
import type { ClientContext } from './context';
import type { RequestOptions } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The envelope's `data` (the whole body for `raw`, the `Response` for `responseType: 'response'`), or the ApiError. */
export async function readAnswer<T>(
  ctx: ClientContext,
  response: Response,
  path: string,
  opts: RequestOptions,
): Promise<T> {
  const requestId = response.headers.get('x-request-id');
  if (response.ok && opts.responseType === 'response') return response as T;
  const body = await parseBody(response);
  if (!response.ok || (isRecord(body) && body.success === false)) {
    const error = apiErrorFromBody(response.status, body, {
      fallbackMessage: opts.fallbackMessage ?? ctx.messages().unexpected,
      notFoundMessage: opts.notFoundMessage,
      requestId,
    });
    reportServerError(ctx.reporter, error, { method: opts.method ?? 'GET', url: ctx.url(path) });
    throw error;
  }
  if (opts.raw) return body as T;
  if (isRecord(body) && 'success' in body) return body.data as T;
  return body as T;
}
