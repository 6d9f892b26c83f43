import { downloadBy } from '../support/chromium';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import { basicInfo, preCheck, resultsHeadings, shot, tabTo } from '../support/checker';
import { en, es } from '@cyr/i18n';

/**
 * Fix or add a case (ADR 0073), by keyboard alone: Eva Demo (SPN 09990006) has two court cases. She says the
 * trespass case (2220006) is not hers, corrects how the license case (2150006) ended from her papers (deferred
 * adjudication, finished, not a conviction), and adds an acquittal the court data does not show. Her results
 * and the documents mark both as entered or corrected by her.
 */
const NOT_MINE = '2220006';
const CORRECTED = '2150006';
const ADDED = '219777';

const TEXT = {
  en: {
    wrong: (cause: string) => `Something is wrong with case ${cause}`,
    missing: 'A Harris County case is missing',
    required: 'How the case ended: Required',
    corrected: 'Corrected by you',
    entered: 'Entered by you',
    courtSaid: 'What the court records say',
    notMineHeading: 'Cases you said are not yours',
    groups: ['Likely eligible for nondisclosure', 'May be eligible for expunction'],
    petitionNote: 'Corrected by you: you changed what the court records said about this case',
    packetNote: 'Entered by you: you typed this case in from your own papers.',
    notOver: 'Deferred adjudication, not finished yet',
    endLabel: 'Date your supervision is set to end',
    endRequired: 'Date your supervision is set to end: Required',
    missingDate: 'A date we need is missing from the court records',
    howEnded: 'How did your deferred adjudication or probation in this case end?',
  },
  es: {
    wrong: (cause: string) => `Algo está mal en el caso ${cause}`,
    missing: 'Falta un caso del condado de Harris',
    required: 'Cómo terminó el caso: Este dato es obligatorio',
    corrected: 'Corregido por usted',
    entered: 'Ingresado por usted',
    courtSaid: 'Lo que dicen los registros de la corte',
    notMineHeading: 'Casos que usted dijo que no son suyos',
    groups: ['Probablemente reúne los requisitos para la no divulgación', 'Posible expunción'],
    petitionNote: 'Corregido por usted: usted cambió lo que decían los registros de la corte sobre este caso',
    packetNote: 'Ingresado por usted: usted escribió este caso con sus propios documentos.',
    notOver: 'Adjudicación diferida, todavía no termina',
    endLabel: 'Fecha en que debe terminar su supervisión',
    endRequired: 'Fecha en que debe terminar su supervisión: Este dato es obligatorio',
    missingDate: 'Falta una fecha que necesitamos en los registros de la corte',
    howEnded: '¿Cómo terminó su adjudicación diferida',
  },
} as const;

/** Moves a closed `<select>` from its first option down `n` options with the arrow key. */
async function chooseByArrows(p: Page, selector: string, n: number): Promise<void> {
  await tabTo(p, selector);
  for (let i = 0; i < n; i++) await p.keyboard.press('ArrowDown');
}

/** Types a date into its month, day and year boxes (ADR 0078), moving between them with Tab. */
async function typeDate(p: Page, selector: string, iso: string): Promise<void> {
  const [y = '', m = '', d = ''] = iso.split('-');
  await tabTo(p, selector);
  await p.keyboard.type(m);
  await p.keyboard.press('Tab');
  await p.keyboard.type(d);
  await p.keyboard.press('Tab');
  await p.keyboard.type(y);
}

/** Presses the button or link matching `selector` by keyboard; `name`: the words it must show. */
async function press(p: Page, selector: string, max = 120, name?: string): Promise<void> {
  await tabTo(p, selector, max);
  if (name !== undefined) expect(await p.evaluate(() => document.activeElement?.textContent?.trim())).toBe(name);
  await p.keyboard.press('Enter');
}

/** The "Something is wrong" button of the n-th case on the confirm page (1-based). */
const wrongButton = (n: number) => `.case-summary:nth-child(${n}) button[data-track="person_case_wrong"]`;

/** "Yes, these are my cases", by keyboard. */
async function confirmMine(p: Page): Promise<void> {
  await tabTo(p, '#casesAreMine');
  await p.keyboard.press('Space');
  await press(p, 'main form button[type=submit]');
}

/** The questions about other records, by keyboard: not a sex offender, none of the offenses, "no" to the rest. */
async function noOtherRecords(p: Page): Promise<void> {
  await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
  await p.locator('#sexOffender').waitFor();
  await tabTo(p, '#sexOffender');
  await p.keyboard.press('ArrowRight');
  await p.locator('#noneOfTheAbove').waitFor();
  await tabTo(p, '#noneOfTheAbove');
  await p.keyboard.press('Space');
  for (const q of ['#hasClassCConviction', '#isVeteran', '#hasBeenVictim']) {
    if (await p.locator(q).count()) {
      await tabTo(p, q);
      await p.keyboard.press('ArrowRight');
    }
  }
  await press(p, 'main form button[type=submit]');
}

