import { defineConfig } from 'vitest/config';

/**
 * Tests that need a real PostgreSQL server (`src/**\/*.pg.ts`): the chaos test (the real server while its
 * connections are terminated and the database is frozen) and the prepared-statement client, which PGlite
 * cannot exercise. Needs TEST_DATABASE_URL (`.ci/run` starts a throwaway cluster and runs them).
 */
export default defineConfig({
  test: {
    name: 'postgres-only',
    root: new URL('../..', import.meta.url).pathname,
    include: ['src/**/*.pg.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
