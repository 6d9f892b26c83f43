import { defineConfig } from 'vitest/config';

/**
 * The chaos test (`src/chaos.pg.ts`): the real server against PostgreSQL while its connections are terminated
 * and the database is frozen. Needs TEST_DATABASE_URL (`.ci/run` starts a throwaway cluster and runs it).
 */
export default defineConfig({
  test: {
    name: 'chaos',
    root: new URL('../..', import.meta.url).pathname,
    include: ['src/chaos.pg.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
