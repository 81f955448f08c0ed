import { defineProject } from 'vitest/config';

// The app's unit tests: i18n resources, formatting, version and redirect helpers (Node).
export default defineProject({
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
