import { existsSync } from 'node:fs';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';

/**
 * How long one wait of a page may take (an element, a navigation, a download): Playwright's 30 s default was too
 * short for a PDF rendered in a worker with the machine's load at 35 on 2 cores.
 */
export const PAGE_WAIT_MS = 60_000;

/**
 * How long a download may take to start: a PDF is rendered when asked for, and at a load of 17 on 2 cores a packet
 * took longer than the page wait above (the servers of the browser tests allow a PDF 300 s, support/server.ts).
 */
export const DOWNLOAD_WAIT_MS = 180_000;

/** The file `page` downloads when `act` runs (a click or a key press), waiting for it as long as a PDF may take. */
export async function downloadBy(page: Page, act: () => Promise<unknown>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS }), act()]);
  return download;
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function assertChromium(): void {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}. Browser tests need Debian's Chromium:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
