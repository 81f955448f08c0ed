import { randomUUID } from 'node:crypto';
import type { CauseParams, CheckErrorCode, CheckTimings } from '@hlidka/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DomainExpiry } from '../../checkers/types';
import { pgArray } from '../../db/array-literal';
import type { Db, Tx } from '../../db/types';
import type { Observation } from '../changes/observe';
import { duringMaintenance, maintenanceByWebsite } from '../maintenance/lookup';
import { listFiguresStatement } from '../rollups/list-figures';
import { rollupStatements } from '../rollups/upsert';
import { encodeCode, encodeMs, type ResultState, STATE_NO_DATA, STATE_UP } from './codes';
import type { CheckOutcome, TlsExpiry } from './outcome';
import { WriteTimeHistogram } from './write-time';

/** One finished check, as the scheduler hands it to the writer. */
export interface CheckRecord {
  websiteId: string;
  websiteSeq: number;
  ownerId: string;
  teamId: string | null;
  /** The schedule row's region (`*` = any worker). */
  scheduleRegion: string;
  /** The worker's region label and its numeric id. */
  region: string;
  regionId: number;
  intervalSeconds: number;
  /** When the check started. */
  checkedAt: Date;
  /** The schedule slot it ran for (default: `checkedAt`). */
  due?: Date;
  /** The next grid point of this website's schedule (computed from the schedule, not from completion). */
  nextCheckAt: Date;
  state: ResultState;
  code: CheckErrorCode | null;
  message: string | null;
  statusCode: number | null;
  timings: CheckTimings;
  /** Set when the certificate expires within the website's warning days. */
  tlsExpiry?: TlsExpiry;
  /** Set when the domain's registration expires within the website's warning days (a passing domain check). */
  domainExpiry?: DomainExpiry;
  /** The values the failure is worded with (`causeParams` of the checker's result); none for a passing check. */
  params?: CauseParams;
  /** The watched values this check observed (change detection). */
  observations?: Observation[];
}

export interface WriterHooks {
  /** Called inside the batch's transaction (incidents + outbox stay atomic with the results). */
  inTransaction?: (tx: Tx, outcomes: CheckOutcome[], now: Date) => Promise<void>;
  /** Called after commit (live events). */
  afterCommit?: (records: CheckRecord[]) => void;
}

export interface ResultWriterOptions {
  db: Db;
  /** Flush when this many records are queued (default 200). */
  maxBatch?: number;
  /** …or when the oldest queued record waited this long (default 2000 ms: half the statements of 1 s at low rates). */
  maxDelayMs?: number;
  hooks?: WriterHooks;
  now?: () => Date;
  /** Attempts per batch before it is given up (default 5)… */
  maxAttempts?: number;
  /** …waiting this long before the second attempt, doubling each time (default 500 ms: 0.5 + 1 + 2 + 4 s). */
  retryDelayMs?: number;
  /** Records waiting to be written at most (default 50,000); more are dropped (and counted) while the database is away. */
  maxBacklog?: number;
  /** A failed attempt (`willRetry`), a batch given up after its last attempt, or records dropped for the backlog. */
  onError?: (error: unknown, count: number, info: { attempt: number; willRetry: boolean }) => void;
}

/**
 * Writes check results in batches (≈200 rows or 2 s): one statement (`batchStatement`) for the raw rows, the hourly and
 * daily rollups, the schedule rows (next time, last result, lease released) and the websites' list figures, in one
 * transaction with the incident engine's work (website status, incidents, outbox). Writes are async and never run on
 * the event loop's timing path.
 *
 * A batch that fails is retried (bounded, with backoff) before the batches queued after it, so results land in order.
 * Each batch carries an id recorded in `check_result_batches` in the same transaction: when an attempt failed after
 * its commit went through (a connection lost on COMMIT), the retry finds the id and writes nothing twice.
 */
