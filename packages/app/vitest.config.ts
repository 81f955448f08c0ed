import { defineProject } from 'vitest/config';

// The app's unit tests: i18n resources, formatting, version and redirect helpers (Node).
export default defineProject({
  test: {
    name: 'app',
    // A ceiling for a busy 2-core CI machine, not a speed expectation: at load 20 a file of MSW round trips took
    // 17 s where it takes 3 s alone, and vitest's 5-s default failed it.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The data package's test set-up: cleanup after each rendering test and Testing Library's wait ceiling.
    setupFiles: ['../data/src/testing/setup.ts'],
    // Files share a worker and its loaded modules instead of each importing the same graph again (the data tests: 37 s
    // and 68 s of CPU with isolation, 17 s and 29 s without). Each file's setup resets what it changed.
    isolate: false,
  },
});
