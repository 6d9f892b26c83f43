import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** Page helpers for the checker, language-independent (ids, not labels). */

export const SHOTS = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Whether the tests photograph the screens they pass through, into e2e/screenshots (`npm run test:screenshots`).
 * The pictures (about 320, 60 MB) are for people to look at, not assertions, so a plain run leaves them out
 * (a fresh-clone `npm test` took 359 s with them and 350 s without, one run each). A failing test photographs its
 * page either way (support/suite.ts).
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
if (TAKE_SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * Writes e2e/screenshots/`name`.png when screenshots are asked for: the whole page, or with `fullPage: false`
 * what the window shows (an open dialog, a question scrolled into view).
 */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

export async function submit(page: Page): Promise<void> {
  await page.locator('main form button[type=submit]').last().click();
}

export async function preCheck(page: Page, base: string, lang: 'en' | 'es' = 'en'): Promise<void> {
  await page.goto(`${base}/check/pre-check${lang === 'es' ? '?lang=es' : ''}`);
  // The page is prerendered: answer once React has hydrated it (an answer given before is reset).
  await page.waitForFunction(() => {
    const radio = document.querySelector('#hasCrimeOutsideTexas-no');
    return radio !== null && Object.keys(radio).some((k) => k.startsWith('__reactFiber'));
  });
  await page.locator('#hasCrimeOutsideTexas-no').check();
  await page.locator('#hasCrimeBefore1990-no').check();
  await submit(page);
  await page.waitForURL(/\/check\/basic-info(\?lang=es)?$/);
}

export async function basicInfo(
  page: Page,
  firstName: string,
  lastName = 'Demo',
  dob = { m: '1', d: '1', y: '1990' },
): Promise<void> {
  await page.locator('#firstName').fill(firstName);
  await page.locator('#lastName').fill(lastName);
  await page.locator('#dob-month').selectOption(dob.m);
  await page.locator('#dob-day').selectOption(dob.d);
  await page.locator('#dob-year').selectOption(dob.y);
  await page.locator('#agreeToTerms').check();
  await submit(page);
}

export async function confirmSingle(page: Page): Promise<void> {
  await page.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
  await page.locator('#casesAreMine').check();
  await submit(page);
}

export async function additionalInfoNone(page: Page, screenshot?: string): Promise<void> {
  await page.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
  await page.locator('#sexOffender-no').check();
  await page.locator('#noneOfTheAbove').check();
  if (await page.locator('#hasClassCConviction-no').count()) await page.locator('#hasClassCConviction-no').check();
  if (await page.locator('#isVeteran-no').count()) await page.locator('#isVeteran-no').check();
  if (await page.locator('#hasBeenVictim-no').count()) await page.locator('#hasBeenVictim-no').check();
  if (screenshot) await shot(page, screenshot);
  await submit(page);
}

/**
 * Answers every verification page until the results: yes to the blood-alcohol and fines questions, no to the
 * other yes/no questions, the first choice of a list (the interlock order), and January two years ago for a
 * month question.
 */
export async function answerVerifications(page: Page, screenshot?: string): Promise<number> {
  let pages = 0;
  for (let i = 0; i < 10; i++) {
    await page.waitForFunction(
      () => location.pathname.endsWith('/check/results') || document.querySelector('main form fieldset') !== null,
    );
    if (new URL(page.url()).pathname.endsWith('/check/results')) return pages;
    const names = await page
      .locator('main form input[type=radio]')
      .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);
    for (const name of names) {
      const yes = name === 'bac_under_015' || name === 'paid_all_fines_and_costs';
      const no = page.locator(`#${name}-no`);
      await (yes || (await no.count()) === 0 ? page.locator(`#${name}`) : no).check();
    }
    const monthPickers = await page
      .locator('main form select[id$="-month"]')
      .evaluateAll((els) => els.map((e) => e.id.replace(/-month$/, '')));
    for (const id of monthPickers) {
      await page.locator(`#${id}-month`).selectOption('1');
      await page.locator(`#${id}-year`).selectOption(String(new Date().getFullYear() - 2));
    }
    pages += 1;
    if (screenshot && pages === 1) await shot(page, screenshot);
    const before = page.url();
    await submit(page);
    // Wait until the next page, or this page with new questions (nothing checked), is ready.
    await page.waitForFunction(
      (u) =>
        location.href !== u ||
        (document.querySelector('main form fieldset') !== null &&
          document.querySelector('main form input[type=radio]:checked') === null &&
          [...document.querySelectorAll<HTMLSelectElement>('main form select')].every((s) => s.value === '')),
      before,
    );
  }
  return pages;
}

