import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { basicInfo, preCheck } from '../support/checker';

/**
 * Routing as a visitor meets it (docs/decisions/0040-router.md): Back returns to where they were, a page
 * whose code fails to load shows an error with a retry instead of a blank app, and leaving the checker
 * mid-way asks first.
 */
describe('routing', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_PEOPLE: '50' }), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  /** Opens a prerendered page and waits until React has taken it over (links then navigate in the app). */
  async function openHydrated(page: Page, path: string, selector: string): Promise<void> {
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction((s) => {
      const el = document.querySelector(s);
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    }, selector);
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('starts a new page at the top and restores the position on Back and Forward', async () => {
    const { page } = await fresh();
    const faqLink = 'a[data-track="home_all_faq"]';
    await openHydrated(page, '/', faqLink);
    await page.locator(faqLink).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);

    await page.locator(faqLink).click();
    await page.waitForURL(/\/info\/faq$/);
    // The FAQ's own heading (the home page's h1 stays until the FAQ's chunk has loaded), then the top.
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 0, undefined, { timeout: 5000 });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => Math.round(window.scrollY) === 400);

    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, before, { timeout: 5000 });

    await page.goForward();
    await page.waitForURL(/\/info\/faq$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 400) <= 1, undefined, { timeout: 5000 });
  });

  it('shows an error with a retry when a page chunk fails to load, and the page after the retry', async () => {
    const { context, page } = await fresh();
    const faqLink = 'a[data-track="home_all_faq"]';
    await openHydrated(page, '/', faqLink);
    const chunk = /\/assets\/FaqPage-[\w-]+\.js$/;
    await context.route(chunk, (route) => route.abort('connectionfailed'));

    await page.locator(faqLink).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page did not load' });
    await alert.waitFor();
    // The rest of the app is still there.
    await expect(page.locator('header a[data-track="header_home"]').isVisible()).resolves.toBe(true);

    await context.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('main h1').filter({ hasNotText: 'This page did not load' }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(page.url()).toMatch(/\/info\/faq$/);
  });

  it('asks before the tab closes mid-way through the checker, and not on a page outside it', async () => {
    const { page: outside } = await fresh();
    await openHydrated(outside, '/', 'a[data-track="home_all_faq"]');
    await outside.locator('main h1').click();
    const noDialog: Dialog[] = [];
    outside.on('dialog', (d) => noDialog.push(d));
    await outside.close({ runBeforeUnload: true });
    await outside.waitForEvent('close', { timeout: 5000 }).catch(() => undefined);
    expect(outside.isClosed()).toBe(true);
    expect(noDialog).toHaveLength(0);

    const { page } = await fresh();
    await preCheck(page, server.url);
    await basicInfo(page, 'Ana');
    await page.waitForURL(/\/check\/(confirm-cases|results)$/);
    const dialog = page.waitForEvent('dialog', { timeout: 10000 });
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(page.url()).toMatch(/\/check\//);
  });
});
