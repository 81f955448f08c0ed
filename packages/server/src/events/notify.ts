import type { LiveEvent, LiveEventType } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';

/** The PostgreSQL channel live events travel on between processes. */
export const EVENTS_CHANNEL = 'hlidka_events';

/** Who may see an event: the user it is for, the website's owner, or members of the website's team. */
export interface EventScope {
  userId?: string | null;
  teamId?: string | null;
}

/** An event with its audience, as it travels between processes (NOTIFY payloads stay far below 8,000 bytes). */
export interface ScopedEvent {
  scope: EventScope;
  event: LiveEvent;
}

/** The contract's event of one type: `LiveEventOf<'check.landed'>`. */
export type LiveEventOf<Type extends LiveEventType> = Extract<LiveEvent, { type: Type }>;

/** What a publisher needs of the bus (`app.events`): announce a committed change to those in its scope. */
export interface LivePublisher {
  publish(scoped: ScopedEvent): void;
}

/**
 * Send an event from inside a transaction: PostgreSQL delivers a NOTIFY at commit and drops it on rollback, so
 * listeners never hear of a change that did not happen.
 */
export async function notifyInTransaction(tx: DbOrTx, scoped: ScopedEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(scoped)})`);
}
