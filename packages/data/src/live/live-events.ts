import type { LiveEventType } from '@hlidka/contract';
import { isApiError } from '../api-error';
import type { ApiClient } from '../client';

/** One server-sent event of /api/events. */
export interface LiveEvent {
  id: string | undefined;
  type: string;
  data: unknown;
}

/**
 * Key patterns: `'/api/websites'` is that path with any query (the list); `'/api/websites/x/**'` is that path and
 * everything under it.
 */
export type KeyPattern = string;

type Payload = Record<string, unknown>;
const str = (payload: Payload, name: string) =>
  typeof payload[name] === 'string' ? (payload[name] as string) : undefined;
const under = (path: string, id: string | undefined) => (id ? `${path}/${encodeURIComponent(id)}/**` : `${path}/**`);

/** A website's own keys, the website list (status, last check) and the dashboard counts. */
function websiteKeys(payload: Payload): KeyPattern[] {
  return ['/api/websites', under('/api/websites', str(payload, 'websiteId')), '/api/dashboard/**'];
}

function incidentKeys(payload: Payload): KeyPattern[] {
  return ['/api/incidents', under('/api/incidents', str(payload, 'incidentId')), ...websiteKeys(payload)];
}

/**
 * What each event type of the contract (`LiveEventType` of @hlidka/contract, events.ts) touches; the compiler proves
 * every type is handled. `resync` (missed events could not be replayed) revalidates everything.
 */
export const liveEventTouches: Record<LiveEventType | 'resync', (payload: Payload) => KeyPattern[]> = {
  'website.status_changed': websiteKeys,
  'check.landed': websiteKeys,
  'incident.opened': incidentKeys,
  'incident.updated': incidentKeys,
  'notification.created': () => ['/api/notifications/**'],
  resync: () => ['/api/**'],
};

export function patternsFor(event: Pick<LiveEvent, 'type' | 'data'>): KeyPattern[] {
  const payload = typeof event.data === 'object' && event.data !== null ? (event.data as Payload) : {};
  const touches = Object.hasOwn(liveEventTouches, event.type)
    ? liveEventTouches[event.type as keyof typeof liveEventTouches]
    : undefined;
  return touches?.(payload) ?? [];
}

/** An SWR `mutate` filter for key patterns. */
export function matchPatterns(patterns: readonly KeyPattern[]): (key: unknown) => boolean {
  return (key) => {
    const path = Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;
    if (path === undefined) return false;
    return patterns.some((pattern) => {
      if (!pattern.endsWith('/**')) return path === pattern;
      const base = pattern.slice(0, -3);
      return path === base || path.startsWith(`${base}/`);
    });
  };
}

/** Incremental parser of the text/event-stream format. */
export function createEventStreamParser(onEvent: (event: LiveEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  let id: string | undefined;
  let lastId: string | undefined;

  function dispatch() {
    if (id !== undefined) lastId = id;
    if (data.length > 0) {
      const text = data.join('\n');
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // plain text data
      }
      onEvent({ id: lastId, type: type || 'message', data: parsed });
    }
    data = [];
    type = '';
    id = undefined;
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    get lastEventId() {
      return lastId;
    },
  };
}

export interface LiveEventsOptions {
  client: ApiClient;
  /** Revalidate the keys matching the patterns (the provider's `mutate(matchPatterns(patterns))`). */
  revalidate: (patterns: KeyPattern[]) => void;
  onEvent?: (event: LiveEvent) => void;
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
    createEventStreamParser(
      (event) => {
        lastEventId = event.id ?? lastEventId;
        options.onEvent?.(event);
        const patterns = patternsFor(event);
        if (patterns.length > 0) schedule(patterns);
      },
      (ms) => {
        retry = ms;
      },
    );

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
          stream.push(value);
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
