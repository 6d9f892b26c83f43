import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import { shot } from '../support/checker';

const PENDING = {
  en: 'This page is still loading. Your answers are kept, and a Continue button appears here when it is ready. If nothing happens, reload the page.',
  es: 'Esta página todavía se está cargando. Sus respuestas se guardan, y aquí aparece un botón Continuar cuando esté lista. Si no pasa nada, vuelva a cargar la página.',
} as const;

/**
 * A slow phone: the prerendered pre-check reads and takes taps long before its JavaScript has run. Answers
 * tapped then are kept when the app starts, and the Continue button appears for them. Until then the page says
 * it is still loading and offers a reload, where the button will be.
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
      // Nothing to press yet: the page says why, in its language, with a reload link.
      const pending = p.locator('main .js-pending');
      await pending.waitFor({ state: 'visible' });
      expect((await pending.innerText()).replace(/\s+/g, ' ').trim()).toBe(PENDING[lang]);
      expect(await pending.locator('a').getAttribute('href')).toBe(
        `/check/pre-check${lang === 'es' ? '?lang=es' : ''}`,
      );
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [375, 1280]) {
        await p.setViewportSize({ width, height: 900 });
        await shot(p, `slow-phone-loading-${lang}-${width}`);
      }
      await p.setViewportSize({ width: 375, height: 900 });
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
      expect(await pending.count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [1280, 375]) {
        await p.setViewportSize({ width, height: 900 });
        await shot(p, `slow-phone-continue-${lang}-${width}`);
      }
      await button.click();
      await p.waitForURL(/\/check\/basic-info/);
    },
  );

  it('says nothing about loading when scripts are off (the page says it needs JavaScript)', async () => {
    const p = await suite.fresh(375, { javaScriptEnabled: false });
    await p.goto(`${suite.server.url}/check/pre-check`);
    await p.locator('main h1').waitFor();
    expect(await p.locator('main .js-pending').isVisible()).toBe(false);
    expect(await p.locator('.noscript-note').isVisible()).toBe(true);
  });
});
