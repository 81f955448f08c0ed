import { randomBytes } from 'node:crypto';
import { liveEventSchema } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/types';
import { EVENTS_CHANNEL, type EventScope, type LivePublisher, type ScopedEvent } from './notify';

export type { EventScope, ScopedEvent } from './notify';

/** An event as this process delivered it: with the id a client resumes from. */
export interface DeliveredEvent extends ScopedEvent {
  /** `<epoch>-<seq>`: the epoch names this bus instance, so ids from another process or run are told apart. */
  id: string;
  seq: number;
}

/** What a subscriber hears: events it may see, or `resync` when events may have been lost (refetch everything). */
export type BusMessage = { kind: 'event'; event: DeliveredEvent } | { kind: 'resync' };

/** A scoped event read back from NOTIFY: checked against the contract before delivery. */
interface ReceivedEvent {
  scope?: EventScope | null;
  event?: unknown;
}

export interface Subscription {
  /** Whether the subscriber may see an event of this scope. */
  visible(scope: EventScope): boolean;
  listener(message: BusMessage): void;
}

export interface EventBusLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface EventBusOptions {
  database: Database;
  /**
   * PostgreSQL connection string for LISTEN: events travel through NOTIFY, so every API process hears the workers'.
   * Null for a database no server stands behind (PGlite, which the upgrade's test fills through an app): published
   * events are then delivered in this process only, and those sent from transactions are not heard.
   */
  databaseUrl: string | null;
  log?: EventBusLogger;
  /** Events kept for Last-Event-ID resumes (default 10,000). */
  bufferSize?: number;
}

const MAX_NOTIFY_BYTES = 7900;

/**
 * The live-event bus of one process (`app.events`). `publish` after a commit; changes made inside a transaction use
 * `notifyInTransaction`, so a rolled-back change is never announced.
 * Delivery starts with the first subscriber.
 */
export class EventBus implements LivePublisher {
  readonly epoch = randomBytes(6).toString('base64url');
  #seq = 0;
  #buffer: DeliveredEvent[] = [];
  #bufferSize: number;
  #subscriptions = new Set<Subscription>();
  #options: EventBusOptions;
  #started: Promise<void> | null = null;
  #stopped = false;
  #client: pg.Client | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  /** NOTIFY payloads waiting for the end of the tick. */
  #outgoing: string[] = [];

  constructor(options: EventBusOptions) {
    this.#options = options;
    this.#bufferSize = options.bufferSize ?? 10_000;
  }

  /** Announce an event that is already committed (or needs no commit). */
  publish(scoped: ScopedEvent): void {
    if (this.#stopped) return;
    if (!this.#options.databaseUrl) {
      this.#deliver(scoped);
      return;
    }
    const payload = JSON.stringify(scoped);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      this.#options.log?.warn({ type: scoped.event.type }, 'Live event too large for NOTIFY; dropped');
      return;
    }
    // Events of one tick travel together: a worker landing hundreds of checks a second sends a few NOTIFYs.
    this.#outgoing.push(payload);
    if (this.#outgoing.length === 1) setImmediate(() => this.#flush());
  }

  #flush() {
    const payloads = this.#outgoing.splice(0);
    const chunks: string[] = [];
    let current: string[] = [];
    let size = 2;
    for (const payload of payloads) {
      const bytes = Buffer.byteLength(payload) + 1;
      if (current.length > 0 && size + bytes > MAX_NOTIFY_BYTES) {
        chunks.push(`[${current.join(',')}]`);
        current = [];
        size = 2;
      }
      current.push(payload);
      size += bytes;
    }
    if (current.length > 0) chunks.push(`[${current.join(',')}]`);
    for (const chunk of chunks) {
      this.#options.database.db
        .execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${chunk})`)
        .catch((error: unknown) => this.#options.log?.warn({ err: error }, 'Publishing live events failed'));
    }
  }

  /** Listen; returns the unsubscribe function. Starts delivery on first use. */
  subscribe(subscription: Subscription): () => void {
    this.#subscriptions.add(subscription);
    void this.start();
    return () => {
      this.#subscriptions.delete(subscription);
    };
  }

  /** Resolves once the bus receives events (LISTEN issued). */
  start(): Promise<void> {
    this.#started ??= this.#listen().catch((error: unknown) => {
      this.#options.log?.error({ err: error }, 'Starting live events failed');
    });
    return this.#started;
  }

  /**
   * The events after `lastEventId` that `visible` allows, or null when they cannot be told (an id of another process
   * or run, or older than the buffer): the client must resync.
   */
  since(lastEventId: string, visible: (scope: EventScope) => boolean): DeliveredEvent[] | null {
    const match = /^([A-Za-z0-9_-]+)-(\d+)$/.exec(lastEventId);
    if (!match || match[1] !== this.epoch) return null;
    const seq = Number(match[2]);
    if (seq > this.#seq) return null;
    if (seq === this.#seq) return [];
    const oldest = this.#buffer[0]?.seq;
    if (oldest === undefined || seq < oldest - 1) return null;
    return this.#buffer.filter((event) => event.seq > seq && visible(event.scope));
  }

  /** The id of the latest event (a client that starts now resumes from here). */
  get lastId(): string {
    return `${this.epoch}-${this.#seq}`;
  }

  get subscriberCount(): number {
    return this.#subscriptions.size;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#subscriptions.clear();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #deliver(scoped: ReceivedEvent) {
    const parsed = liveEventSchema.safeParse(scoped.event);
    if (!parsed.success) {
      this.#options.log?.warn({ issues: parsed.error.issues }, 'Invalid live event dropped');
      return;
    }
    const seq = ++this.#seq;
    const delivered: DeliveredEvent = {
      id: `${this.epoch}-${seq}`,
      seq,
      scope: scoped.scope ?? {},
      event: parsed.data,
    };
    this.#buffer.push(delivered);
    if (this.#buffer.length > this.#bufferSize) this.#buffer.splice(0, this.#buffer.length - this.#bufferSize);
    for (const subscription of this.#subscriptions) {
      if (!subscription.visible(delivered.scope)) continue;
      try {
        subscription.listener({ kind: 'event', event: delivered });
      } catch (error) {
        this.#options.log?.warn({ err: error }, 'A live-event subscriber failed');
      }
    }
  }

  #resyncAll() {
    for (const subscription of this.#subscriptions) subscription.listener({ kind: 'resync' });
  }

  async #listen() {
    if (this.#stopped || !this.#options.databaseUrl) return;
    const client = new pg.Client({ connectionString: this.#options.databaseUrl });
    const retry = (error: unknown) => {
      if (this.#stopped || this.#client !== client) return;
      this.#options.log?.warn({ err: error }, 'Live-event listener lost its connection; reconnecting');
      this.#client = null;
      client.end().catch(() => {});
      // Events may have been missed while disconnected: subscribers refetch.
      this.#resyncAll();
      this.#reconnectTimer = setTimeout(() => void this.#listen().catch(retry), 1000);
      this.#reconnectTimer.unref();
    };
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        // One event from a transaction (notifyInTransaction), or a batch from publish().
        const parsed = JSON.parse(message.payload) as ReceivedEvent | ReceivedEvent[];
        for (const scoped of Array.isArray(parsed) ? parsed : [parsed]) this.#deliver(scoped);
      } catch (error) {
        this.#options.log?.warn({ err: error }, 'Unreadable live event dropped');
      }
    });
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      retry(error);
    }
    if (this.#stopped) await client.end().catch(() => {});
  }
}
