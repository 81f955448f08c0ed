import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @hlidka/server` (hold `flock /tmp/hlidka-migrate.lock` while generating).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
