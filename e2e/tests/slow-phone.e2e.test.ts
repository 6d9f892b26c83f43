import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';

/**
 * A slow phone: the prerendered pre-check reads and takes taps long before its JavaScript has run. Answers
 * tapped then are kept when the app starts, and the Continue button appears for them.
 */
describe('the pre-check on a slow phone', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });

  it.each(['en', 'es'] as const)(
    'keeps answers tapped before the app started and offers Continue (%s)',
    async (lang) => {
      const p = await suite.fresh(375);
      const cdp = await p.context().newCDPSession(p);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The app's scripts are held back until the person has answered (a slow connection).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await p.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await p.goto(`${suite.server.url}/check/pre-check${lang === 'es' ? '?lang=es' : ''}`, { waitUntil: 'commit' });
      await p.locator('main h1').waitFor();
      await p.locator('label[for="hasCrimeOutsideTexas-no"]').click();
      await p.locator('label[for="hasCrimeBefore1990"]').click();
      expect(await p.locator('#hasCrimeOutsideTexas-no').isChecked()).toBe(true);
      release();
      // React has taken the page over.
      await p.waitForFunction(() => {
        const radio = document.querySelector('#hasCrimeOutsideTexas-no');
        return radio !== null && Object.keys(radio).some((k) => k.startsWith('__reactFiber'));
      });
      const button = p.locator('main form button[type=submit]');
      await button.waitFor();
      expect(await button.innerText()).toBe(lang === 'en' ? 'Continue anyway' : 'Continuar de todos modos');
      expect(await p.locator('#hasCrimeOutsideTexas-no').isChecked()).toBe(true);
      expect(await p.locator('#hasCrimeBefore1990').isChecked()).toBe(true);
      // The "yes" answer's warning shows too.
      await p.locator('main .alert--warning').waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await button.click();
      await p.waitForURL(/\/check\/basic-info/);
    },
  );
});