export class ResultWriter {
  readonly #db: Db;
  readonly #maxBatch: number;
  readonly #maxDelayMs: number;
  readonly #hooks: WriterHooks;
  readonly #now: () => Date;
  readonly #maxAttempts: number;
  readonly #retryDelayMs: number;
  readonly #maxBacklog: number;
  readonly #onError: NonNullable<ResultWriterOptions['onError']>;
  #queue: CheckRecord[] = [];
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  /** Records handed to `add` and not yet written or given up. */
  #backlog = 0;
  /** Rows written since start (bench and tests). */
  written = 0;
  batches = 0;
  /** Attempts that failed and were retried; records given up (after the last attempt, or over the backlog). */
  retries = 0;
  dropped = 0;
  /** Database time of each batch's transaction, failed attempts included (metrics). */
  readonly writeTime = new WriteTimeHistogram();

  constructor(options: ResultWriterOptions) {
    this.#db = options.db;
    this.#maxBatch = options.maxBatch ?? 200;
    this.#maxDelayMs = options.maxDelayMs ?? 2000;
    this.#hooks = options.hooks ?? {};
    this.#now = options.now ?? (() => new Date());
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.#retryDelayMs = options.retryDelayMs ?? 500;
    this.#maxBacklog = options.maxBacklog ?? 50_000;
    this.#onError = options.onError ?? (() => {});
  }

  setHooks(hooks: WriterHooks) {
    Object.assign(this.#hooks, hooks);
  }

  /** Records not yet written (queued, or waiting behind a batch being written or retried). */
  get pending() {
    return this.#backlog;
  }

  /** How long the oldest queued record waits at most before its batch is written. */
  get maxDelayMs() {
    return this.#maxDelayMs;
  }

  add(record: CheckRecord) {
    if (this.#backlog >= this.#maxBacklog) {
      this.dropped += 1;
      if (this.dropped % 1000 === 1) {
        this.#onError(new Error('Too many check results waiting to be written'), 1, { attempt: 0, willRetry: false });
      }
      return;
    }
    this.#backlog += 1;
    this.#queue.push(record);
    if (this.#queue.length >= this.#maxBatch) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#maxDelayMs);
      this.#timer.unref?.();
    }
  }

  /** Write everything queued so far (batches are written one after the other, each retried before the next). */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return this.#flushing;
    this.#flushing = this.#flushing.then(async () => {
      for (let i = 0; i < batch.length; i += this.#maxBatch) {
        const part = batch.slice(i, i + this.#maxBatch);
        await this.#writeWithRetry(part, randomUUID());
        this.#backlog -= part.length;
      }
    });
    return this.#flushing;
  }

  async #writeWithRetry(records: CheckRecord[], batchId: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#write(records, batchId);
        return;
      } catch (error) {
        const willRetry = attempt < this.#maxAttempts;
        this.#onError(error, records.length, { attempt, willRetry });
        if (!willRetry) {
          this.dropped += records.length;
          return;
        }
        this.retries += 1;
        await new Promise((resolve) => setTimeout(resolve, this.#retryDelayMs * 2 ** (attempt - 1)));
      }
    }
  }

  async #write(records: CheckRecord[], batchId: string) {
    const now = this.#now();
    const started = performance.now();
    await this.#db
      .transaction(async (tx) => {
        const inMaintenance = await maintenanceFlags(tx, records);
        // One statement for the rows of the batch (a statement costs PGlite ~2 ms before its first row): the batch
        // id, raw rows, rollups, schedules and list figures. An id already there was committed by an attempt whose
        // success we did not hear of: then nothing is written again.
        const statement = batchStatement(records, inMaintenance, batchId, now);
        if (!(await tx.execute<{ fresh: boolean }>(statement)).rows[0]?.fresh) return;
        // Status (up/down with confirmation), incidents and their outbox rows: the incident engine, same transaction.
        if (this.#hooks.inTransaction) {
          const outcomes = records.map((r, i) => outcomeOf(r, inMaintenance[i] ?? false));
          await this.#hooks.inTransaction(tx, outcomes, now);
        }
      })
      .finally(() => this.writeTime.observe((performance.now() - started) / 1000));
    this.written += records.length;
    this.batches += 1;
    try {
      this.#hooks.afterCommit?.(records);
    } catch {
      // live events are best effort
    }
  }

  /** Flush (with retries) and stop the timer. */
  async close() {
    await this.flush();
  }
}

