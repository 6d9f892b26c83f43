import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { shot } from '../support/checker';
import { leftoverEnglish } from '../support/a11y';

/**
 * Every page outside the checker, in English and in Spanish (?lang=es), at 375 px: it loads with exactly one
 * h1, `<html lang>` matches, axe finds nothing, and the Spanish page shows no leftover English UI words.
 */
const PAGES: [path: string, name: string][] = [
  ['/', 'home'],
  ['/info/nondisclosure-expunction', 'info-nondisclosure-expunction'],
  ['/info/how-to-file', 'info-how-to-file'],
  ['/info/faq', 'info-faq'],
  ['/check/know-your-rights', 'know-your-rights'],
  ['/steps/precheck', 'steps-precheck'],
  ['/steps/review', 'steps-review'],
  ['/steps/petition', 'steps-petition'],
  ['/steps/payment', 'steps-payment'],
  ['/steps/file', 'steps-file'],
  ['/steps/hearing', 'steps-hearing'],
  ['/steps/order', 'steps-order'],
  ['/email-pages/know-your-rights', 'email-know-your-rights'],
  ['/email-pages/results/not-a-real-token-0000', 'email-results-expired'],
];

describe('content pages', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_PEOPLE: '50' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('remembers Spanish from ?lang=es: a later page or a reload without it stays Spanish', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=es`);
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    await page.goto(`${server.url}/info/faq`);
    await page.locator('main h1').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await leftoverEnglish(page)).toEqual([]);
    await context.close();
  });

  describe.each(['en', 'es'] as const)('in %s', (lang) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(PAGES)('%s loads with one h1, the right lang and no axe violations', async (path, name) => {
      onTestFailed(async () => {
        await page
          .screenshot({ path: `${import.meta.dirname}/../artifacts/content-${name}-${lang}.png` })
          .catch(() => {});
      });
      const url = `${server.url}${path}${lang === 'es' ? '?lang=es' : ''}`;
      const res = await page.goto(url);
      expect(res?.status(), path).toBe(200);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached', timeout: 15_000 });
      // Nothing still loading (lazy chunks, messages, the email-page lookup).
      await page.waitForFunction(() => document.querySelector('main [role=status]') === null, undefined, {
        timeout: 15_000,
      });
      expect(new URL(page.url()).pathname, 'no redirect').toBe(path);
      expect(await page.locator('h1').count(), `${path}: h1 count`).toBe(1);
      expect((await page.locator('h1').innerText()).trim().length, `${path}: h1 text`).toBeGreaterThan(2);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await axeViolations(page), `${path} ${lang}`).toEqual([]);
      // Reflow at 375 px: nothing scrolls sideways, and no step label runs into its neighbour or off screen.
      const layout = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('.step-indicator__label')].map((e) => ({
          text: e.textContent ?? '',
          box: e.getBoundingClientRect(),
        }));
        const clashes = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              (b) =>
                a.box.left < b.box.right - 1 &&
                b.box.left < a.box.right - 1 &&
                a.box.top < b.box.bottom - 1 &&
                b.box.top < a.box.bottom - 1,
            )
            .map((b) => `${a.text} overlaps ${b.text}`),
        );
        const offScreen = boxes.filter((a) => a.box.left < 0 || a.box.right > innerWidth).map((a) => a.text);
        return { scrollWidth: document.documentElement.scrollWidth, width: innerWidth, clashes, offScreen };
      });
      expect(layout.scrollWidth, `${path}: sideways scrolling`).toBeLessThanOrEqual(layout.width);
      expect(layout.clashes, `${path}: step labels`).toEqual([]);
      expect(layout.offScreen, `${path}: step labels off screen`).toEqual([]);
      if (path.startsWith('/email-pages/results/')) {
        // The expired link offers to run the checker again.
        expect(await page.locator('main a[href^="/check/pre-check"]').count()).toBeGreaterThan(0);
      }
      await shot(page, `content-${name}-${lang}-375`);
      if (lang === 'es') {
        // Closed FAQ answers and other <details> count too.
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        expect(await leftoverEnglish(page), `${path}: English left on the Spanish page`).toEqual([]);
      }
    });
  });
});
