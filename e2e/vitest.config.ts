import { defineConfig } from 'vitest/config';
import { ProgressReporter } from '../test-progress';

// Browser tests: the real server (built web app + API on a fresh embedded database) driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // A whole flow in the browser (checker to a downloaded packet, a dialog's full Tab cycle with axe) took up to
    // 55 s with the machine's load at 40 on 2 cores, and a PDF may take minutes to render then (a download waits up
    // to 180 s, support/chromium.ts); the limit leaves room for that instead of failing at random.
    testTimeout: 240_000,
    // Above the server's own start deadline (support/server.ts, 240 s): on a loaded machine starting the server
    // took over 120 s, and a hook limit below the deadline cut the start short instead of letting it finish.
    hookTimeout: 300_000,
    // Two test files at a time, each with its own server and Chromium: a browser test mostly waits (on the
    // server, on rendering, on a poll), so one file at a time left a core idle for much of the run.
    fileParallelism: true,
    maxWorkers: 2,
    // `expect.poll` waits on a real condition (a focus, an email in the outbox) until it holds; this is how long
    // it keeps trying on a busy machine before failing (vitest's default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    // A line as each test ends (the default prints a file when it ends, minutes apart on a busy machine), and one
    // every 30 s while a long test runs (test-progress.ts).
    reporters: ['verbose', new ProgressReporter('browser')],
  },
});
