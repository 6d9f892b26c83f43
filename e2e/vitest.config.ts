import { defineConfig } from 'vitest/config';

// Browser tests: the real server (built web app + API on a fresh embedded database) driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
