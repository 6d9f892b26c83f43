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
  NOT_SURE,
  preCheck,
  questionsOnPage,
  resultsHeadings,
  shot,
  submitByKeyboard,
  tabTo,
  YES,
} from '../support/checker';

/**
 * The questions the third and fourth law reviews added or changed (docs/law D36, D40, D42, D43, D77, D79), reached as
 * a person reaches them: the real engine decides what to ask, on court rows of four fictional people imported by
 * `npm run import` (no demo person has these cases). Gus was convicted of unlawful carrying in 2016 and is a veteran who went
 * through veterans treatment court: the carrying question (`weapon_only_in_own_vehicle`), the veterans court
 * questions without "two years ago", and the Class C question on a conviction route. Eli has an aggravated assault
 * conviction (a barred felony case) and a theft on deferred adjudication whose only route is 411.0725: the
 * victim question on the felony case and the Class C questions on 411.0725. Pat's harassment case asks whether the
 * person harassed was family, then whether she hurt or threatened to hurt them (`family_violence_conduct`). Ned's DWI
 * probation shows only "PROBATION TERMINATION": he says it was revoked and is asked the month his jail time ended
 * (`revocation_sentence_end_month`). Each page in both languages (Pat and Ned at 375 px in one language and 1280 px in
 * the other), axe clean, answered by keyboard alone ("Not sure" included), shot into e2e/screenshots.
 */
const GUS = { spn: '07700001', name: 'SAMPLE, GUS' };
const ELI = { spn: '07700002', name: 'SAMPLE, ELI' };
const PAT = { spn: '07700021', name: 'SAMPLE, PAT' };
const NED = { spn: '07700015', name: 'SAMPLE, NED' };
const DOB = { m: '3', d: '14', y: '1984' };

const ROWS: Row[] = [
  // Gus: "UNL CARRYING WEAPON" (former PC 46.02), convicted 2016-05-01, 3 days in jail and a fine.
  {
    ...GUS,
    cas: '216077001010',
    fda: '20160403',
    level: 'M A',
    literal: 'UNL CARRYING WEAPON',
    ins: 'MIN',
    cad: 'SENT',
    cst: 'C',
    dst: 'D',
    dispdt: '20160501',
    disposition: 'CONVICTION-PLEA OF GUILTY',
    sentence: '3 DAYS HCJ, $200 FINE',
  },
  // Eli: aggravated assault with a deadly weapon, convicted 2010-05-03, 4 years in prison.
  {
    ...ELI,
    cas: '121077001010',
    fda: '20100115',
    level: 'F 2',
    literal: 'AGG ASSAULT W/DEADLY WEAPON',
    ins: 'FID',
    cad: 'DISP',
    cst: 'C',
    dst: 'D',
    dispdt: '20100503',
    disposition: 'GUILTY PLEA-NO JURY',
    sentence: '4 YEARS TDC',
  },
  // Eli: Class B theft, deferred adjudication 2020-03-02 for 6 months, discharged and dismissed 2020-09-01.
  {
    ...ELI,
    cas: '220077002010',
    fda: '20200110',
    level: 'M B',
    literal: 'THEFT PROP>=$100<$750',
    ins: 'MIN',
    cad: 'DADJ',
    cst: 'C',
    dst: 'D',
    dispdt: '20200302',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '6 MONTHS PROBATION',
  },
  {
    ...ELI,
    cas: '220077002010',
    fda: '20200110',
    level: 'M B',
    literal: 'THEFT PROP>=$100<$750',
    ins: 'MIN',
    cad: 'DISM',
    cst: 'D',
    dst: 'D',
    dispdt: '20200901',
    disposition: 'DISMISSED',
    sentence: '',
  },
  // Pat (docs/law D79): harassment (PC 42.07) on deferred adjudication 2020-10-01, discharged and dismissed 2021-09-30.
  {
    ...PAT,
    cas: '220077018010',
    fda: '20200803',
    level: 'M B',
    literal: 'HARASSMENT',
    ins: 'MIN',
    cad: 'DADJ',
    cst: 'C',
    dst: 'D',
    dispdt: '20201001',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '12 MONTHS PROBATION',
  },
  {
    ...PAT,
    cas: '220077018010',
    fda: '20200803',
    level: 'M B',
    literal: 'HARASSMENT',
    ins: 'MIN',
    cad: 'DISM',
    cst: 'D',
    dst: 'D',
    dispdt: '20210930',
    disposition: 'DISMISSED',
    sentence: '',
  },
  // Ned (docs/law D77): a DWI on probation 2018-09-01, then only "PROBATION TERMINATION" 2019-08-31, no sentence.
  {
    ...NED,
    cas: '218077015010',
    fda: '20180702',
    level: 'M B',
    literal: 'DRIVING WHILE INTOXICATED',
    ins: 'MIN',
    cad: 'PROB',
    cst: 'C',
    dst: 'D',
    dispdt: '20180901',
    disposition: 'PROBATION-PLEA OF GUILTY',
    sentence: '12 MONTHS PROBATION',
  },
  {
    ...NED,
    cas: '218077015010',
    fda: '20180702',
    level: 'M B',
    literal: 'DRIVING WHILE INTOXICATED',
    ins: 'MIN',
    cad: 'DISP',
    cst: 'D',
    dst: 'D',
    dispdt: '20190831',
    disposition: 'PROBATION TERMINATION',
    sentence: '',
  },
];

