import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import {
  basicInfo,
  choose,
  confirmSingle,
  legend,
  preCheck,
  resultsHeadings,
  shot,
  submitByKeyboard,
  tabTo,
} from '../support/checker';

/**
 * The follow-up questions of docs/law D18–D45 in the browser: every new question in both languages at 375 px,
 * axe clean, answered by keyboard alone, and an answer that reveals the next question. The first test feeds
 * the page a case that lists every new question (the follow-up calls are answered in the browser, so the
 * test does not depend on which demo case asks what); the second runs the real engine end to end.
 */
describe('the new follow-up questions', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });
  const { fresh } = suite;

  const ROUND_1 = [
    'victim_family_household_or_dating',
    'used_ignition_interlock_device',
    'collision_with_another_person',
    'paid_all_fines_and_costs',
    'class_c_in_window',
    'arrest_month',
    'offense_month',
    // docs/law D38, D42, D43, D44, D45
    'completed_vet_treatment_court_for_case',
    'committed_solely_as_trafficking_victim',
    'class_c_before_case',
    'weapon_only_in_own_vehicle',
    'charge_refiled_or_replaced',
  ];
  const ROUND_2 = ['interlock_condition', 'completion_payment_month'];

  /** Answers the additional-info page by keyboard: not a sex offender, none of the offenses, no to the rest. */
  async function additionalInfoByKeyboard(p: Page): Promise<void> {
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
  }

  it.each(['en', 'es'] as const)(
    'shows every new question, axe clean, answered by keyboard, and asks what an answer reveals (%s)',
    async (lang) => {
      const p = await fresh(375);
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Ben');
      await confirmSingle(p);
      await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
      // The family-violence choice explains Family Code 71.004; the protective-order choice is listed.
      await p.locator('#sexOffender-no').check();
      await p.locator('#disqualifyingOffenses-family_violence-hint').waitFor();
      expect(await p.locator('#disqualifyingOffenses-family_violence-hint').textContent()).toMatch(
        lang === 'en' ? /roommates too/ : /aunque solo compartan la vivienda/,
      );
      expect(await p.locator('#disqualifyingOffenses-protective_order_violation').count()).toBe(1);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-additional-info-${lang}-375`);
      await p.locator('#sexOffender').check();

      // The server's answer lists every new question for Ben's case; the follow-up calls are answered here.
      let info: {
        token: string;
        tokenExpirationTime: number;
        eligibilityInfo: { cases: { questions: string[] }[] };
      } | null = null;
      await p.route('**/api/application/cont/eligibility-preliminary-questions', async (route: Route) => {
        const res = await route.fetch();
        const body = (await res.json()) as NonNullable<typeof info>;
        for (const c of body.eligibilityInfo.cases) c.questions = ROUND_1;
        info = body;
        await route.fulfill({ response: res, json: body });
      });
      const sent: Record<string, unknown>[] = [];
      await p.route('**/api/application/cont/case-followup-questions', async (route: Route) => {
        sent.push(route.request().postDataJSON() as Record<string, unknown>);
        const body = structuredClone(info) as NonNullable<typeof info>;
        for (const c of body.eligibilityInfo.cases) c.questions = sent.length === 1 ? ROUND_2 : [];
        await route.fulfill({ json: body });
      });

      await additionalInfoByKeyboard(p);
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#victim_family_household_or_dating').waitFor();
      for (const q of ROUND_1)
        expect(await p.locator(`fieldset:has([name="${q}"]), fieldset:has(#${q}-month)`).count()).toBe(1);
      expect(await p.locator('#collision_with_another_person-hint').textContent()).toMatch(
        lang === 'en' ? /passenger riding with you\. It counts even if nobody was hurt/ : /pasajero que iba con usted/,
      );
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-round1-${lang}-375`);
      // The questions of docs/law D38–D45 in their own picture, as a phone shows them.
      await p.locator('fieldset:has([name="completed_vet_treatment_court_for_case"])').scrollIntoViewIfNeeded();
      await shot(p, `followup-d38-d45-${lang}-375`, { fullPage: false });
      await p.locator('fieldset:has([name="charge_refiled_or_replaced"])').scrollIntoViewIfNeeded();
      await shot(p, `followup-d38-d45-${lang}-375-2`, { fullPage: false });

      // Nothing answered: the error summary takes focus and names each question.
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await p.locator('.error-summary').waitFor();
      await expect.poll(() => p.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
      expect(await p.locator('.error-summary li').count()).toBe(ROUND_1.length);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-round1-errors-${lang}-375`);

      // Keyboard alone: arrows choose among Yes / No / Not sure, letters pick a month, Space checks a box.
      const choose = async (name: string, rights: number) => {
        await tabTo(p, `#${name}`);
        if (rights === 0) await p.keyboard.press('Space');
        for (let i = 0; i < rights; i++) await p.keyboard.press('ArrowRight');
      };
      await choose('victim_family_household_or_dating', 2);
      await choose('used_ignition_interlock_device', 0);
      await choose('collision_with_another_person', 1);
      await choose('paid_all_fines_and_costs', 0);
      await choose('class_c_in_window', 1);
      await tabTo(p, '#arrest_month-month');
      await p.keyboard.type(lang === 'en' ? 'March' : 'marzo');
      await tabTo(p, '#arrest_month-year');
      await p.keyboard.type('2023');
      await tabTo(p, '#offense_month-unknown');
      await p.keyboard.press('Space');
      await choose('completed_vet_treatment_court_for_case', 0);
      await choose('committed_solely_as_trafficking_victim', 1);
      await choose('class_c_before_case', 2);
      await choose('weapon_only_in_own_vehicle', 1);
      await choose('charge_refiled_or_replaced', 2);
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');

      // The answers revealed two more questions for the same case.
      await p.locator('#interlock_condition').waitFor();
      expect(p.url()).toMatch(/\/check\/case-verifications\/0(\?lang=es)?$/);
      expect(await p.locator('main [role="status"]').textContent()).toBe(
        lang === 'en'
          ? 'Your answers raised 2 more questions about this case.'
          : 'Sus respuestas nos llevan a 2 preguntas más sobre este caso.',
      );
      await expect.poll(() => p.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-round2-${lang}-375`);
      await choose('interlock_condition', 1);
      await tabTo(p, '#completion_payment_month-month');
      await p.keyboard.type(lang === 'en' ? 'November' : 'noviembre');
      await tabTo(p, '#completion_payment_month-year');
      await p.keyboard.type('2024');
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await resultsHeadings(p);

      const id = sent[0]?._id;
      expect(sent).toEqual([
        {
          _id: id,
          victim_family_household_or_dating: 'not_sure',
          used_ignition_interlock_device: true,
          collision_with_another_person: false,
          paid_all_fines_and_costs: true,
          class_c_in_window: false,
          arrest_month: '2023-03',
          offense_month: 'unknown',
          completed_vet_treatment_court_for_case: true,
          committed_solely_as_trafficking_victim: false,
          class_c_before_case: 'not_sure',
          weapon_only_in_own_vehicle: false,
          charge_refiled_or_replaced: 'not_sure',
        },
        { _id: id, interlock_condition: 'bond', completion_payment_month: '2024-11' },
      ]);
    },
  );

  it.each(['en', 'es'] as const)(
    'asks about a prior record the charge states and the discharge year, axe clean, by keyboard (ADR 0074, %s)',
    async (lang) => {
      const p = await fresh(375);
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Ben');
      await confirmSingle(p);
      let info: { eligibilityInfo: { cases: { questions: string[] }[] } } | null = null;
      await p.route('**/api/application/cont/eligibility-preliminary-questions', async (route: Route) => {
        const res = await route.fetch();
        const body = (await res.json()) as NonNullable<typeof info>;
        for (const c of body.eligibilityInfo.cases) c.questions = ['prior_record_before_case', 'supervision_end_year'];
        info = body;
        await route.fulfill({ response: res, json: body });
      });
      const sent: Record<string, unknown>[] = [];
      await p.route('**/api/application/cont/case-followup-questions', async (route: Route) => {
        sent.push(route.request().postDataJSON() as Record<string, unknown>);
        const body = structuredClone(info) as NonNullable<typeof info>;
        for (const c of body.eligibilityInfo.cases) c.questions = [];
        await route.fulfill({ json: body });
      });
      await additionalInfoByKeyboard(p);
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      await p.locator('#prior_record_before_case').waitFor();
      // A year alone: a year select and "I do not know the year", no month.
      expect(await p.locator('#supervision_end_year-year').count()).toBe(1);
      expect(await p.locator('#supervision_end_year-month').count()).toBe(0);
      expect(await p.locator('label[for="supervision_end_year-unknown"]').textContent()).toBe(
        lang === 'en' ? 'I do not know the year' : 'No sé el año',
      );
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `records-questions-${lang}-375`);
      await tabTo(p, '#prior_record_before_case');
      await p.keyboard.press('ArrowRight');
      await tabTo(p, '#supervision_end_year-year');
      await p.keyboard.type('2021');
      await tabTo(p, 'main form button[type=submit]');
      await p.keyboard.press('Enter');
      await resultsHeadings(p);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `records-results-${lang}-375`);
      expect(sent).toEqual([{ _id: sent[0]?._id, prior_record_before_case: false, supervision_end_year: '2021' }]);
    },
  );

  it('runs the real engine: a Class C record asks whether it fell in the clean period, then the result', async () => {
    const p = await fresh(375);
    await preCheck(p, suite.server.url);
    await basicInfo(p, 'Ana');
    await confirmSingle(p);
    await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
    await p.locator('#sexOffender-no').check();
    await p.locator('#noneOfTheAbove').check();
    await p.locator('#hasClassCConviction').check();
    if (await p.locator('#isVeteran-no').count()) await p.locator('#isVeteran-no').check();
    if (await p.locator('#hasBeenVictim-no').count()) await p.locator('#hasBeenVictim-no').check();
    await p.locator('main form button[type=submit]').click();
    await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
    await p.locator('#class_c_in_window').waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, 'followup-class-c-real-en-375');
    await tabTo(p, '#class_c_in_window');
    await p.keyboard.press('ArrowRight');
    // A first-offender case also asks whether the Class C record came before it (docs/law D44): yes, so 411.072
    // fails its first-offender test and 411.0725 decides.
    await tabTo(p, '#class_c_before_case');
    await p.keyboard.press('Space');
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    expect(await resultsHeadings(p)).toEqual(['Likely eligible for nondisclosure']);
  });
  it.each(['en', 'es'] as const)(
    'a "Not sure" names its question under "Why", the results show the answers, and one is changed from there (%s)',
    async (lang) => {
      const p = await fresh(375);
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Ana');
      await confirmSingle(p);
      await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
      await p.locator('#sexOffender-no').check();
      await p.locator('#noneOfTheAbove').check();
      await p.locator('#hasClassCConviction').check();
      if (await p.locator('#isVeteran-no').count()) await p.locator('#isVeteran-no').check();
      if (await p.locator('#hasBeenVictim-no').count()) await p.locator('#hasBeenVictim-no').check();
      await p.locator('main form button[type=submit]').click();
      await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
      // The question as asked names its window's dates; the results name it without them: its words after the dates.
      const asked = await legend(p, 'class_c_in_window');
      const question = asked.slice(asked.indexOf(lang === 'en' ? 'were you convicted' : '¿lo declararon'));
      expect(question.length).toBeGreaterThan(40);
      // Not sure whether the Class C record fell in the clean period; yes, it came before the case.
      await choose(p, 'class_c_in_window', 2);
      await choose(p, 'class_c_before_case', 0);
      await submitByKeyboard(p);
      await resultsHeadings(p);

      // "Why" says which answer matters, once, in the question's own words; the answers are shown back.
      const card = p.locator('.case-card').first();
      const why = await card.locator('.case-card__reasons li').allTextContents();
      const named = why.filter((w) => w.includes(question));
      expect(named).toHaveLength(1);
      expect(named[0]).toMatch(lang === 'en' ? /^You answered “Not sure” to: “/ : /^Usted respondió “No lo sé” a: “/);
      const answers = await card.locator('.case-card__answers dd').allTextContents();
      expect(answers).toEqual(lang === 'en' ? ['Not sure', 'Yes'] : ['No lo sé', 'Sí']);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `change-answer-results-${lang}-375`);

      // Keyboard only: the card's button opens the case's questions again, nothing chosen.
      const change = 'button[data-track="case_change_answers"]';
      expect(await card.locator(change).textContent()).toMatch(
        lang === 'en' ? /^Change my answers about case / : /^Cambiar mis respuestas sobre el caso /,
      );
      await tabTo(p, change);
      await p.keyboard.press('Enter');
      await p.waitForURL(/\/check\/case-verifications\/\d+(\?lang=es)?$/);
      await p.locator('#class_c_in_window').waitFor();
      expect(await p.locator('main form input[type=radio]:checked').count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await choose(p, 'class_c_in_window', 1);
      await choose(p, 'class_c_before_case', 0);
      await submitByKeyboard(p);
      expect(await resultsHeadings(p)).toEqual([
        lang === 'en'
          ? 'Likely eligible for nondisclosure'
          : 'Probablemente reúne los requisitos para la no divulgación',
      ]);
      const after = p.locator('.case-card').first();
      expect((await after.locator('.case-card__reasons li').allTextContents()).join(' ')).not.toContain(question);
      expect(await after.locator('.case-card__answers dd').allTextContents()).toEqual(
        lang === 'en' ? ['No', 'Yes'] : ['No', 'Sí'],
      );
      await shot(p, `change-answer-after-${lang}-375`);
    },
  );
});
