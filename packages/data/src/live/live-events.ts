import { isApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { KeyPattern } from '../key-match';
import { patternsFor } from './event-keys';
import { createEventStreamParser, type StreamEvent } from './event-stream';

export interface LiveEventsOptions {
  client: ApiClient;
  /** Revalidate the keys matching the patterns (the provider's `mutate(matchKeys(...patterns))`). */
  revalidate: (patterns: KeyPattern[]) => void;
  onEvent?: (event: StreamEvent) => void;
  path?: string;
  /**
   * Events within this many ms are revalidated together (check results arrive every few seconds per website; default
   * 1000; 0 revalidates at once).
   */
  batchMs?: number;
  /** First reconnect delay; doubles up to `maxRetryMs`, back to the first after a good connection. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface LiveEventsConnection {
  close(): void;
  readonly lastEventId: string | undefined;
}

/**
 * The live-events client for /api/events: a streamed fetch (so the Bearer token and the 401 refresh apply), parsed as
 * server-sent events, reconnecting with backoff and `Last-Event-ID` so the server can replay what was missed. Stops
 * when the session ends.
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const { client } = options;
  const path = options.path ?? '/api/events';
  const firstRetry = options.retryMs ?? 1_000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  const controller = new AbortController();
  let closed = false;
  let retry = firstRetry;
  let lastEventId: string | undefined;
  let wake: (() => void) | undefined;
  const batchMs = options.batchMs ?? 1_000;
  let pending = new Set<KeyPattern>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    flushTimer = undefined;
    if (pending.size === 0) return;
    const patterns = [...pending];
    pending = new Set();
    options.revalidate(patterns);
  }

  function schedule(patterns: KeyPattern[]) {
    if (batchMs <= 0) return options.revalidate(patterns);
    for (const pattern of patterns) pending.add(pattern);
    flushTimer ??= setTimeout(flush, batchMs);
  }

  const parser = () =>
    createEventStreamParser({
      onEvent(event) {
        options.onEvent?.(event);
        schedule(patternsFor(event));
      },
      onId(id) {
        lastEventId = id;
      },
      onRetry(ms) {
        retry = ms;
      },
    });

  function wait(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function run() {
    while (!closed) {
      if (!client.session.getState().token) return;
      try {
        const response = await client.request<Response>(path, {
          responseType: 'response',
          headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
          signal: controller.signal,
        });
        const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
        const stream = parser();
        let received = false;
        while (reader && !closed) {
          const { value, done } = await reader.read();
          if (done) break;
          stream.feed(value);
          if (!received) {
            received = true;
            retry = options.retryMs ?? firstRetry;
          }
        }
      } catch (error) {
        if (closed) return;
        // The session ended (refresh failed): nothing to listen to any more.
        if (isApiError(error) && error.status === 401) return;
      }
      if (closed) return;
      await wait(retry);
      retry = Math.min(retry * 2, maxRetry);
    }
  }

  void run();
  return {
    close() {
      closed = true;
      controller.abort();
      wake?.();
      if (flushTimer) clearTimeout(flushTimer);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
