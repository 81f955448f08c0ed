import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { writeFile } from 'node:fs/promises';
import type { ChangeWatch, CheckSettings } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import type { CheckContext, CheckResult, CheckType, ParsedCheck } from '../../checkers/index';
import type { DatabaseLogger, Db } from '../../db/types';
import { type Observation, observeValues } from '../changes/observe';
import { causeParams, type ResultState, STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../results/codes';
import { type CheckRecord, ResultWriter, type WriterHooks } from '../results/writer';
import { NetworkHealth } from '../worker-health/network-health';
import { NetworkNotices } from '../worker-health/network-notices';
import { heartbeatWorker, markWorkerStopped } from '../worker-health/registry';
import { LagHistogram } from './lag';
import { hostOf, prepareTarget } from './prepare';
import { onDueNow } from './wake';

export interface SchedulerOptions {
  db: Db;
  region: string;
  allowPrivateTargets: boolean;
  /** RDAP_BASE_URL for domain checks. */
  rdapBaseUrl?: string | null | undefined;
  /** CHECK_SOURCE_ADDRESS: the local address checks connect from. */
  localAddress?: string | null | undefined;
  log?: DatabaseLogger;
  workerId?: string;
  /** Checks running at once (default 256). */
  concurrency?: number;
  /** Claimed checks held at once, waiting or running (default 2000). */
  maxHeld?: number;
  /** Claim checks due within this many ms and start each on time (default 3000: one poll plus a slow claim). */
  lookaheadMs?: number;
  /**
   * How often to look for due checks (default 2000 ms; each claim takes everything due within the lookahead, so a
   * check is claimed 1–3 s before its time). A claim costs 2–5 ms of CPU on PGlite: do not poll hot. "Check now" in
   * this process wakes the scheduler at once (wake.ts).
   */
  pollMs?: number;
  /**
   * Checks due within one tick of this many ms start together, at its end (default 250). Spread one per due time, 50
   * checks a second woke the process 50 times for their starts and again for each connect and response; in ticks they
   * share those turns of the event loop, for at most one tick of lateness.
   */
  startTickMs?: number;
  /** Lease = time to due + timeout + this margin (default 15 s). */
  leaseMarginMs?: number;
  /** Overdue, unleased checks (after a restart) are spread over their interval (default: older than 5 s)… */
  resyncAfterMs?: number;
  /** …looked for at start and then this often (default 30 s). */
  resyncEveryMs?: number;
  hooks?: WriterHooks;
  /** Write batches of this size / delay (default 200 rows / 2 s). */
  batchSize?: number;
  batchDelayMs?: number;
  /**
   * A website's first check is written within this delay instead (default 100 ms; first checks landing together share
   * a batch): whoever has just added the website is waiting for it.
   */
  firstCheckDelayMs?: number;
  /** Worker heartbeat period (default 15 s). */
  heartbeatMs?: number;
  /** Write scheduler statistics as JSON here every 5 s (benchmarks). */
  statsFile?: string | null;
  /** Network-health thresholds (tests). */
  health?: NetworkHealth;
}

interface Claimed {
  websiteId: string;
  scheduleRegion: string;
  due: number;
  seq: number;
  ownerId: string;
  teamId: string | null;
  type: CheckType;
  url: string;
  settings: CheckSettings;
  /** What change detection watches; null = nothing. */
  changeWatch: ChangeWatch | null;
  intervalSeconds: number;
  timeoutSeconds: number;
  lastPingAt: Date | null;
  lastPingFailed: boolean;
  lastRunMs: number | null;
  runStartedAt: Date | null;
  /** The schedule row's last result (heartbeats: a signal after it is new). */
  lastRecordedAt: Date | null;
  activeSince: Date;
  updatedAt: Date;
  /** The website has never been checked (its schedule row has no last result). */
  firstCheck: boolean;
}

type ClaimRow = {
  website_id: string;
  region: string;
  next_check_at: string | Date;
  seq: number;
  owner_id: string;
  team_id: string | null;
  type: CheckType;
  url: string;
  settings: CheckSettings | string;
  change_watch: ChangeWatch | string | null;
  interval_seconds: number;
  timeout_seconds: number;
  last_ping_at: string | Date | null;
  last_ping_failed: boolean;
  last_run_ms: number | null;
  run_started_at: string | Date | null;
  last_checked_at: string | Date | null;
  active_since: string | Date;
  updated_at: string | Date;
  first_check: boolean;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/** Next point of the website's grid after `now`: due + k·interval (never from completion, so no drift). */
export function nextGridPoint(due: number, intervalMs: number, now: number): number {
  if (now < due) return due + intervalMs;
  return due + (Math.floor((now - due) / intervalMs) + 1) * intervalMs;
}

/**
 * When a recorded result's website is checked next: the next interval, or for a heartbeat whose next signal is due
 * sooner (a cron schedule's next run plus grace), just after that deadline, so that a late job shows as late then.
 */
export function nextCheckAfter(c: { due: number; intervalSeconds: number }, result: CheckResult, now: number): number {
  const next = nextGridPoint(c.due, c.intervalSeconds * 1000, now);
  if (result.nextDueAt === undefined) return next;
  return Math.min(next, Math.max(now, result.nextDueAt + 1000));
}

/**
 * One checker worker. Claims due schedule rows with `FOR UPDATE SKIP LOCKED` and a lease, starts each check at its
 * due time with bounded concurrency, and hands results to the batch writer. Any number of these may run against one
 * PostgreSQL database; a dead one's leases expire and other workers take its websites.
 */
export class Scheduler {
  readonly id: string;
  readonly region: string;
  readonly writer: ResultWriter;
  readonly health: NetworkHealth;
  readonly #notices: NetworkNotices;
  readonly lag = new LagHistogram();
  readonly #db: Db;
  readonly #opts: Required<
    Pick<
      SchedulerOptions,
      | 'concurrency'
      | 'maxHeld'
      | 'lookaheadMs'
      | 'pollMs'
      | 'startTickMs'
      | 'leaseMarginMs'
      | 'resyncAfterMs'
      | 'resyncEveryMs'
      | 'heartbeatMs'
      | 'firstCheckDelayMs'
    >
  >;
  readonly #allowPrivate: boolean;
  readonly #rdapBaseUrl: string | undefined;
  readonly #localAddress: string | undefined;
  readonly #log: DatabaseLogger | undefined;
  readonly #statsFile: string | null;
  #regionId: number | null = null;
  #running = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #held = 0;
  #active = 0;
  #queue: (() => void)[] = [];
  /** Checks waiting for their start tick (key: the tick's end, epoch ms). */
  #ticks = new Map<number, { timer: NodeJS.Timeout; starts: (() => void)[] }>();
  #waiting = new Map<string, Claimed>();
  #inflight = new Set<Promise<void>>();
  /** Parsed configuration and host of each website, until its row changes (`updated_at`). */
  #prepared = new Map<string, { updatedAt: number; check: ParsedCheck; host: string | null }>();
  /** Every check in flight listens to this one signal, so it has no listener limit. */
  #abort = unlimitedAbortController();
  #stopWaking: (() => void) | null = null;
  #startedAt = new Date();
  #lastResync = 0;
  #resynced = false;
  #lastHeartbeat = 0;
  #lastStats = 0;
  #lastHealthy = true;
  #firstCheckFlush: NodeJS.Timeout | null = null;
  checksDone = 0;
  /** Checks done since start by the state recorded (the metrics endpoint reads them; no work per check beyond a count). */
  readonly checksByState: Record<ResultState, number> = { [STATE_DOWN]: 0, [STATE_UP]: 0, [STATE_NO_DATA]: 0 };
  /** The expiry (epoch ms) of the certificate each website's latest check of this process saw (metrics). */
  readonly certificateExpiry = new Map<string, number>();

  constructor(options: SchedulerOptions) {
    this.#db = options.db;
    this.id = options.workerId ?? `${options.region}-${randomUUID()}`;
    this.region = options.region;
    this.#allowPrivate = options.allowPrivateTargets;
    this.#rdapBaseUrl = options.rdapBaseUrl ?? undefined;
    this.#localAddress = options.localAddress ?? undefined;
    this.#log = options.log;
    this.#statsFile = options.statsFile ?? null;
    this.#opts = {
      concurrency: options.concurrency ?? 256,
      maxHeld: options.maxHeld ?? 2000,
      lookaheadMs: options.lookaheadMs ?? 3000,
      pollMs: options.pollMs ?? 2000,
      startTickMs: Math.max(1, options.startTickMs ?? 250),
      leaseMarginMs: options.leaseMarginMs ?? 15_000,
      resyncAfterMs: options.resyncAfterMs ?? 5000,
      resyncEveryMs: options.resyncEveryMs ?? 30_000,
      heartbeatMs: options.heartbeatMs ?? 15_000,
      firstCheckDelayMs: options.firstCheckDelayMs ?? 100,
    };
    this.health = options.health ?? new NetworkHealth();
    this.#notices = new NetworkNotices(options.db, { id: this.id, region: this.region }, options.log);
    this.writer = new ResultWriter({
      db: options.db,
      maxBatch: options.batchSize,
      maxDelayMs: options.batchDelayMs,
      hooks: options.hooks,
      onError: (error, count, { attempt, willRetry }) =>
        willRetry
          ? this.#log?.warn({ err: error, count, attempt }, 'Writing check results failed; retrying')
          : this.#log?.error({ err: error, count, attempt }, 'Writing check results failed; dropped'),
    });
  }

  async start() {
    if (this.#running) return;
    this.#running = true;
    this.#startedAt = new Date();
    this.#regionId = await ensureRegion(this.#db, this.region);
    await this.#heartbeat();
    this.#stopWaking = onDueNow(() => this.#wake?.());
    this.#loop = this.#run();
  }

  /** Stop claiming, let running checks finish (they have deadlines), write their results, release unstarted leases. */
  async stop() {
    if (!this.#running) return;
    this.#running = false;
    this.#stopWaking?.();
    this.#wake?.();
    await this.#loop;
    for (const { timer } of this.#ticks.values()) clearTimeout(timer);
    this.#ticks.clear();
    if (this.#firstCheckFlush) clearTimeout(this.#firstCheckFlush);
    const unstarted = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const release of this.#queue.splice(0)) release();
    await Promise.allSettled([...this.#inflight]);
    await this.writer.close();
    await this.#notices.flush();
    if (unstarted.length > 0) {
      await this.#db
        .execute(sql`
          update check_schedules set lease_until = null, leased_by = null
          where leased_by = ${this.id}`)
        .catch(() => {});
    }
    await markWorkerStopped(this.#db, this.id, new Date()).catch(() => {});
  }

  /** Abort running checks too (tests simulating a crash use a separate process instead). */
  abortChecks() {
    this.#abort.abort();
  }

  async #run() {
    while (this.#running) {
      let claimed = 0;
      let limit = 0;
      try {
        const now = Date.now();
        if (now - this.#lastResync > this.#opts.resyncEveryMs) {
          this.#lastResync = now;
          await this.#resync();
        }
        if (now - this.#lastHeartbeat > this.#opts.heartbeatMs) await this.#heartbeat();
        if (this.#statsFile && now - this.#lastStats > 5000) {
          this.#lastStats = now;
          await writeFile(this.#statsFile, JSON.stringify(this.#fileStats())).catch(() => {});
        }
        const room = this.#opts.maxHeld - this.#held;
        limit = Math.min(room, 500);
        if (room > 0) claimed = await this.#claim(limit);
      } catch (error) {
        if (!this.#running) break;
        this.#log?.error({ err: error }, 'Scheduler loop failed; retrying');
        await this.#sleep(1000);
        continue;
      }
      // A claim that got fewer rows than it asked for took everything due: wait for the next poll.
      if (claimed < limit || this.#held >= this.#opts.maxHeld || limit <= 0) await this.#sleep(this.#opts.pollMs);
    }
  }

  #sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#wake = null;
        resolve();
      }, ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
  }

  async #heartbeat() {
    this.#lastHeartbeat = Date.now();
    const now = new Date();
    const stats = this.health.stats(now.getTime());
    await heartbeatWorker(
      this.#db,
      { id: this.id, region: this.region },
      {
        startedAt: this.#startedAt,
        now,
        healthy: this.health.healthy(now.getTime()),
        unhealthySince: this.health.unhealthySince,
        checks: stats.checks,
        failures: stats.failures,
      },
    ).catch((error) => this.#log?.warn({ err: error }, 'Worker heartbeat failed'));
  }

  /**
   * After downtime: spread overdue, unleased checks over their interval (no thundering herd, a visible gap). The spread
   * leaves out the time this process took to start and one claim-and-write cycle, so that every website is checked
   * again within one interval of the restart; it never shrinks below half the interval.
   */
  async #resync() {
    const startupMs = this.#resynced ? 0 : Math.round(process.uptime() * 1000);
    this.#resynced = true;
    const reserveMs = startupMs + this.#opts.lookaheadMs + this.writer.maxDelayMs;
    await this.#db.execute(sql`
      update check_schedules s
      set next_check_at = date_trunc('milliseconds', now() + random() * greatest(
        least(w.interval_seconds, 300) * 1000 - ${reserveMs}, least(w.interval_seconds, 300) * 500
      ) * interval '1 millisecond')
      from websites w
      where w.id = s.website_id
        and s.region in (${this.region}, '*')
        and s.lease_until is null
        and s.next_check_at < now() - ${this.#opts.resyncAfterMs} * interval '1 millisecond'`);
  }

  async #claim(limit: number): Promise<number> {
    const lookahead = this.#opts.lookaheadMs;
    // The update finds the locked rows by ctid and each website by its key (a nested loop over the few rows claimed):
    // joining on (website_id, region) and websites made the planner hash whole tables every second.
    const result = await this.#db.execute<ClaimRow>(sql`
      with due as (
        select s.ctid as row_id, s.website_id
        from check_schedules s
        where s.region in (${this.region}, '*')
          and s.next_check_at <= now() + ${lookahead} * interval '1 millisecond'
          and (s.lease_until is null or s.lease_until < now())
        order by s.next_check_at
        limit ${limit}
        for update skip locked
      )
      update check_schedules s
      set lease_until = greatest(now(), s.next_check_at)
          + w.timeout_seconds * interval '1 second'
          + ${lookahead + this.#opts.leaseMarginMs} * interval '1 millisecond',
        leased_by = ${this.id}
      from due cross join lateral (
        select w.seq, w.owner_id, w.team_id, w.type, w.url, w.settings, w.change_watch, w.interval_seconds,
          w.timeout_seconds, w.last_ping_at, w.last_ping_failed, w.last_run_ms, w.run_started_at, w.active_since,
          w.updated_at
        from websites w where w.id = due.website_id offset 0
      ) w
      where s.ctid = due.row_id
      returning s.website_id, s.region, s.next_check_at, w.seq, w.owner_id, w.team_id, w.type, w.url, w.settings,
        w.change_watch, w.interval_seconds, w.timeout_seconds, w.last_ping_at, w.last_ping_failed, w.last_run_ms,
        w.run_started_at, w.active_since, w.updated_at, s.last_checked_at, s.last_checked_at is null as first_check`);
    for (const row of result.rows) {
      const claimed: Claimed = {
        websiteId: row.website_id,
        scheduleRegion: row.region,
        due: toDate(row.next_check_at).getTime(),
        seq: Number(row.seq),
        ownerId: row.owner_id,
        teamId: row.team_id,
        type: row.type,
        url: row.url,
        settings: (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as CheckSettings,
        changeWatch: typeof row.change_watch === 'string' ? JSON.parse(row.change_watch) : row.change_watch,
        intervalSeconds: Number(row.interval_seconds),
        timeoutSeconds: Number(row.timeout_seconds),
        lastPingAt: row.last_ping_at === null ? null : toDate(row.last_ping_at),
        lastPingFailed: row.last_ping_failed === true,
        lastRunMs: row.last_run_ms === null ? null : Number(row.last_run_ms),
        runStartedAt: row.run_started_at === null ? null : toDate(row.run_started_at),
        lastRecordedAt: row.last_checked_at === null ? null : toDate(row.last_checked_at),
        activeSince: toDate(row.active_since),
        updatedAt: toDate(row.updated_at),
        firstCheck: row.first_check === true,
      };
      this.#hold(claimed);
    }
    return result.rows.length;
  }

  #hold(claimed: Claimed) {
    this.#held++;
    const key = `${claimed.websiteId}|${claimed.scheduleRegion}`;
    this.#waiting.set(key, claimed);
    const delay = claimed.due - Date.now();
    const go = () => {
      if (!this.#waiting.delete(key)) return;
      const task = this.#execute(claimed).finally(() => {
        this.#held--;
        this.#inflight.delete(task);
      });
      this.#inflight.add(task);
    };
    if (delay <= 0) go();
    else this.#startInTick(claimed.due, go);
  }

  #startInTick(due: number, start: () => void) {
    const tickMs = this.#opts.startTickMs;
    const end = Math.ceil(due / tickMs) * tickMs;
    const waiting = this.#ticks.get(end);
    if (waiting) {
      waiting.starts.push(start);
      return;
    }
    const starts = [start];
    const timer = setTimeout(
      () => {
        this.#ticks.delete(end);
        for (const go of starts) go();
      },
      Math.max(0, end - Date.now()),
    );
    this.#ticks.set(end, { timer, starts });
  }

  async #slot() {
    if (this.#active < this.#opts.concurrency) {
      this.#active++;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#active++;
  }

  #release() {
    this.#active--;
    this.#queue.shift()?.();
  }

  #prepare(c: Claimed): ParsedCheck {
    if (c.type === 'heartbeat') return prepareTarget(c);
    return this.#cached(c).check;
  }

  #cached(c: Claimed) {
    const cached = this.#prepared.get(c.websiteId);
    if (cached && cached.updatedAt === c.updatedAt.getTime()) return cached;
    const entry = { updatedAt: c.updatedAt.getTime(), check: prepareTarget(c), host: hostOf(c) };
    this.#prepared.set(c.websiteId, entry);
    return entry;
  }

  async #execute(c: Claimed) {
    await this.#slot();
    const startedAt = Date.now();
    let result: CheckResult;
    let observations: Observation[] | undefined;
    try {
      if (!this.#running && this.#abort.signal.aborted) return;
      this.lag.add(startedAt - c.due);
      const prepared = this.#prepare(c);
      if (prepared.ok) {
        const context: CheckContext = {
          deadlineMs: c.timeoutSeconds * 1000,
          allowPrivateTargets: this.#allowPrivate,
          rdapBaseUrl: this.#rdapBaseUrl,
          localAddress: this.#localAddress,
          signal: this.#abort.signal,
          ...(c.changeWatch?.content ? { observe: { body: true } } : {}),
        };
        result = await prepared.run(context);
        if (c.changeWatch) {
          // A value that cannot be observed is left out; it never turns the check's own result into a failure.
          observations = await observeValues(result, c.changeWatch, hostOf(c), context).catch((error) => {
            this.#log?.warn({ err: error, websiteId: c.websiteId }, 'Observing watched values failed');
            return undefined;
          });
        }
      } else {
        result = {
          ok: false,
          code: 'error',
          message: `Invalid configuration: ${JSON.stringify(prepared.errors)}`,
          timings: { dns: null, connect: null, tls: null, firstByte: null, total: 0 },
        };
      }
    } catch (error) {
      result = {
        ok: false,
        code: 'error',
        message: error instanceof Error ? error.message : String(error),
        timings: { dns: null, connect: null, tls: null, firstByte: null, total: Date.now() - startedAt },
      };
    } finally {
      this.#release();
    }
    if (result.waitingUntil !== undefined) {
      await this.#waitUntil(c, result.waitingUntil);
      return;
    }
    const finished = Date.now();
    const host = c.type === 'heartbeat' ? null : this.#cached(c).host;
    const networkCode = result.networkCode ?? result.code;
    if (host !== null) this.health.record(finished, host, result.ok ? null : networkCode);
    let state: ResultState = result.ok ? STATE_UP : STATE_DOWN;
    const healthy = this.health.healthy(finished);
    const since = this.health.unhealthySince;
    // This worker cannot reach the network: its failure says nothing about the website. A success, or a failure
    // from the website itself (a status code, a keyword), still counts.
    if (host !== null && !healthy && since && !result.ok && NetworkHealth.isNetworkFailure(networkCode)) {
      state = STATE_NO_DATA;
      this.#notices.affected(c.ownerId, since, this.health.stats(finished).failingHosts, new Date(finished));
    }
    if (healthy !== this.#lastHealthy) {
      // The dashboard shows the worker's health: report a change at once, not at the next heartbeat.
      this.#lastHealthy = healthy;
      if (healthy) this.#log?.info({ worker: this.id }, 'Worker network is healthy again');
      else this.#log?.warn({ worker: this.id }, 'Worker network looks down: recording no data, opening no incidents');
      void this.#heartbeat();
    }
    this.checksDone++;
    this.checksByState[state]++;
    if (result.tls) this.certificateExpiry.set(c.websiteId, Date.parse(result.tls.validTo));
    const record: CheckRecord = {
      websiteId: c.websiteId,
      websiteSeq: c.seq,
      ownerId: c.ownerId,
      teamId: c.teamId,
      scheduleRegion: c.scheduleRegion,
      region: this.region,
      regionId: this.#regionId ?? 0,
      intervalSeconds: c.intervalSeconds,
      // A heartbeat's signal is recorded at its own time: a later signal is then new, even one that arrived while
      // this judgement ran.
      checkedAt: new Date(result.signalAt ?? startedAt),
      due: new Date(c.due),
      nextCheckAt: new Date(nextCheckAfter(c, result, finished)),
      state,
      code: result.ok ? null : result.code,
      message: result.ok ? null : result.message,
      statusCode: result.statusCode ?? null,
      timings: result.timings,
      params: causeParams(result),
      ...(result.warning?.code === 'cert_expiring' && result.tls
        ? { tlsExpiry: { validTo: result.tls.validTo, daysLeft: result.tls.daysLeft } }
        : {}),
      ...(result.warning?.code === 'domain_expiring' && result.domain
        ? { domainExpiry: { expiresAt: result.domain.expiresAt, daysLeft: result.domain.daysLeft } }
        : {}),
      ...(observations && state !== STATE_NO_DATA ? { observations } : {}),
    };
    this.writer.add(record);
    if (c.firstCheck) this.#flushFirstCheck();
  }

  /**
   * A heartbeat with nothing to record (no new signal, deadline not passed): no check row — it counts neither up nor
   * down — and the next judgement just after the deadline. A signal that arrived after the claim read the website
   * (its last_ping_at differs) makes the row due at once; so does a "check now" asked after the claim (it moved the row
   * from the claimed due time): this judgement read the website before it, so the request is not answered yet.
   * Database times are microseconds and `c.due` whole milliseconds: the claimed time is anywhere in that millisecond.
   */
  async #waitUntil(c: Claimed, deadline: number) {
    const next = new Date(deadline + 1000).toISOString();
    const due = new Date(c.due).toISOString();
    const seen = c.lastPingAt === null ? null : c.lastPingAt.toISOString();
    await this.#db
      .execute(sql`
        update check_schedules s set
          next_check_at = case
            when (select w.last_ping_at from websites w where w.id = s.website_id)
              is distinct from ${seen}::timestamptz then least(s.next_check_at, now())
            when s.next_check_at not between ${due}::timestamptz and ${due}::timestamptz + interval '999 microseconds'
              then least(s.next_check_at, ${next}::timestamptz)
            else ${next}::timestamptz end,
          lease_until = null, leased_by = null
        where s.website_id = ${c.websiteId} and s.region = ${c.scheduleRegion} and s.leased_by = ${this.id}`)
      .catch((error) => this.#log?.warn({ err: error }, 'Rescheduling a waiting heartbeat failed'));
  }

  /** Write a first check without the batch delay (with whatever else is queued). */
  #flushFirstCheck() {
    if (this.#firstCheckFlush) return;
    this.#firstCheckFlush = setTimeout(() => {
      this.#firstCheckFlush = null;
      void this.writer.flush();
    }, this.#opts.firstCheckDelayMs);
  }

  /** What the statistics file holds (benchmarks): the figures, the lag bins to subtract readings, the memory. */
  #fileStats() {
    return { ...this.stats(), lagBins: this.lag.nonZeroBins(), memory: process.memoryUsage() };
  }

  stats() {
    return {
      workerId: this.id,
      region: this.region,
      checks: this.checksDone,
      written: this.writer.written,
      batches: this.writer.batches,
      held: this.#held,
      active: this.#active,
      waitingForSlot: this.#queue.length,
      lagP50Ms: this.lag.quantile(0.5),
      lagP99Ms: this.lag.quantile(0.99),
      lagMaxMs: this.lag.max,
      lagSamples: this.lag.count,
      healthy: this.health.healthy(),
      at: new Date().toISOString(),
    };
  }
}

/** The numeric id of a region label (created on first use). */
export async function ensureRegion(db: Db, name: string): Promise<number> {
  await db.execute(sql`insert into check_regions (name) values (${name}) on conflict (name) do nothing`);
  const result = await db.execute<{ id: number }>(sql`select id from check_regions where name = ${name}`);
  return Number(result.rows[0]?.id ?? 0);
}

function unlimitedAbortController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}
