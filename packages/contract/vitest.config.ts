import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    // A ceiling for a busy 2-core CI machine, not a speed expectation: at load 20 a file of MSW round trips took
    // 17 s where it takes 3 s alone, and vitest's 5-s default failed it.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker and its loaded modules instead of each importing the same graph again (the data tests: 37 s
    // and 68 s of CPU with isolation, 17 s and 29 s without). Each file's setup resets what it changed.
    isolate: false,
  },
});
