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
    // Files share a worker and its loaded modules: with isolation every file imported the server again, and the suite
    // took 282 s and 6 min of CPU here; without, 142 s and 2.4 min. Each file has its own database and servers.
    isolate: false,
    testTimeout: 30_000,
    // The ui theme the status pages import as text (`?raw`): vitest empties the stylesheets it is not told of.
    css: { include: [/theme\.css/] },
    hookTimeout: 60_000,
  },
});
