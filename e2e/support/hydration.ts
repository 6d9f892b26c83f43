import type { Page } from 'playwright-core';

/**
 * Waits until React has taken over the element (`selector`) of a prerendered page: before that its buttons
 * have no handlers and a form answer would be reset by hydration.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}
