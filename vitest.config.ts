import { defineConfig } from 'vitest/config';

// One run covers every suite: each package's own tests, the story tests in Chromium and the end-to-end tests.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'vitest.storybook.config.ts', 'tests/vitest.config.ts'],
  },
});
