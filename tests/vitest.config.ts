import { defineProject } from 'vitest/config';

// End-to-end tests: Node, real processes, real Chromium (playwright-core on /usr/bin/chromium). Slow by nature.
export default defineProject({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: each starts servers and a browser, and the machine has two cores.
    fileParallelism: false,
  },
});
