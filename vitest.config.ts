import { defineConfig } from 'vitest/config';
import { ProgressReporter } from './test-progress';

/**
 * How long a test may run before it fails: a bound for a busy machine (the property tests run hundreds of
 * generated cases; on 2 shared cores at a load of 30 they took more than vitest's default 5 s), not a wait.
 */
const testTimeout = 30_000;

// One project per workspace. `npm run test:unit` runs them all; e2e has its own config.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Test files do not share
    // state (each has its own database copy), so two run at a time.
    maxWorkers: 2,
    // The run's own lines, and one every 30 s however long a file runs (test-progress.ts).
    reporters: ['default', new ProgressReporter('unit')],
    projects: [
      // `isolate: false`: a worker runs its test files one after another in one process instead of starting a
      // process per file. The packages' and the api's files share nothing but modules (no mocks, no fake timers,
      // no changed environment variables), and a process per file cost the api's 46 files about 50 CPU-seconds
      // (170 instead of 119), most of it loading the same modules and compiling PGlite's WebAssembly again.
      // The web files keep a context each (vmThreads): their pages and stores are module state.
      {
        test: {
          name: 'rules',
          root: 'packages/rules',
          environment: 'node',
          env: { TZ: 'UTC' },
          testTimeout,
          isolate: false,
        },
      },
      { test: { name: 'harris-data', root: 'packages/harris-data', environment: 'node', testTimeout, isolate: false } },
      { test: { name: 'schemas', root: 'packages/schemas', environment: 'node', testTimeout, isolate: false } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node', testTimeout, isolate: false } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // `*.pg.test.ts` need a PostgreSQL server: `npm run test:postgres` runs them (src/test/postgres.config.ts).
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          isolate: false,
          // Bounds for a busy machine (2 cores shared), not waits: a test ends when its condition holds.
          testTimeout: 60000,
          hookTimeout: 60000,
          // One migrated database per run, copied for each test file (src/test/global-setup.ts, src/test/db.ts).
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          // Each file still runs in a fresh context of its own (its pages and stores are module state), but a
          // worker sets up happy-dom and its modules once instead of a process and a window per file: the web's 34
          // files took 326 s with a process each (happy-dom created 34 times, 174 s) and 93 s this way, at a load
          // of 25 on 2 cores.
          pool: 'vmThreads',
          setupFiles: ['./src/test/setup.ts'],
          // A bound for a busy machine (a lazily loaded chunk is transformed on first use), not a wait.
          testTimeout: 30000,
        },
      },
    ],
  },
});
