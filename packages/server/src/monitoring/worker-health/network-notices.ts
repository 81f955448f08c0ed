import type { NotificationKind } from '@hlidka/contract';
import { outbox } from '../../db/schema/incidents';
import type { DatabaseLogger, Db } from '../../db/types';

/** The outbox row type (and notification kind) of the notice; the notifications worker fans it out. */
export const CHECKER_UNREACHABLE = 'checker.unreachable' satisfies NotificationKind;

/** What the outbox row of one notice carries: whom it is for, which checker, since when, how many hosts failed. */
export type CheckerUnreachablePayload = {
  userId: string;
  workerId: string;
  region: string;
  since: string;
  hosts: number;
  at: string;
};

/**
 * "The checker cannot reach the network", instead of the incidents its failed checks would have opened: once per
 * failure episode of this worker (from `NetworkHealth.unhealthySince`) to each owner of a website whose check it
 * recorded as no data. Hlídka has no instance administrators; the owners are the people who would have been alerted
 * and who see the gap in their charts. Owners are collected as checks land and written to the outbox together.
 */
export class NetworkNotices {
  readonly #db: Db;
  readonly #worker: { id: string; region: string };
  readonly #log: DatabaseLogger | undefined;
  #episode: number | null = null;
  #noticed = new Set<string>();
  #pending = new Map<string, Omit<CheckerUnreachablePayload, 'userId'>>();
  #writing: Promise<void> = Promise.resolve();

  constructor(db: Db, worker: { id: string; region: string }, log?: DatabaseLogger) {
    this.#db = db;
    this.#worker = worker;
    this.#log = log;
  }

  /** A check of `ownerId`'s website was recorded as no data in the episode that began at `since`. */
  affected(ownerId: string, since: Date, hosts: number, now: Date) {
    if (this.#episode !== since.getTime()) {
      this.#episode = since.getTime();
      this.#noticed.clear();
    }
    if (this.#noticed.has(ownerId)) return;
    this.#noticed.add(ownerId);
    const first = this.#pending.size === 0;
    this.#pending.set(ownerId, {
      workerId: this.#worker.id,
      region: this.#worker.region,
      since: since.toISOString(),
      hosts,
      at: now.toISOString(),
    });
    if (first) this.#writing = this.#writing.then(() => this.#write());
  }

  async #write() {
    const rows = [...this.#pending].map(([userId, notice]) => ({
      type: CHECKER_UNREACHABLE,
      payload: { userId, ...notice } satisfies CheckerUnreachablePayload,
      createdAt: new Date(notice.at),
    }));
    this.#pending.clear();
    if (rows.length === 0) return;
    await this.#db
      .insert(outbox)
      .values(rows)
      .catch((error) =>
        this.#log?.error({ err: error }, 'Writing the "checker cannot reach the network" notices failed'),
      );
  }

  /** Wait until the notices collected so far are written. */
  flush(): Promise<void> {
    return this.#writing;
  }
}
