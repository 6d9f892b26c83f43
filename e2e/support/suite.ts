import { afterAll, beforeAll, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, PAGE_WAIT_MS } from './chromium';
import { startServer, type RunningServer } from './server';

export interface BrowserSuite {
  /** The real server of this describe block (started in its beforeAll). */
  readonly server: RunningServer;
  /**
   * Closes the previous test's page and opens a new one `width` px wide. A test that then fails leaves a
   * full-page screenshot in e2e/artifacts and logs the address it was on.
   */
  fresh(width?: number, options?: BrowserContextOptions): Promise<Page>;
}

/** Starts the real server with `env` and one Chromium around the calling describe block. */
export function browserSuite(env: Record<string, string>): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server(): RunningServer {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    async fresh(width = 375, options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('the browser starts in beforeAll');
      await context?.close();
      onTestFailed(async ({ task }) => {
        await page
          ?.screenshot({
            path: `${import.meta.dirname}/../artifacts/${task.name.replace(/\W+/g, '-')}.png`,
            fullPage: true,
          })
          .catch(() => undefined);
        console.log('failed at', page?.url());
      });
      context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
      context.setDefaultTimeout(PAGE_WAIT_MS);
      page = await context.newPage();
      return page;
    },
  };
}
