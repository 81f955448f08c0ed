/**
 * Outbox rows written in this process, counted. On PGlite, where every write happens in this process, the
 * notification pipeline looks for work when the count has moved (or its next delivery falls due) instead of asking the
 * database every second: each question costs the embedded database a few milliseconds of CPU, idle or not.
 */
let written = 0;

/** Call after inserting outbox rows (a rolled-back transaction only costs the pipeline one look). */
export function noteOutboxWrite(): void {
  written += 1;
}

/** How many times outbox rows were written in this process. */
export function outboxWrites(): number {
  return written;
}
