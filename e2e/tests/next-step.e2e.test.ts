import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en, es } from '@cyr/i18n';
import { launchChromium, PAGE_WAIT_MS } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { writeExtract, type Row } from '../../apps/api/src/test/extract';
import {
  basicInfo,
  choose,
  legend,
  NO,
  preCheck,
  questionsOnPage,
  resultsHeadings,
  shot,
  submitByKeyboard,
  tabTo,
  YES,
} from '../support/checker';

/**
 * No dead ends (docs/law D74): a case answer that opens a route brings back the questions about the person's past,
 * and the walk ends with a decided result, by keyboard alone, in both languages, axe clean at 375 px. Kim's only
 * case is a DWI probation the clerk shows as `PROBATION TERMINATION` (how it ended is not on record): the site asks
 * how it ended; "discharged" opens 411.0731, which needs the Class C and veteran answers, so the additional-info
 * page comes next, then the case's own questions, then the results (the fourth legal review's item 66).
 */
const KIM = { spn: '07700011', name: 'SAMPLE, KIM' };
const DOB = { m: '6', d: '2', y: '1988' };

const ROWS: Row[] = [
  // Kim: "DRIVING WHILE INTOXICATED" (MB), 18 months' probation from 2021-03-01, terminated 2022-08-31.
  {
    ...KIM,
    cas: '221077011010',
    fda: '20210110',
    level: 'M B',
    literal: 'DRIVING WHILE INTOXICATED',
    ins: 'MIN',
    cad: 'PROB',
    cst: 'C',
    dst: 'D',
    dispdt: '20210301',
    disposition: 'PROBATION-PLEA OF GUILTY',
    sentence: '18 MONTHS PROBATION',
  },
  {
    ...KIM,
    cas: '221077011010',
    fda: '20210110',
    level: 'M B',
    literal: 'DRIVING WHILE INTOXICATED',
    ins: 'MIN',
    cad: 'DISP',
    cst: 'D',
    dst: 'D',
    dispdt: '20220831',
    disposition: 'PROBATION TERMINATION',
    sentence: '',
  },
];

type Lang = 'en' | 'es';
const T = { en, es } as const;

/** Types a month and a year into a month question's two boxes, by keyboard. */
async function typeMonth(p: Page, name: string, month: string, year: string): Promise<void> {
  await tabTo(p, `#${name}-month`);
  await p.keyboard.type(month);
  await tabTo(p, `#${name}-year`);
  await p.keyboard.type(year);
}

describe('the next step after a case answer (docs/law D74)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-next-'));
    const env = { DATA_DIR: path.join(dataDir, 'db'), SEED_DEMO: 'false' };
    await cli('apps/api/src/cli/import.ts', ['--file', writeExtract(dataDir, ROWS, DOB)], env);
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function fresh(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context.newPage();
  }

  it.each(['en', 'es'] as const)(
    'Kim: "discharged" opens the Class C question, answered on the additional-info page, then the case, then a decided result (%s)',
    async (lang: Lang) => {
      const t = T[lang].checker;
      const q = t.verification.questions;
      const p = await fresh();
      await preCheck(p, server.url, lang);
      await basicInfo(p, 'Kim', 'Sample', DOB);
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await tabTo(p, '#casesAreMine');
      await p.keyboard.press('Space');
      await submitByKeyboard(p);

      // The record does not say how the probation ended: that is the first question, and the only one.
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#supervision_end_how').waitFor();
      expect(await questionsOnPage(p)).toEqual(['supervision_end_how']);
      expect(await legend(p, 'supervision_end_how')).toBe(q.supervision_end_how);
      await choose(p, 'supervision_end_how', YES); // the first choice: discharged
      await submitByKeyboard(p);

      // "Discharged" opened 411.0731: the questions about her past come first (Gov't Code 411.074(a)).
      await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
      await p.locator('#sexOffender').waitFor();
      await choose(p, 'sexOffender', NO);
      await p.locator('#noneOfTheAbove').waitFor();
      await tabTo(p, '#noneOfTheAbove');
      await p.keyboard.press('Space');
      await p.locator('#hasClassCConviction').waitFor();
      expect(await legend(p, 'hasClassCConviction')).toBe(t.additional.hasClassCConviction);
      await choose(p, 'hasClassCConviction', NO);
      await choose(p, 'isVeteran', NO);
      if (await p.locator('#hasBeenVictim').count()) await choose(p, 'hasBeenVictim', NO);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `next-kim-additional-info-${lang}-375`);
      await submitByKeyboard(p);

      // Back to her case for the questions 411.0731 asks.
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#collision_with_another_person').waitFor();
      expect((await questionsOnPage(p)).sort()).toEqual(
        ['collision_with_another_person', 'paid_all_fines_and_costs', 'used_ignition_interlock_device'].sort(),
      );
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `next-kim-case-${lang}-375`);
      await choose(p, 'collision_with_another_person', NO);
      await choose(p, 'used_ignition_interlock_device', YES);
      await choose(p, 'paid_all_fines_and_costs', YES);
      await submitByKeyboard(p);

      // Which order required the interlock, and the month of the last payment.
      await p.locator('#interlock_condition').waitFor();
      await choose(p, 'interlock_condition', YES); // the first choice: a condition of her probation
      await typeMonth(p, 'completion_payment_month', lang === 'en' ? 'August' : 'agosto', '2022');
      expect(await axeViolations(p)).toEqual([]);
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');

      // Decided: nondisclosure under 411.0731 from 2024-08-31, and nothing asks for an answer.
      expect(await resultsHeadings(p)).toEqual([T[lang].results.groups.nondisclosure.title]);
      const card = p.locator('.case-card').first();
      expect(await card.textContent()).toContain('411.0731');
      expect(await card.textContent()).toContain(lang === 'en' ? 'August 31, 2024' : '31 de agosto de 2024');
      const page = (await p.locator('main').textContent()) ?? '';
      const r = T[lang].reasons;
      for (const asks of [r.PERSON_ANSWERS_NEEDED, r.CLASS_C_ANSWER_NEEDED, r.VETERAN_ANSWERS_NEEDED])
        expect(page).not.toContain(asks);
      expect(await p.locator('main button', { hasText: T[lang].results.openQuestions.personButton }).count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `next-kim-results-${lang}-375`);
    },
  );
});