export async function resultsHeadings(page: Page): Promise<string[]> {
  await page.waitForURL(/\/check\/results(\?lang=es)?$/);
  await page.locator('.result-group').first().waitFor();
  return page.locator('.result-group__title').allTextContents();
}

/**
 * Presses Tab until the element matching `selector` has focus (keyboard-only navigation). It first waits for the
 * element to be on the page, as a person waits for the page to show it: a page that is still loading its chunk has
 * fewer stops, and Tab would only cycle through those.
 */
export async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

/** Presses Tab until `target` has the focus (how a keyboard user reaches a field, button or link). */
export async function tabToLocator(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** Tabs to a text field and types `text` in it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabToLocator(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a radio button's group and moves with the arrow keys until `radio` is the checked one. */
export async function checkRadio(page: Page, radio: Locator, max = 10): Promise<void> {
  const name = await radio.getAttribute('name');
  await tabTo(page, `input[type=radio][name="${name}"]`);
  for (let i = 0; i < max && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
  if (!(await radio.isChecked())) throw new Error(`could not check ${radio.toString()} with the arrow keys`);
}

/** Tabs to a select and moves with the arrow keys (from its first option) until `label` is chosen. */
export async function selectByKeyboard(page: Page, select: Locator, label: string, max = 60): Promise<void> {
  await tabToLocator(page, select);
  await page.keyboard.press('Home');
  const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < max && (await chosen()) !== label; i++) await page.keyboard.press('ArrowDown');
  if ((await chosen()) !== label) throw new Error(`could not choose ${label} with the arrow keys`);
}

/** Tabs to a button or link and presses Enter on it. */
export async function pressOn(page: Page, target: Locator): Promise<void> {
  await tabToLocator(page, target);
  await page.keyboard.press('Enter');
}

/** Presses keys on the radio group `name`: Space picks the first choice (Yes), each ArrowRight the next one. */
export async function choose(p: Page, name: string, rights: number): Promise<void> {
  await tabTo(p, `#${name}`);
  if (rights === 0) await p.keyboard.press('Space');
  for (let i = 0; i < rights; i++) await p.keyboard.press('ArrowRight');
}

/** How many ArrowRight presses reach each choice of a yes / no / not sure group (`choose`). */
export const YES = 0;
export const NO = 1;
export const NOT_SURE = 2;

/** The legend of a question's fieldset, without the hint. */
export async function legend(p: Page, name: string): Promise<string> {
  return (await p.locator(`fieldset:has([name="${name}"]) legend`).first().textContent())?.trim() ?? '';
}

/** The radio-group names on the page, in page order. */
export async function questionsOnPage(p: Page): Promise<string[]> {
  return p
    .locator('main form input[type=radio]')
    .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);
}

/** Submits the form by keyboard and waits for the next page, or for this page with new questions. */
export async function submitByKeyboard(p: Page): Promise<void> {
  const before = p.url();
  await tabTo(p, 'main form button[type=submit]');
  await p.keyboard.press('Enter');
  await p.waitForFunction(
    (u) =>
      location.href !== u ||
      (document.querySelector('main form fieldset') !== null &&
        document.querySelector('main form input[type=radio]:checked') === null),
    before,
  );
}
