import { defineConfig } from 'vitest/config';

// One run covers every suite: each package's own tests, the story tests in Chromium and the end-to-end tests.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'vitest.storybook.config.ts', 'tests/vitest.config.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so every file waited
    // for the one before, most of them idle on Chromium, PostgreSQL or the network. Three keep the cores busy.
    maxWorkers: 3,
  },
});
