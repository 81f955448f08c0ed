import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    // A ceiling for a busy 2-core CI machine, not a speed expectation: at load 20 a file of MSW round trips took
    // 17 s where it takes 3 s alone, and vitest's 5-s default failed it.
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
