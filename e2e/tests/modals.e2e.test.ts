import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, PAGE_WAIT_MS } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { basicInfo, confirmSingle, preCheck, shot, submit, tabTo } from '../support/checker';
import { focusInDialog, focusedElement, leftoverEnglish } from '../support/a11y';
import { hydrated } from '../support/hydration';

/**
 * Every modal a visitor can reach (product-spec §2) and the side menu, in English and Spanish, by keyboard:
 * focus moves into the dialog, Tab and Shift+Tab stay inside it, axe finds nothing while it is open, Escape
 * closes it and focus goes back to the control that opened it.
 */
describe('modals and keyboard access', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_PEOPLE: '50' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const fresh = async (): Promise<Page> => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(PAGE_WAIT_MS);
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    onTestFailed(async ({ task }) => {
      if (errors.length) console.log('page errors:', errors);
      await page
        .screenshot({
          path: `${import.meta.dirname}/../artifacts/modals-${task.name.replace(/\W+/g, '-')}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
      console.log('failed at', page.url(), 'focus on', await focusedElement(page).catch(() => '?'));
      console.log(
        await page
          .locator('main')
          .innerText()
          .catch(() => ''),
      );
    });
    return page;
  };

  const q = (lang: 'en' | 'es') => (lang === 'es' ? '?lang=es' : '');

  /** Opens a dialog from `opener` by keyboard (focus, then Enter). */
  async function openByKeyboard(p: Page, opener: string): Promise<void> {
    const el = p.locator(opener).first();
    await el.waitFor();
    await hydrated(p, opener);
    await el.focus();
    await p.keyboard.press('Enter');
  }

  /**
   * With a dialog open: focus is inside, axe is clean, Tab cycles through it and comes back around without
   * leaving it (and Shift+Tab too), Escape closes it, focus returns to `returnTo`.
   */
  async function checkDialog(
    p: Page,
    name: string,
    lang: 'en' | 'es',
    returnTo: string | null,
    title?: string,
  ): Promise<void> {
    const dialog = p.locator('dialog[open]');
    await dialog.waitFor();
    const heading = dialog.locator('h2').first();
    await heading.waitFor();
    if (title) expect((await heading.innerText()).trim(), `${name} title`).toBe(title);
    expect((await heading.innerText()).trim().length, `${name} title`).toBeGreaterThan(2);
    await p.waitForFunction(() => document.activeElement?.closest('dialog[open]') != null, undefined, {
      timeout: 10_000,
    });
    expect(await p.locator('dialog[open]').count(), `${name}: one dialog`).toBe(1);
    expect(await axeViolations(p), `${name} ${lang}`).toEqual([]);
    if (lang === 'es') expect(await leftoverEnglish(p, 'dialog[open]'), `${name}: English left`).toEqual([]);
    await shot(p, `a11y-modal-${name}-${lang}-375`, { fullPage: false });

    // Tab forward until focus comes back to the first stop: every stop is inside the dialog. Like every native
    // modal <dialog>, Chromium lets Tab leave the page for the browser's own controls after the last stop
    // (activeElement is then <body>); the next Tab must come straight back into the dialog, never to the page.
    const stops: string[] = [];
    let outside = 0;
    for (let i = 0; i < 60; i++) {
      await p.keyboard.press('Tab');
      const here = await p.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        if (!el.closest('dialog[open]')) return `outside: ${el.tagName} ${el.getAttribute('data-track') ?? el.id}`;
        return `${el.tagName}#${el.id}|${el.getAttribute('data-track') ?? ''}|${el.textContent?.slice(0, 40) ?? ''}`;
      });
      if (here === 'body' || here.startsWith('outside: ')) {
        expect(here, `${name}: Tab ${i + 1} reached the page behind the dialog`).toBe('body');
        outside += 1;
        expect(outside, `${name}: focus stayed outside the dialog`).toBeLessThan(2);
        continue;
      }
      outside = 0;
      if (stops.length > 0 && here === stops[0]) break;
      stops.push(here);
    }
    expect(stops.length, `${name}: focus stops before wrapping`).toBeLessThan(60);
    outside = 0;
    for (let i = 0; i < Math.min(stops.length + 1, 6); i++) {
      await p.keyboard.press('Shift+Tab');
      // Where focus is, read once: two separate reads can see focus move between them on a busy machine.
      const where = await p.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        return el.closest('dialog[open]')
          ? 'dialog'
          : `outside: ${el.tagName} ${el.getAttribute('data-track') ?? el.id}`;
      });
      if (where !== 'dialog') {
        expect(where, `${name}: Shift+Tab reached the page behind the dialog`).toBe('body');
        outside += 1;
        expect(outside, `${name}: focus stayed outside the dialog`).toBeLessThan(2);
      } else outside = 0;
    }
    // Escape works from inside the dialog.
    if (!(await focusInDialog(p))) await p.keyboard.press('Tab');
    expect(await focusInDialog(p)).toBe(true);

    await p.keyboard.press('Escape');
    await p.locator('dialog[open]').waitFor({ state: 'detached', timeout: 10_000 });
    // The page scrolls again (the side menu unlocks on the dialog's asynchronous close event).
    await p.waitForFunction(() => !document.body.classList.contains('modal-open'), undefined, { timeout: 5_000 });
    if (returnTo) {
      await p
        .waitForFunction((s) => document.activeElement?.matches(s) ?? false, returnTo, { timeout: 5_000 })
        .catch(() => undefined);
      expect(await focusedElement(p), `${name}: focus returns to the opener`).toBe(
        await p
          .locator(returnTo)
          .first()
          .evaluate((el) => {
            const track = el.getAttribute('data-track');
            return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${track ? `[data-track=${track}]` : ''}`;
          }),
      );
    }
  }

  const btn = (track: string) => `button[data-track="${track}"]`;
  /** A footer text that is also a page (/info/about …): a link, which opens its modal on a plain click or Enter. */
  const pageLink = (track: string) => `a[data-track="${track}"]`;

  describe.each(['en', 'es'] as const)('in %s', (lang) => {
    /** The home page, ready for the keyboard: its heading, language and footer are there. */
    const home = async (): Promise<Page> => {
      const p = await fresh();
      await p.goto(`${server.url}/${q(lang)}`);
      await p.locator('main h1').waitFor();
      await p.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      await p.locator('footer').waitFor();
      return p;
    };

    // One test per dialog: each checks focus, axe and a full Tab cycle both ways, which on a busy machine takes
    // several seconds; eight of them in one test did not fit one test's time limit.
    it.each([
      ['help', btn('header_help')],
      ['side-menu', btn('menu_open')],
      ['about', pageLink('footer_about_us')],
      ['disclaimer', pageLink('footer_disclaimer')],
      ['privacy', pageLink('footer_privacy')],
      ['survey', btn('footer_survey')],
    ] as const)('the %s dialog from the header or footer', async (name, opener) => {
      const p = await home();
      await openByKeyboard(p, opener);
      await checkDialog(
        p,
        name,
        lang,
        opener,
        name === 'survey' ? (lang === 'en' ? 'Feedback survey' : undefined) : undefined,
      );
    });

    // From the side menu: the modal replaces the menu, and focus goes back to the menu button.
    it.each([
      ['demo-instructions', btn('menu_demo_instructions')],
      ['report-issue', btn('menu_help')],
    ] as const)('the %s dialog from the side menu', async (name, item) => {
      const p = await home();
      await openByKeyboard(p, btn('menu_open'));
      await p.locator('dialog.side-menu[open]').waitFor();
      await openByKeyboard(p, item);
      await p.locator('dialog.modal[open]').waitFor();
      if (name === 'demo-instructions') {
        for (const person of ['Ana Demo', 'Ben Demo', 'Carla Demo', 'Dan Demo', 'Eva Demo'])
          expect(await p.locator('dialog.modal[open]').innerText()).toContain(person);
      }
      await checkDialog(p, name, lang, btn('menu_open'));
    });

    it('the survey and the eligibility disclaimer open from the URL and close back to the bare path', async () => {
      const p = await fresh();
      for (const [modal, title] of [
        ['survey', lang === 'en' ? 'Before you go' : 'Antes de irse'],
        ['eligibility_disclaimer', undefined],
      ] as const) {
        await p.goto(`${server.url}/?modal=${modal}${lang === 'es' ? '&lang=es' : ''}`);
        await p.locator('main h1').waitFor();
        await checkDialog(p, `url-${modal}`, lang, null, title);
        await p.waitForFunction(() => !location.search.includes('modal='));
        expect(new URL(p.url()).pathname).toBe('/');
        // Focus is not lost: the next Tab lands on something on the page.
        await p.keyboard.press('Tab');
        expect(await focusedElement(p)).not.toBe('body');
      }
    });

    it('the checker and steps dialogs: terms, veterans programs, eligibility disclaimer, guided form', async () => {
      const p = await fresh();
      await preCheck(p, server.url, lang);
      await checkDialogFrom(p, 'terms-disclaimer', lang, btn('terms_learn_more'));
      await basicInfo(p, 'Ana');
      await confirmSingle(p);
      await p.waitForURL(/\/check\/additional-info$/);
      await p.locator('#sexOffender-no').check();
      await p.locator('#noneOfTheAbove').check();
      // The server may ask more questions after each answer; a veteran sees the programs questions with
      // their explainer.
      let sawVets = false;
      for (let round = 0; round < 4 && p.url().endsWith('/check/additional-info'); round++) {
        await p.waitForFunction(
          () =>
            document.querySelector('main form button[type=submit]') !== null ||
            [...document.querySelectorAll<HTMLInputElement>('main form input[type=radio]')].some(
              (r) => !document.querySelector(`input[name="${r.name}"]:checked`),
            ),
          undefined,
          { timeout: 30_000 },
        );
        if (!sawVets && (await p.locator('#isVeteran').count()) > 0) {
          await p.locator('#isVeteran').check();
          await checkDialogFrom(p, 'vets-programs', lang, btn('vets_learn_more'));
          sawVets = true;
        }
        await answerRestNo(p);
        await submit(p);
        await p.waitForFunction(
          () =>
            !location.pathname.endsWith('/check/additional-info') ||
            (document.querySelector('main form button[type=submit]') !== null &&
              [...document.querySelectorAll<HTMLInputElement>('main form input[type=radio]')].some(
                (r) => !document.querySelector(`input[name="${r.name}"]:checked`),
              )),
          undefined,
          { timeout: 30_000 },
        );
      }
      expect(sawVets, 'the veteran question was asked').toBe(true);
      await p.waitForURL(/\/check\/(results|case-verifications\/\d+)$/);
      while (!p.url().endsWith('/check/results')) {
        const before = p.url();
        await p.locator('main form fieldset').first().waitFor();
        await answerRestNo(p);
        await submit(p);
        await p.waitForURL((u) => u.href !== before);
      }
      await p.locator('.result-group').first().waitFor();
      await checkDialogFrom(p, 'results-eligibility-disclaimer', lang, btn('results_disclaimer'));
      await checkDialogFrom(p, 'results-help', lang, btn('results_help'));
      await p.goto(`${server.url}/steps/petition${q(lang)}`);
      await p.locator('main h1').waitFor();
      await checkDialogFrom(p, 'guided-form', lang, btn('steps_guided_form'));
    });
  });

  async function checkDialogFrom(p: Page, name: string, lang: 'en' | 'es', opener: string): Promise<void> {
    await openByKeyboard(p, opener);
    await checkDialog(p, name, lang, opener);
  }

  /** Answers "no" to every yes/no question on the page still unanswered. */
  async function answerRestNo(p: Page): Promise<void> {
    const names = await p
      .locator('main form input[type=radio]')
      .evaluateAll((els) =>
        [...new Set(els.map((e) => (e as HTMLInputElement).name))].filter(
          (n) => !document.querySelector(`input[name="${n}"]:checked`),
        ),
      );
    for (const n of names) await p.locator(`#${n}-no`).check();
  }

  it.each(['en', 'es'] as const)(
    'keyboard only: Tab from the home page to the checker start, Enter opens it (%s)',
    async (lang) => {
      const p = await fresh();
      await p.goto(`${server.url}/${q(lang)}`);
      await p.locator('main h1').waitFor();
      await tabTo(p, 'main a[href^="/check/pre-check"]');
      // A visible focus indicator on the start button.
      const outline = await p.evaluate(() => {
        const s = getComputedStyle(document.activeElement as Element);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? s.outlineStyle : s.boxShadow;
      });
      expect(outline === 'none' || outline === '', 'focus indicator').toBe(false);
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/check\/pre-check(\?lang=es)?$/);
      await p.locator('#hasCrimeOutsideTexas-no').waitFor();
      await hydrated(p, '#hasCrimeOutsideTexas-no');
      expect(await p.getAttribute('html', 'lang')).toBe(lang);
      // And on through the pre-check with the keyboard.
      await tabTo(p, '#hasCrimeOutsideTexas');
      await p.keyboard.press('ArrowRight');
      await tabTo(p, '#hasCrimeBefore1990');
      await p.keyboard.press('ArrowRight');
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/check\/basic-info$/);
      await p.locator('#firstName').waitFor();
    },
  );
});
