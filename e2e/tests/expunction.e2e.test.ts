import { downloadBy } from '../support/chromium';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writtenMails } from '../support/mail';
import type { RunningServer } from '../support/server';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  preCheck,
  resultsHeadings,
  shot,
  tabTo,
} from '../support/checker';

/** Dan Demo's dismissed misdemeanor (SPN 09990004, cause number 2210004): expunction after limitations ran (CCP art. 55A.054). */
const DAN_CASE = '2210004';

const TEXT = {
  en: {
    group: 'May be eligible for expunction',
    steps: `Expunction steps for case ${DAN_CASE}`,
    review: 'Step 1: Review what an expunction is',
    petition: 'Step 2: Prepare the petition',
    download: `Instructions in English (${DAN_CASE})`,
    instructions: `Instructions: your expunction petition for case ${DAN_CASE}`,
    saved: /Done\. We will email dan@example\.com on/,
    errorEmail: 'Invalid email address',
    cancelled: 'Your reminder is cancelled. We deleted your email address and the date.',
    notFound: /We could not find this reminder/,
  },
  es: {
    group: 'Posible expunción',
    steps: `Pasos de la expunción del caso ${DAN_CASE}`,
    review: 'Paso 1: Revise qué es la expunción',
    petition: 'Paso 2: Prepare la petición',
    download: `Instrucciones en español (${DAN_CASE})`,
    instructions: `Instrucciones: su petición de expunción para el caso ${DAN_CASE}`,
    saved: /Listo\. Le escribiremos a dan@example\.com el/,
    errorEmail: 'Correo electrónico no válido',
    cancelled: 'Su recordatorio está cancelado. Borramos su correo electrónico y la fecha.',
    notFound: /No encontramos este recordatorio/,
  },
} as const;

