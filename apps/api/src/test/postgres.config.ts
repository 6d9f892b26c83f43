import { defineConfig } from 'vitest/config';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The tests that show something only PostgreSQL can (TEST_DATABASE_URL; `.ci/run` starts a throwaway cluster
 * and runs `npm run test:postgres` after `npm test`, which ran every test on PGlite). Everything else runs on
 * PGlite only: the same SQL, one connection, nothing concurrent.
 *
 * - `src/**\/*.pg.test.ts`: tests that need a server (the prepared-statement client, the chaos test).
 * - The database-backed tests whose point is concurrency, separate connections or server behaviour: the
 *   schema the migrations build; shared rate-limit counters and `ON CONFLICT` upserts hit from two pools;
 *   two instances (sessions, outbox delivered exactly once with row locks); the mail worker's claims; the
 *   import into PostgreSQL (indexes built at the end, snapshot deletes in one transaction); the county report's
 *   keyset pages on a server; a database that stops answering; a crash mid-request; the whole API flow through
 *   the prepared-statement pool; staff sign-in attempts racing (the lockout count, a TOTP code used once); and a
 *   server killed during a console sync (its job's heartbeat).
 *
 * A new test of that kind goes in this list (or is named `*.pg.test.ts` when it makes no sense on PGlite: the unit run leaves those out).
 */
export const POSTGRES_TESTS = [
  'src/db/migrations.test.ts',
  'src/limits/counter.test.ts',
  'src/limits/instances.test.ts',
  'src/limits/people.test.ts',
  'src/scale-out.test.ts',
  'src/mail/worker.test.ts',
  'src/services/case-store.test.ts',
  'src/services/county-report.test.ts',
  'src/sync/sync.test.ts',
  'src/sync/snapshot.test.ts',
  'src/routes/survey/survey.test.ts',
  'src/routes/survey/crash.test.ts',
  'src/routes/application/flow.test.ts',
  'src/routes/staff/lockout.test.ts',
  'src/routes/staff/killed-sync.test.ts',
];

const common: { root: string; environment: 'node'; testTimeout: number; hookTimeout: number; globalSetup: string[] } = {
  root,
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // One migrated template database per run; each file's database is created from it.
  globalSetup: ['./src/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'postgres',
          include: ['src/**/*.pg.test.ts', ...POSTGRES_TESTS],
          // The chaos test runs afterwards, alone: it measures how fast the server recovers.
          exclude: ['src/chaos.pg.test.ts', '**/node_modules/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...common, name: 'postgres-chaos', include: ['src/chaos.pg.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