/** The text of a PDF the page downloads when `selector` is pressed by keyboard. */
async function downloadText(p: Page, selector: string): Promise<string> {
  await tabTo(p, selector, 200);
  const download = await downloadBy(p, () => p.keyboard.press('Enter'));
  const file = await download.path();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('fix or add a case', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });
  const { fresh } = suite;

  it.each([
    ['en', 375],
    ['es', 1280],
  ] as const)(
    'marks one case not mine, corrects one, adds one, keyboard only (%s, %i px)',
    async (lang, width) => {
      const text = TEXT[lang];
      const p = await fresh(width);
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Eva');
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await p.locator('.case-summary').nth(1).waitFor();
      expect(await axeViolations(p)).toEqual([]);

      // 1. "Not mine": the dialog by keyboard, the first choice, then its button.
      // The court cases in filing order: the license case (2015), then the trespass case (2022).
      await press(p, wrongButton(2), 120, text.wrong(NOT_MINE));
      await p.locator('dialog.modal[open] #person-case-what').waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-wrong-${lang}-${width}`);
      await tabTo(p, '#person-case-what');
      await p.keyboard.press('Space');
      await press(p, 'button[data-track="person_case_not_mine"]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.not-mine-list', { hasText: NOT_MINE }).waitFor();
      await expect.poll(() => p.locator('.case-summary').count()).toBe(1);

      // 2. Correct how the other case ended: the arrow key moves to the second choice.
      await press(p, wrongButton(1), 120, text.wrong(CORRECTED));
      await tabTo(p, '#person-case-what');
      await p.keyboard.press('ArrowDown');
      await p.locator('#corrected-disposition').waitFor();
      await chooseByArrows(p, '#corrected-disposition', 1); // deferred adjudication, finished and dismissed
      await typeDate(p, '#corrected-dispositionDate', '2015-03-16');
      await typeDate(p, '#corrected-endDate', '2016-03-16');
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-correct-${lang}-${width}`);
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.case-summary', { hasText: text.corrected }).waitFor();

      // 3. Add the missing case: an empty form is refused in the dialog, then the papers' facts are saved.
      await press(p, 'button[data-track="person_case_missing"]');
      await p.locator('dialog.modal[open] #added-offense').waitFor();
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal[open] .error-summary a', { hasText: text.required }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-missing-errors-${lang}-${width}`);
      await tabTo(p, '#added-offense');
      await p.keyboard.type('Criminal mischief');
      await chooseByArrows(p, '#added-level', 7); // Class B misdemeanor
      await chooseByArrows(p, '#added-disposition', 10); // found not guilty
      await typeDate(p, '#added-dispositionDate', '2019-05-02');
      await tabTo(p, '#added-causeNumber');
      await p.keyboard.type(ADDED);
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.case-summary', { hasText: text.entered }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-confirm-${lang}-${width}`);

      // 4. Yes, these are my cases; the additional questions, all by keyboard.
      await confirmMine(p);
      await noOtherRecords(p);

      // 5. Results: the corrected case is eligible for nondisclosure, the added one for expunction; both marked.
      expect(await resultsHeadings(p)).toEqual([...text.groups]);
      const corrected = p.locator('.case-card', { hasText: CORRECTED });
      await expect.poll(() => corrected.innerText()).toContain(text.corrected);
      expect(await corrected.innerText()).toContain(text.courtSaid);
      expect(await p.locator('.case-card', { hasText: ADDED }).innerText()).toContain(text.entered);
      expect(await p.locator('.case-card', { hasText: NOT_MINE }).count()).toBe(0);
      expect(await p.locator('.not-mine-list').innerText()).toContain(text.notMineHeading);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-results-${lang}-${width}`);

      // 6. The expunction packet of the added case, and the petition of the corrected one, say so.
      const packet = await downloadText(p, '#group-expunction button[data-track="expunction_packet"]');
      expect(packet).toContain(text.packetNote);
      expect(packet).toContain('Criminal mischief');
      await press(p, 'button[data-track="results_next_steps"]', 200);
      await p.waitForURL(/\/steps\//);
      await press(p, '.steps__nav a[href^="/steps/petition"]', 200);
      await p.waitForURL(/\/steps\/petition/);
      const petition = await downloadText(p, 'button[data-track="steps_download_petition"]');
      expect(petition).toContain(text.petitionNote);
      expect(petition).toContain('A copy of the judgment or order in this case, attached by Petitioner.');
      expect(petition).toContain(`Cause No. ${CORRECTED}`);
      // Six axe checks and two PDFs (the first from a cold PDF worker): minutes on a busy machine.
    },
    300_000,
  );

  it.each([
    ['en', 1280],
    ['es', 375],
  ] as const)(
    'a corrected "not finished" case asks the day it is set to end and shows it back, keyboard only (%s, %i px)',
    async (lang, width) => {
      const text = TEXT[lang];
      const p = await fresh(width);
      const ahead = `${new Date().getUTCFullYear() + 2}-03-16`;
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Eva');
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await p.locator('.case-summary').nth(1).waitFor();

      // The trespass case is set aside, so the corrected one is the only case left.
      await press(p, wrongButton(2), 120, text.wrong(NOT_MINE));
      await tabTo(p, '#person-case-what');
      await p.keyboard.press('Space');
      await press(p, 'button[data-track="person_case_not_mine"]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await expect.poll(() => p.locator('.case-summary').count()).toBe(1);

      // "Deferred adjudication, not finished yet": the end date becomes the day it is set to end, and is needed.
      await press(p, wrongButton(1), 120, text.wrong(CORRECTED));
      await tabTo(p, '#person-case-what');
      await p.keyboard.press('ArrowDown');
      await p.locator('#corrected-disposition').waitFor();
      await chooseByArrows(p, '#corrected-disposition', 3);
      await typeDate(p, '#corrected-dispositionDate', '2025-03-16');
      const endField = p.locator('dialog.modal[open] fieldset', { has: p.locator('#corrected-endDate') });
      await expect.poll(() => endField.locator('legend').innerText()).toBe(text.endLabel);
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal[open] .error-summary a', { hasText: text.endRequired }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-not-over-required-${lang}-${width}`, { fullPage: false });
      await typeDate(p, '#corrected-endDate', ahead);
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.case-summary', { hasText: text.corrected }).waitFor();

      // Confirm and the additional questions, by keyboard; then straight to the results: no "how did it end".
      await confirmMine(p);
      await noOtherRecords(p);
      await resultsHeadings(p);
      const card = p.locator('.case-card', { hasText: CORRECTED });
      await expect.poll(() => card.innerText()).toContain(text.corrected);
      const shown = await card.innerText();
      expect(shown).toContain(text.notOver);
      expect(shown).toContain(text.endLabel);
      expect(shown).toContain(lang === 'en' ? `March 16, ${ahead.slice(0, 4)}` : `16 de marzo de ${ahead.slice(0, 4)}`);
      expect(shown).not.toContain(text.missingDate);
      expect(await p.locator('main').innerText()).not.toContain(text.howEnded);
      expect(await card.locator('button[data-track="case_answer_questions"]').count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-not-over-results-${lang}-${width}`);
    },
  );

  it.each([
    ['en', 375],
    ['es', 1280],
  ] as const)(
    'a case added without a cause number: named by its offense, and its packet has a blank to write it in (%s, %i px)',
    async (lang, width) => {
      const text = TEXT[lang];
      const t = { en, es }[lang];
      const offense = lang === 'en' ? 'Criminal mischief' : 'Daño criminal';
      const p = await fresh(width);
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Eva');
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await p.locator('.case-summary').nth(1).waitFor();

      // Both court cases set aside ("not mine"): the added case is the only one, and it asks nothing more.
      for (const [n, cause] of [
        [2, NOT_MINE],
        [1, CORRECTED],
      ] as const) {
        await press(p, wrongButton(n), 120, text.wrong(cause));
        await tabTo(p, '#person-case-what');
        await p.keyboard.press('Space');
        await press(p, 'button[data-track="person_case_not_mine"]');
        await p.locator('dialog.modal').waitFor({ state: 'detached' });
        await p.locator('.not-mine-list', { hasText: cause }).waitFor();
      }

      // The papers' facts, no cause number.
      await press(p, 'button[data-track="person_case_missing"]');
      await p.locator('dialog.modal[open] #added-offense').waitFor();
      await tabTo(p, '#added-offense');
      await p.keyboard.type(offense);
      await chooseByArrows(p, '#added-level', 7); // Class B misdemeanor
      await chooseByArrows(p, '#added-disposition', 10); // found not guilty
      await typeDate(p, '#added-dispositionDate', '2019-05-02');
      expect(await p.locator('#added-causeNumber').inputValue()).toBe('');
      await press(p, 'dialog.modal[open] button[type=submit]');
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.case-summary', { hasText: text.entered }).waitFor();

      await confirmMine(p);
      // An acquittal alone needs none of the questions about other records: straight to the results.
      await p.waitForURL(/\/check\/results(\?lang=es)?$/);
      await resultsHeadings(p);

      // The results name it by its offense, never "for case (PDF)"; its packet prints a blank for the number.
      const named = t.common.caseWithoutNumber.replace('{{offense}}', offense);
      const button = p.locator('#group-expunction button[data-track="expunction_packet"]');
      expect(await button.innerText()).toBe(t.results.card.expunctionPacket.replace('{{cause}}', named));
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `person-case-no-cause-results-${lang}-${width}`);
      const packet = await downloadText(p, '#group-expunction button[data-track="expunction_packet"]');
      expect(packet).toContain(offense);
      expect(packet).toContain('Cause No. ______________ (You fill in)');
      expect(packet).not.toMatch(/Cause No\. ?,/);
    },
    300_000,
  );
});
