import { defineConfig } from 'vitest/config';

// Server tests: `npx vitest run --project server`; with TEST_DATABASE_URL the database tests also run on PostgreSQL.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
