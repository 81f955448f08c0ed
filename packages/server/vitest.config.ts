import { defineConfig } from 'vitest/config';

// Server tests: `npx vitest run --project server`. Database tests run on PostgreSQL: the server of TEST_DATABASE_URL, or
// one embedded PostgreSQL the global setup starts for the run.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-database.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
