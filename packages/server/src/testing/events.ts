import { eventTicketDataSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { createEventsModule, eventsModule } from '../events/index';
import type { EventStreamOptions } from '../events/routes';
import { modules } from '../modules/index';
import { bearer, expectData } from './auth';

/** The default modules with a short heartbeat (and other stream options) on the event stream. */
export function modulesWithHeartbeat(heartbeatMs: number, options: Omit<EventStreamOptions, 'heartbeatMs'> = {}) {
  return modules.map((plugin) => (plugin === eventsModule ? createEventsModule({ heartbeatMs, ...options }) : plugin));
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token) });
  return expectData(response, eventTicketDataSchema, 201).ticket;
}

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else {
      const index = line.indexOf(':');
      const field = index === -1 ? line : line.slice(0, index);
      const value = index === -1 ? '' : line.slice(index + 1).replace(/^ /, '');
      if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
    }
  }
  return frame;
}

/** A streaming reader of a real `text/event-stream` response. */
export class SseClient {
  readonly frames: SseFrame[] = [];
  /** The server ended the stream. */
  ended = false;
  #buffer = '';
  #waiters: (() => void)[] = [];
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #controller: AbortController;
  readonly status: number;
  readonly contentType: string | null;

  private constructor(response: Response, controller: AbortController) {
    this.status = response.status;
    this.contentType = response.headers.get('content-type');
    this.#controller = controller;
    if (!response.body) throw new Error('no body');
    this.#reader = response.body.getReader();
    void this.#pump();
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    return new SseClient(response, controller);
  }

  async #pump() {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.#reader.read();
        if (done) break;
        this.#buffer += decoder.decode(value, { stream: true });
        let end = this.#buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = this.#buffer.slice(0, end);
          this.#buffer = this.#buffer.slice(end + 2);
          if (block.trim()) this.frames.push(parseFrame(block));
          end = this.#buffer.indexOf('\n\n');
        }
        for (const wake of this.#waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
    this.ended = true;
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** The first frame (from `from` on) matching `predicate`, waiting up to `timeoutMs` (a ceiling for a busy machine). */
  async next(predicate: (frame: SseFrame) => boolean, options: { timeoutMs?: number; from?: number } = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    for (;;) {
      const found = this.frames.slice(options.from ?? 0).find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching frame within the time; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream (rejects after `timeoutMs`). */
  async waitForEnd(timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('The stream did not end');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of live events (not comments, not `ready`). */
  events(): SseFrame[] {
    return this.frames.filter((frame) => frame.event && frame.event !== 'ready');
  }

  close() {
    this.#controller.abort();
  }
}
