import { defineConfig } from 'vitest/config';

// One project per workspace. `npm run test:unit` runs them all; e2e has its own config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', root: 'packages/rules', environment: 'node', env: { TZ: 'UTC' } } },
      { test: { name: 'harris-data', root: 'packages/harris-data', environment: 'node' } },
      { test: { name: 'schemas', root: 'packages/schemas', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      { test: { name: 'web', root: 'apps/web', environment: 'happy-dom', setupFiles: ['./src/test/setup.ts'] } },
    ],
  },
});
