import { defineProject } from 'vitest/config';

// Node by default; files that render React say `// @vitest-environment jsdom` at the top.
export default defineProject({
  test: {
    name: 'data',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
