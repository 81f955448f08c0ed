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