/** Keyboard navigation starts from the top of the page, as after loading it (nothing focused). */
async function fromTop(p: Page): Promise<void> {
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The cancel links of the confirmation emails the server wrote. */
async function cancelLinks(server: RunningServer): Promise<string[]> {
  return (await writtenMails(server.dataDir)).flatMap((mail) => {
    const m = /https?:\/\/\S+\/reminders\/unsubscribe\/[A-Za-z0-9_-]+(\?lang=es)?/.exec(mail.text);
    return m ? [m[0]] : [];
  });
}

describe('expunction steps, packet and reminders in the browser', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });
  const fresh = (width: number) => suite.fresh(width, { acceptDownloads: true });

  /** Dan Demo to the results page, choosing the list with the dismissed case. */
  async function danResults(p: Page, lang: 'en' | 'es') {
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Dan');
    await p.waitForURL(/\/check\/confirm-cases$/);
    await p.locator('.candidate-list').first().waitFor();
    await p.locator('.candidate-list', { hasText: DAN_CASE }).locator('button').click();
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)$/);
    if (p.url().endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    return resultsHeadings(p);
  }

  it.each([
    ['en', 375],
    ['es', 1280],
  ] as const)('from the results to a downloaded expunction packet, keyboard only (%s, %i px)', async (lang, width) => {
    const p = await fresh(width);
    const text = TEXT[lang];
    expect(await danResults(p, lang)).toContain(text.group);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, `expunction-results-${lang}-${width}`);

    // Keyboard only: Tab to the case's expunction steps link and follow it with Enter.
    await fromTop(p);
    await tabTo(p, 'a[href^="/steps/expunction/review"]', 200);
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/steps\/expunction\/review(\?lang=es)?$/);
    await p.locator('h1', { hasText: text.review }).waitFor();
    expect(await p.getAttribute('html', 'lang')).toBe(lang);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, `expunction-review-${lang}-${width}`);

    await fromTop(p);
    await tabTo(p, '.steps__nav a[href^="/steps/expunction/petition"]', 200);
    await p.keyboard.press('Enter');
    await p.locator('h1', { hasText: text.petition }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, `expunction-petition-${lang}-${width}`);

    // The download button in the page's language, reached and pressed from the keyboard.
    const button = p.getByRole('button', { name: text.download });
    await button.waitFor();
    await fromTop(p);
    await tabTo(p, `button[data-track="expunction_download_${lang}"]`, 200);
    const download = await downloadBy(p, () => p.keyboard.press('Enter'));
    const file = await download.path();
    const pdf = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdf).toContain(text.instructions);
    expect(pdf).toContain(`Cause No. ${DAN_CASE}, County Criminal Court at Law No. 4`);
    expect(pdf).toContain('UNDER ARTICLE 55A.054, TEXAS CODE OF CRIMINAL PROCEDURE');
    expect(pdf).toMatch(/Arresting agency: [A-Z][A-Za-z' ]+[0-9]*\./);
    for (const agency of [
      'Harris County District Clerk',
      "Harris County District Attorney's Office",
      'Texas Department of Public Safety, Crime Records Service',
    ]) {
      expect(pdf).toContain(agency);
    }
    expect(pdf).toContain('ORDER OF EXPUNCTION');
    // Every step page of the flow is reachable and axe-clean.
    for (const step of ['payment', 'file', 'hearing', 'order']) {
      await p.goto(`${suite.server.url}/steps/expunction/${step}`);
      await p.locator('.steps h1').waitFor();
      expect(await axeViolations(p), step).toEqual([]);
    }
  });

  it.each([
    ['en', 1280],
    ['es', 375],
  ] as const)(
    'the reminder form checks the address, saves the six-month re-check and the email cancels it (%s, %i px)',
    async (lang, width) => {
      const p = await fresh(width);
      const text = TEXT[lang];
      await danResults(p, lang);
      const before = await cancelLinks(suite.server);

      // The form loads on its own below the results. Dan's only case is eligible now: the six-month re-check
      // is the one choice, already selected.
      await p.locator('#reminder-email').waitFor();
      const kind = p.locator('input[name="reminder-kind"]');
      expect(await kind.count()).toBe(1);
      expect(await kind.first().isChecked()).toBe(true);

      // Keyboard only: submit with a bad address, read the error summary, fix it, submit again.
      await fromTop(p);
      await tabTo(p, '#reminder-email', 250);
      await p.keyboard.type('dan@');
      await tabTo(p, 'button[data-track="reminder_submit"]', 10);
      await p.keyboard.press('Enter');
      await p.locator('.error-summary').waitFor();
      await expect.poll(() => p.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
      expect(await p.locator('.error-summary a').textContent()).toBe(text.errorEmail);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `reminder-error-${lang}-${width}`);
      await p.keyboard.press('Tab');
      await p.keyboard.press('Enter');
      await expect.poll(() => p.evaluate(() => document.activeElement?.id)).toBe('reminder-email');
      await p.keyboard.press('End');
      await p.keyboard.type('example.com');
      await tabTo(p, 'button[data-track="reminder_submit"]', 10);
      await p.keyboard.press('Enter');
      await p.locator('.reminder-form [role="status"] p').waitFor();
      expect(await p.locator('.reminder-form [role="status"] p').textContent()).toMatch(text.saved);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `reminder-saved-${lang}-${width}`);

      // The confirmation email's cancel link opens a page that changes nothing until the person clicks (a mail
      // scanner opens links too); the click cancels it, and the same link then finds nothing.
      const newLink = async () => (await cancelLinks(suite.server)).find((l) => !before.includes(l));
      await expect.poll(newLink, { timeout: 30_000 }).toBeDefined();
      const link = await newLink();
      expect(link?.endsWith('?lang=es')).toBe(lang === 'es');
      await p.goto(link ?? '');
      const cancel = p.locator('button[data-track="reminder_unsubscribe"]');
      await cancel.waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await p.reload();
      await cancel.click();
      await p.locator('[role="status"] p', { hasText: text.cancelled }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `reminder-cancelled-${lang}-${width}`);
      await p.reload();
      await p.locator('button[data-track="reminder_unsubscribe"]').click();
      await p.locator('[role="status"] p', { hasText: text.notFound }).waitFor();
    },
  );
});