/** Which checks ran during a maintenance window of their website, by position (one lookup per batch). */
async function maintenanceFlags(tx: Tx, records: readonly CheckRecord[]): Promise<boolean[]> {
  let from = Number.POSITIVE_INFINITY;
  let to = 0;
  for (const r of records) {
    from = Math.min(from, r.checkedAt.getTime());
    to = Math.max(to, r.checkedAt.getTime());
  }
  const ids = [...new Set(records.map((r) => r.websiteId))];
  const windows = await maintenanceByWebsite(tx, ids, new Date(from), new Date(to + 1));
  return records.map((r) => duringMaintenance(windows.get(r.websiteId), r.checkedAt));
}

/** What the incident engine and the expiry warnings receive of one written check. */
function outcomeOf(r: CheckRecord, inMaintenance: boolean): CheckOutcome {
  return {
    websiteId: r.websiteId,
    ok: r.state === STATE_UP,
    ...(r.state === STATE_NO_DATA ? { noData: true } : {}),
    ...(inMaintenance ? { maintenance: true } : {}),
    code: r.code,
    message: r.message,
    params: r.params ?? {},
    checkedAt: r.checkedAt,
    region: r.region,
    responseMs: Math.max(0, Math.round(r.timings.total)),
    ...(r.tlsExpiry ? { tlsExpiry: r.tlsExpiry } : {}),
    ...(r.domainExpiry ? { domainExpiry: r.domainExpiry } : {}),
    ...(r.observations ? { observations: r.observations } : {}),
  };
}

/**
 * The batch's writes as data-modifying CTEs of one statement, each guarded by the batch id being new. Answers `fresh`.
 * `inMaintenance` holds, by position, whether each check ran during a maintenance window (neither up nor down).
 */
function batchStatement(
  records: readonly CheckRecord[],
  inMaintenance: readonly boolean[],
  batchId: string,
  now: Date,
) {
  const kept = sql`kept`;
  const checks = records.map((r, i) => ({ ...r, inMaintenance: inMaintenance[i] ?? false }));
  const { hourly, daily } = rollupStatements(checks, kept);
  const parts = [
    ['raw', rawResultsStatement(records, kept)],
    ['hourly', hourly],
    ['daily', daily],
    ['schedules', schedulesStatement(records, kept)],
    ['figures', listFiguresStatement(checks, kept)],
  ] as const;
  const ctes = parts.flatMap(([name, statement]) => (statement ? [sql`, ${sql.raw(name)} as (${statement})`] : []));
  return sql`
    with fresh as (
      insert into check_result_batches (id, written_at) values (${batchId}, ${now.toISOString()}::timestamptz)
      on conflict (id) do nothing returning id
    ),
    -- The batch's websites that still exist (one deleted while its check ran loses its rows, not the batch), found
    -- through the primary key once instead of a join with the whole table in every statement below.
    kept as materialized (
      select id, seq from websites where id = any(${pgArray([...new Set(records.map((r) => r.websiteId))])}::uuid[])
        and exists (select 1 from fresh)
    )${sql.join(ctes, sql``)}
    select exists (select 1 from fresh) as fresh`;
}

/** The values a failed check is worded with, as stored next to its code (null for a check without any). */
function storedParams({ code, params }: CheckRecord): string | null {
  return code === null || !params || Object.keys(params).length === 0 ? null : JSON.stringify(params);
}