type Lang = 'en' | 'es';
const T = { en, es } as const;

describe('the questions of the third and fourth law reviews, reached as a person would', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-law-'));
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

  async function fresh(width = 375): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width, height: 900 } });
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context.newPage();
  }

  /** From the pre-check to "these are my cases", by keyboard. */
  async function confirmCases(p: Page, lang: Lang, first: string): Promise<void> {
    await preCheck(p, server.url, lang);
    await basicInfo(p, first, 'Sample', DOB);
    await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
    await tabTo(p, '#casesAreMine');
    await p.keyboard.press('Space');
    await submitByKeyboard(p);
  }

  /** Confirms the cases and answers the first two questions about other records: no, none of these. */
  async function start(p: Page, lang: Lang, first: string): Promise<void> {
    await confirmCases(p, lang, first);
    await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
    await noneOfThese(p);
  }

  async function noneOfThese(p: Page): Promise<void> {
    await p.locator('#sexOffender').waitFor();
    await choose(p, 'sexOffender', NO);
    await p.locator('#noneOfTheAbove').waitFor();
    await tabTo(p, '#noneOfTheAbove');
    await p.keyboard.press('Space');
  }

  it.each(['en', 'es'] as const)(
    'Gus: the carrying question, the veterans court questions and the Class C question on a conviction (%s)',
    async (lang) => {
      const t = T[lang].checker;
      const p = await fresh();
      await start(p, lang, 'Gus');
      // The Class C question is asked although his only nondisclosure route is 411.0735 (docs/law D36).
      await p.locator('#hasClassCConviction').waitFor();
      expect(await legend(p, 'hasClassCConviction')).toBe(t.additional.hasClassCConviction);
      await choose(p, 'hasClassCConviction', NO);
      await choose(p, 'isVeteran', YES);
      await p.locator('#completedVetTreatmentCrt').waitFor();
      // The veterans court question asks only whether he completed the program (docs/law D43).
      expect(await legend(p, 'completedVetTreatmentCrt')).toBe(t.additional.vetTreatment);
      expect(t.additional.vetTreatment).not.toMatch(/two years|dos años/);
      await choose(p, 'completedVetReemploymentPrg', NO);
      await choose(p, 'completedVetTreatmentCrt', YES);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-gus-additional-info-${lang}-375`);
      await submitByKeyboard(p);

      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#weapon_only_in_own_vehicle').waitFor();
      expect(await questionsOnPage(p)).toEqual(
        expect.arrayContaining([
          'completed_vet_treatment_court_for_case',
          'paid_all_fines_and_costs',
          'weapon_only_in_own_vehicle',
        ]),
      );
      expect(await legend(p, 'weapon_only_in_own_vehicle')).toBe(t.verification.questions.weapon_only_in_own_vehicle);
      expect(await legend(p, 'completed_vet_treatment_court_for_case')).toBe(
        t.verification.questions.completed_vet_treatment_court_for_case,
      );
      // The old question is gone: "weapon", not "handgun" (docs/law D42).
      expect(await p.locator('[name="handgun_carried_on_person_only"]').count()).toBe(0);
      expect(await p.locator('label[for="weapon_only_in_own_vehicle-not_sure"]').textContent()).toBe(
        t.verification.notSure,
      );
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-gus-case-${lang}-375`);
      await choose(p, 'weapon_only_in_own_vehicle', NOT_SURE);
      await choose(p, 'completed_vet_treatment_court_for_case', NO);
      await choose(p, 'paid_all_fines_and_costs', YES);
      for (const q of await questionsOnPage(p))
        expect(await p.locator(`[name="${q}"]:checked`).count(), `${q} answered`).toBe(1);
      await submitByKeyboard(p);

      // The payment answer asks for the month of the last payment.
      await p.locator('#completion_payment_month-month').waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-gus-case-round2-${lang}-375`);
      await tabTo(p, '#completion_payment_month-month');
      await p.keyboard.type(lang === 'en' ? 'May' : 'mayo');
      await tabTo(p, '#completion_payment_month-year');
      await p.keyboard.type('2016');
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');

      // Not sure where the weapon was: no expunction yet, the open 411.0735 nondisclosure shows (docs/law D42).
      expect(await resultsHeadings(p)).toEqual([T[lang].results.groups.nondisclosure.title]);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-gus-results-${lang}-375`);
    },
  );

  it.each(['en', 'es'] as const)(
    'Eli: the victim question on a barred felony case and the Class C questions on 411.0725 (%s)',
    async (lang) => {
      const t = T[lang].checker;
      const p = await fresh();
      await start(p, lang, 'Eli');
      // His theft's only route is 411.0725 (the felony fails 411.072's first-offender test): asked (docs/law D36).
      await p.locator('#hasClassCConviction').waitFor();
      await choose(p, 'hasClassCConviction', YES);
      await choose(p, 'isVeteran', NO);
      if (await p.locator('#hasBeenVictim').count()) await choose(p, 'hasBeenVictim', NO);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-eli-additional-info-${lang}-375`);
      await submitByKeyboard(p);

      const seen: string[] = [];
      for (let page = 0; page < 4 && !/\/check\/results/.test(p.url()); page++) {
        await p.waitForURL(/\/check\/case-verifications\/\d+(\?lang=es)?$/);
        await p.locator('main form fieldset').first().waitFor();
        const names = await questionsOnPage(p);
        seen.push(...names);
        expect(await axeViolations(p)).toEqual([]);
        await shot(p, `law-eli-case-${page}-${lang}-375`);
        for (const q of names) {
          if (q === 'victim_family_household_or_dating') {
            expect(await legend(p, q)).toBe(t.verification.questions.victim_family_household_or_dating);
            await choose(p, q, NOT_SURE);
          } else if (q === 'class_c_in_window') {
            // The question names its window's dates (docs/law D74): the window wording, the dates filled in.
            const [start = '', end = ''] = t.verification.questions.class_c_in_window_window
              .split(/\{\{\w+\}\}/)
              .slice(1);
            const asked = await legend(p, q);
            expect(asked.startsWith(t.verification.questions.class_c_in_window_window.split('{{')[0] ?? '')).toBe(true);
            expect(asked.includes(start) && asked.endsWith(end)).toBe(true);
            await choose(p, q, NO);
          } else throw new Error(`unexpected question ${q}`);
        }
        await submitByKeyboard(p);
      }
      // The victim question on the felony case, the Class C window on the theft; 411.0725 has no
      // first-offender test, so no class_c_before_case (docs/law D44).
      expect(seen.sort()).toEqual(['class_c_in_window', 'victim_family_household_or_dating']);

      // Not sure about the victim: the felony is barred, the theft cannot be decided (docs/law D40).
      const g = T[lang].results.groups;
      expect((await resultsHeadings(p)).sort()).toEqual([g.could_not_determine.title, g.ineligible.title].sort());
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-eli-results-${lang}-375`);
    },
  );

  /** Answers "no" to each person-level question the additional-info page shows after the first two, and goes on. */
  async function noOtherRecords(p: Page): Promise<void> {
    for (const q of ['hasClassCConviction', 'isVeteran', 'hasBeenVictim']) {
      if (await p.locator(`#${q}`).count()) await choose(p, q, NO);
    }
    await submitByKeyboard(p);
  }

  /** Types a month and a year into a month question (MonthYearField) by keyboard. */
  async function typeMonth(p: Page, name: string, month: string, year: string): Promise<void> {
    await tabTo(p, `#${name}-month`);
    await p.keyboard.type(month);
    await tabTo(p, `#${name}-year`);
    await p.keyboard.type(year);
  }

  /**
   * Walks the case pages until the results, answering each radio question from `answers` (an unexpected question
   * fails the test), and the month questions with `months`; each page axe clean and shot. The questions about other
   * records, when the answers make them necessary, are answered "no" (seen as `additional-info`). Returns the questions in
   * the order asked, and the legends of the month questions.
   */
  async function walkCasePages(
    p: Page,
    shotName: string,
    answers: Record<string, number>,
    months: Record<string, [string, string]> = {},
  ): Promise<{ seen: string[]; asked: Record<string, string> }> {
    const seen: string[] = [];
    const asked: Record<string, string> = {};
    for (let page = 0; page < 8 && !/\/check\/results/.test(p.url()); page++) {
      await p.waitForURL(/\/check\/(case-verifications\/\d+|additional-info)(\?lang=es)?$/);
      if (/\/check\/additional-info/.test(p.url())) {
        seen.push('additional-info');
        await noneOfThese(p);
        await noOtherRecords(p);
        continue;
      }
      await p.locator('main form fieldset').first().waitFor();
      const names = await questionsOnPage(p);
      const monthNames = Object.keys(months).filter((m) => !seen.includes(m));
      const monthsHere: string[] = [];
      for (const m of monthNames) if (await p.locator(`#${m}-month`).count()) monthsHere.push(m);
      seen.push(...names, ...monthsHere);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `${shotName}-${page}`);
      for (const q of names) {
        const rights = answers[q];
        if (rights === undefined) throw new Error(`unexpected question ${q}`);
        await choose(p, q, rights);
      }
      for (const m of monthsHere) {
        asked[m] = (await p.locator(`fieldset:has(#${m}-month) legend`).first().textContent())?.trim() ?? '';
        const [month, year] = months[m] ?? ['', ''];
        await typeMonth(p, m, month, year);
      }
      await submitByKeyboard(p);
    }
    return { seen, asked };
  }

  it.each(['en', 'es'] as const)(
    'Pat: her harassment case asks about the person, then whether she hurt or threatened to hurt (%s, docs/law D79)',
    async (lang) => {
      const t = T[lang].checker;
      const width = lang === 'en' ? 375 : 1280;
      const p = await fresh(width);
      await start(p, lang, 'Pat');
      await noOtherRecords(p);
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#victim_family_household_or_dating').waitFor();
      expect(await legend(p, 'victim_family_household_or_dating')).toBe(
        t.verification.questions.victim_family_household_or_dating,
      );
      const { seen } = await walkCasePages(p, `law-pat-case-${lang}-${width}`, {
        victim_family_household_or_dating: YES,
        family_violence_conduct: NO,
        class_c_in_window: NO,
      });
      // "Yes" about the person asks the conduct question on the same case; "no" to it: not family violence.
      expect(seen).toContain('family_violence_conduct');
      expect(seen.indexOf('family_violence_conduct')).toBeGreaterThan(
        seen.indexOf('victim_family_household_or_dating'),
      );
      expect(await resultsHeadings(p)).toEqual([T[lang].results.groups.nondisclosure.title]);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-pat-results-${lang}-${width}`);
    },
  );

  it.each(['en', 'es'] as const)(
    'Ned: his DWI probation ended in a revocation, and he is asked the month his jail time ended (%s, docs/law D77)',
    async (lang) => {
      const t = T[lang].checker;
      const width = lang === 'en' ? 1280 : 375;
      const p = await fresh(width);
      // How the supervision ended decides what else matters: his case's page comes first.
      await confirmCases(p, lang, 'Ned');
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#supervision_end_how').waitFor();
      const { seen, asked } = await walkCasePages(
        p,
        `law-ned-case-${lang}-${width}`,
        {
          supervision_end_how: YES + 1, // the second choice: found guilty, revoked, or sent to jail
          collision_with_another_person: NO,
          paid_all_fines_and_costs: YES,
        },
        {
          revocation_sentence_end_month: [lang === 'en' ? 'February' : 'febrero', '2020'],
          completion_payment_month: [lang === 'en' ? 'August' : 'agosto', '2019'],
        },
      );
      expect(seen).toEqual(expect.arrayContaining(['supervision_end_how', 'revocation_sentence_end_month']));
      expect(seen.indexOf('revocation_sentence_end_month')).toBeGreaterThan(seen.indexOf('supervision_end_how'));
      expect(asked.revocation_sentence_end_month).toBe(t.verification.questions.revocation_sentence_end_month);
      expect(await resultsHeadings(p)).toEqual([T[lang].results.groups.nondisclosure.title]);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `law-ned-results-${lang}-${width}`);
    },
  );

  it.each(['en', 'es'] as const)(
    'the rule book at /rules: 411.0725 and its decisions one link away, axe clean, on a phone (%s)',
    async (lang) => {
      const p = await fresh();
      await p.goto(`${server.url}/rules${lang === 'es' ? '?lang=es' : ''}`);
      await p.locator('h1').waitFor();
      expect(await axeViolations(p)).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (lang === 'es') {
        const note = p.locator('header p[lang="es"]');
        expect(await note.textContent()).toContain('Cada pregunta aparece tal como el sitio la hace');
        await note.scrollIntoViewIfNeeded();
      }
      await shot(p, `law-rules-top-${lang}-375`, { fullPage: false });
      // From the contents to 411.0725, by keyboard.
      await tabTo(p, 'a[href="#s-411.0725"]', 200);
      await p.keyboard.press('Enter');
      await expect.poll(() => p.evaluate(() => location.hash)).toBe('#s-411.0725');
      await shot(p, `law-rules-411.0725-${lang}-375`, { fullPage: false });
      const questions = p.locator('#s-411\\.0725 ul.questions');
      await questions.scrollIntoViewIfNeeded();
      expect(await questions.locator('span[lang="es"]').allTextContents()).toContain(
        es.checker.additional.hasClassCConviction,
      );
      await shot(p, `law-rules-411.0725-questions-${lang}-375`, { fullPage: false });
      // The decision it cites, printed on the same page.
      await p.locator('#s-411\\.0725 a[href="#D4"]').first().focus();
      await p.keyboard.press('Enter');
      await expect.poll(() => p.evaluate(() => location.hash)).toBe('#D4');
      expect(await p.locator('#D4-h').textContent()).toMatch(/^D4\. /);
      await shot(p, `law-rules-D4-${lang}-375`, { fullPage: false });
    },
  );
});
