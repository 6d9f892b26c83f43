import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import { shot } from '../support/checker';

const CONTINUE_ANYWAY = { en: 'Continue anyway', es: 'Continuar de todos modos' } as const;
const SEARCH = { en: 'Search for my cases', es: 'Buscar mis casos' } as const;

/**
 * A slow phone: the prerendered pre-check and name page read and work long before their JavaScript has run
 * (docs/decisions/0120-a-pre-check-before-the-app-starts.md). The pre-check's warnings and Continue show as the
 * answers are tapped; Continue leads to the prerendered name page, whose fields take what is typed. When the
 * app starts there, it keeps what was typed, starts the session with the answers and takes them out of the
 * address; only then can the search be sent.
 */
describe('the first two steps on a slow phone', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });

  it.each(['en', 'es'] as const)(
    'answers, continues and types a name before the app has started, and the app keeps it all (%s)',
    async (lang) => {
      const p = await suite.fresh(375);
      const cdp = await p.context().newCDPSession(p);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The app's scripts are held back (a slow connection) until the person has typed their name.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await p.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await p.goto(`${suite.server.url}/check/pre-check${lang === 'es' ? '?lang=es' : ''}`, { waitUntil: 'commit' });
      await p.locator('main h1').waitFor();
      const button = p.locator('main form button[type=submit]');
      const warnings = p.locator('main .alert--warning');
      await p.locator('label[for="hasCrimeOutsideTexas-no"]').click();
      // One question answered: no Continue yet, no warning.
      expect(await button.isVisible()).toBe(false);
      expect(await warnings.filter({ visible: true }).count()).toBe(0);
      await p.locator('label[for="hasCrimeBefore1990"]').click();
      // Both answered, one of them yes: that question's warning and "Continue anyway".
      await button.waitFor({ state: 'visible' });
      expect(await button.innerText()).toBe(CONTINUE_ANYWAY[lang]);
      expect(await warnings.filter({ visible: true }).count()).toBe(1);
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [1280, 375]) {
        await p.setViewportSize({ width, height: 900 });
        await shot(p, `slow-phone-precheck-early-${lang}-${width}`);
      }
      await button.click();
      // The page's load event waits for the held scripts: the address is what the person sees.
      await p.waitForURL(/\/check\/basic-info\?/, { waitUntil: 'commit' });
      expect(new URL(p.url()).searchParams.get('hasCrimeBefore1990')).toBe('yes');
      await p.locator('main h1').waitFor();
      expect(await p.locator('html').getAttribute('lang')).toBe(lang);
      await p.locator('#firstName').fill('Ana');
      await p.locator('#lastName').fill('Demo');
      // Part of the date of birth too: the month.
      await p.locator('#dob-month').selectOption('1');
      // The search waits for the app: a form the browser submitted itself could put a name in an address.
      const search = p.getByRole('button', { name: SEARCH[lang] });
      expect(await search.isDisabled()).toBe(true);
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [1280, 375]) {
        await p.setViewportSize({ width, height: 900 });
        await shot(p, `slow-phone-basic-info-early-${lang}-${width}`);
      }
      release();
      // React has taken the page over, kept what was typed and started the session; the answers left the address.
      await p.waitForFunction(() => {
        const field = document.querySelector('#firstName');
        const session = JSON.parse(sessionStorage.getItem('cyr.session') ?? '{}') as { token?: unknown };
        return (
          field !== null &&
          Object.keys(field).some((k) => k.startsWith('__reactFiber')) &&
          typeof session.token === 'string'
        );
      });
      expect(new URL(p.url()).search).toBe('');
      expect(await p.locator('#firstName').inputValue()).toBe('Ana');
      expect(await p.locator('#lastName').inputValue()).toBe('Demo');
      expect(await p.locator('#dob-month').inputValue()).toBe('1');
      const preCheck = await p.evaluate(
        () => (JSON.parse(sessionStorage.getItem('cyr.session') ?? '{}') as { preCheck?: unknown }).preCheck,
      );
      expect(preCheck).toEqual({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: true });
      await p.locator('#dob-day').selectOption('1');
      await p.locator('#dob-year').selectOption('1990');
      await p.locator('label[for="agreeToTerms"]').click();
      expect(await search.isEnabled()).toBe(true);
      await search.click();
      await p.waitForURL(/\/check\/(confirm-cases|results)/);
    },
  );

  it('offers no Continue when scripts are off (the page says it needs JavaScript)', async () => {
    const p = await suite.fresh(375, { javaScriptEnabled: false });
    await p.goto(`${suite.server.url}/check/pre-check`);
    await p.locator('main h1').waitFor();
    await p.locator('label[for="hasCrimeOutsideTexas-no"]').click();
    await p.locator('label[for="hasCrimeBefore1990-no"]').click();
    expect(await p.locator('main form button[type=submit]').isVisible()).toBe(false);
    expect(await p.locator('.noscript-note').isVisible()).toBe(true);
  });
});