/** One INSERT … SELECT FROM unnest(…) for the whole batch (12 parameters whatever its size). */
function rawResultsStatement(records: readonly CheckRecord[], within: SQL): SQL | null {
  if (records.length === 0) return null;
  const col = <T extends string | number | null>(fn: (r: CheckRecord) => T) => pgArray(records.map(fn));
  return sql`
    insert into check_results
      (checked_at, website_seq, total_ms, dns_ms, connect_ms, tls_ms, first_byte_ms, status_code, code, region_id, state,
       params)
    select v.* from unnest(
      ${col((r) => r.checkedAt.toISOString())}::timestamptz[],
      ${col((r) => r.websiteSeq)}::integer[],
      ${col((r) => Math.max(0, Math.round(r.timings.total)))}::integer[],
      ${col((r) => encodeMs(r.timings.dns))}::smallint[],
      ${col((r) => encodeMs(r.timings.connect))}::smallint[],
      ${col((r) => encodeMs(r.timings.tls))}::smallint[],
      ${col((r) => encodeMs(r.timings.firstByte))}::smallint[],
      ${col((r) => Math.min(32_767, r.statusCode ?? 0))}::smallint[],
      ${col((r) => encodeCode(r.code))}::smallint[],
      ${col((r) => r.regionId)}::smallint[],
      ${col((r) => r.state)}::smallint[],
      ${col(storedParams)}::jsonb[]
    ) as v(checked_at, website_seq, total_ms, dns_ms, connect_ms, tls_ms, first_byte_ms, status_code, code, region_id, state,
      params)
    -- A website deleted while its check ran: drop its row instead of failing the whole batch.
    where v.website_seq in (select seq from ${within})`;
}

/** Move each schedule row to its next grid point, store the last result and release the lease. */
function schedulesStatement(records: readonly CheckRecord[], within: SQL): SQL | null {
  if (records.length === 0) return null;
  // Latest record per schedule row; sorted so concurrent workers lock rows in the same order.
  const latest = new Map<string, CheckRecord>();
  for (const r of records) {
    const key = `${r.websiteId}|${r.scheduleRegion}`;
    const seen = latest.get(key);
    if (!seen || seen.checkedAt <= r.checkedAt) latest.set(key, r);
  }
  const rows = [...latest.values()].sort((a, b) =>
    a.websiteId === b.websiteId ? a.scheduleRegion.localeCompare(b.scheduleRegion) : a.websiteId < b.websiteId ? -1 : 1,
  );
  const col = <T extends string | number | null>(fn: (r: CheckRecord) => T) => pgArray(rows.map(fn));
  return sql`
    update check_schedules s set
      -- "Check now" while this check was leased moved next_check_at after the check started: keep that time (the
      -- row is due at once and claimed on the next poll). Otherwise the next grid point, never moving back (a
      -- worker that took an expired lease over may already have moved the row further). JavaScript times are whole
      -- milliseconds and the database's are microseconds: a request counts from a whole millisecond later on.
      next_check_at = case
        when s.next_check_at >= greatest(v.due, v.checked_at) + interval '1 millisecond'
          and s.next_check_at < v.next_at then s.next_check_at
        else greatest(s.next_check_at, v.next_at)
      end,
      last_checked_at = v.checked_at,
      last_state = v.state,
      last_response_ms = v.total_ms,
      last_code = v.code,
      lease_until = null,
      leased_by = null
    from unnest(
      ${col((r) => r.websiteId)}::uuid[],
      ${col((r) => r.scheduleRegion)}::text[],
      ${col((r) => r.nextCheckAt.toISOString())}::timestamptz[],
      ${col((r) => r.checkedAt.toISOString())}::timestamptz[],
      ${col((r) => (r.due ?? r.checkedAt).toISOString())}::timestamptz[],
      ${col((r) => r.state)}::smallint[],
      ${col((r) => Math.round(r.timings.total))}::integer[],
      ${col((r) => r.code)}::text[]
    ) as v(website_id, region, next_at, checked_at, due, state, total_ms, code)
    where s.website_id = v.website_id and s.region = v.region and s.website_id in (select id from ${within})`;
}
