import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
