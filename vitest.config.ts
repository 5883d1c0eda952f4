import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); API integration tests in tests/integration
// run against PGlite and, when available, a throwaway PostgreSQL server (tests/setup/postgres.ts).
export default defineConfig({
  root: '.',
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
