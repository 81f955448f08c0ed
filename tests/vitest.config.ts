import { defineProject } from 'vitest/config';

// End-to-end tests: Node, real processes, real Chromium (playwright-core on /usr/bin/chromium). Slow by nature.
export default defineProject({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The run's PostgreSQL (TEST_DATABASE_URL, or one embedded server): each started Hlídka gets a database on it.
    globalSetup: ['packages/server/src/testing/global-database.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files run beside the other projects' files (each starts its own server, database and browser on free ports): one
    // at a time, Vitest ran them all after every other file, a 10-minute tail spent mostly waiting for checks,
    // escalation waits and e-mails while the second core stood idle.
    // `expect.poll` waits for a state; its default ceiling (1 s) is shorter than a lazy screen takes to appear on a busy
    // 2-core machine. A generous ceiling costs a passing test nothing: polling stops as soon as the state is there.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
