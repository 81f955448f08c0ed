import type { Clock } from '../http/types';

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-01-15T10:00:00.000Z'): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set(date) {
      now = new Date(date).getTime();
    },
    advance(ms) {
      now += ms;
    },
  };
}

/** Real time, for tests whose scheduler compares schedule times with the database's clock. */
export const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

/** Reads until `done` holds (a state, not a fixed wait); fails naming `what` and the last value after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
