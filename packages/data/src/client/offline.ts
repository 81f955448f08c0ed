import { ApiError } from '../api-error';
import type { ClientContext } from './context';
import type { HttpMethod, RequestOptions } from './types';

const mutationMethods = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request made offline is not sent: a mutation goes to the offline queue when offline mode is on. */
export async function refuseOffline(ctx: ClientContext, path: string, opts: RequestOptions): Promise<never> {
  const method = opts.method ?? 'GET';
  const { offlineQueue } = ctx.options;
  const queueing =
    mutationMethods.has(method) && opts.queueable !== false && (await offlineQueue?.isEnabled().catch(() => false));
  if (queueing) {
    await offlineQueue?.enqueue({ method, path, query: opts.query, body: opts.body });
    throw new ApiError({ ...ctx.own('offline'), code: 'OFFLINE_QUEUED', status: 0 });
  }
  throw new ApiError({ ...ctx.own('offline'), code: 'OFFLINE', status: 0 });
}
