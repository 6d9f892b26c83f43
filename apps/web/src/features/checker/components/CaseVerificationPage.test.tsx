import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Case } from '@cyr/schemas';
import { followupAnswerKind, followupAnswerValues } from '@cyr/schemas/followup';
import { CASE_QUESTION_KEYS, type CaseQuestionKey } from '@cyr/rules/vocabulary';
import { en, es, flattenMessages } from '@cyr/i18n';
import { renderWithProviders } from '../../../test/render';
import { makeCase } from '../../../test/fixtures';
import { clearSession, updateSession } from '../../../lib/session';
import { Route, Switch } from 'wouter';
import CaseVerificationPage from './CaseVerificationPage';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function Routed() {
  return (
    <Switch>
      <Route path="/check/case-verifications/:index">
        <CaseVerificationPage />
      </Route>
      <Route path="/check/results">
        <p>results page</p>
      </Route>
    </Switch>
  );
}

function start(questions: CaseQuestionKey[], lang: 'en' | 'es' = 'en', over: Partial<Case> = {}) {
  updateSession({
    token: 'tok',
    tokenExpirationTime: Date.now() / 1000 + 3600,
    confirmed: true,
    postPreliminaryCases: ['c1'],
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [makeCase({ final_eligibility: 'could_not_determine', questions, ...over })],
    },
  });
  return renderWithProviders(<Routed />, { lang, path: '/check/case-verifications/0' });
}

/** A fetch stand-in answering each follow-up call with the next case state. */
function server(...rounds: Partial<Case>[]) {
  let i = 0;
  const fetchMock = vi.fn(async () => {
    const over = rounds[Math.min(i, rounds.length - 1)] ?? {};
    i += 1;
    return new Response(
      JSON.stringify({
        token: 'tok',
        tokenExpirationTime: 9999999999,
        eligibilityInfo: {
          needSPN: false,
          needsPreliminaryQuestions: false,
          preliminaryQuestions: [],
          cases: [makeCase(over)],
        },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentBodies = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.map(
    (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as object,
  );

const group = (name: RegExp) => screen.getByRole('group', { name });

const NEW_QUESTIONS: CaseQuestionKey[] = [
  'victim_family_household_or_dating',
  'collision_with_another_person',
  'interlock_condition',
  'completion_payment_month',
  'class_c_in_window',
  'arrest_month',
  'offense_month',
  'handgun_carried_on_person_only',
];

describe('CaseVerificationPage: the questions of the second legal review (docs/law D18–D29)', () => {
  it.each([
    {
      lang: 'en' as const,
      family: /someone in your family or home, or someone you dated/,
      familyHint: /roommates too/,
      collision: /crash connected with this offense/,
      collisionHint: [
        /even if only your vehicle or boat crashed/,
        /passenger riding with you/,
        /even if nobody was hurt/,
      ],
      yesNoNotSure: ['Yes', 'No', 'Not sure'],
      interlock: /Who ordered you to use the ignition interlock/,
      interlockOptions: [
        'A condition of my probation (community supervision)',
        'A condition of my bond, before the case ended',
        'Both: my bond and my probation',
        'Something else, or I am not sure',
      ],
      payment: /pay the last of your fines/,
      monthLabels: ['Month', 'Year', 'I do not know the month'],
      classC: /Class C misdemeanor that was not a traffic ticket/,
      arrest: /were you arrested for this case/,
      offense: /did the offense in this case happen/,
      handgun: /carrying the handgun on you or within your reach/,
    },
    {
      lang: 'es' as const,
      family: /alguien de su familia o de su hogar, o alguien con quien usted salía como pareja/,
      familyHint: /aunque solo compartan la vivienda/,
      collision: /choque relacionado con este delito/,
      collisionHint: [
        /aunque solo haya chocado su vehículo/,
        /un pasajero que iba con usted/,
        /aunque nadie haya resultado herido/,
      ],
      yesNoNotSure: ['Sí', 'No', 'No lo sé'],
      interlock: /Quién le ordenó usar el dispositivo de bloqueo del encendido/,
      interlockOptions: [
        'Una condición de mi supervisión comunitaria (probation)',
        'Una condición de mi fianza, antes de que terminara el caso',
        'Las dos: mi fianza y mi supervisión comunitaria',
        'Otra cosa, o no lo sé',
      ],
      payment: /hizo el último pago de las multas/,
      monthLabels: ['Mes', 'Año', 'No sé el mes'],
      classC: /delito menor de clase C que no fuera una multa de tránsito/,
      arrest: /fue su arresto por este caso/,
      offense: /ocurrió el delito de este caso/,
      handgun: /Llevaba la pistola encima o a su alcance/,
    },
  ])('shows each one in plain words with its definitions and answers ($lang)', (l) => {
    start(NEW_QUESTIONS, l.lang);
    const family = group(l.family);
    expect(within(family).getByText(l.familyHint)).toBeTruthy();
    const collision = group(l.collision);
    for (const h of l.collisionHint) expect(within(collision).getByText(h)).toBeTruthy();
    for (const q of [family, collision, group(l.classC), group(l.handgun)]) {
      expect(
        within(q)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(l.yesNoNotSure);
    }
    expect(
      within(group(l.interlock))
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(l.interlockOptions);
    for (const m of [l.payment, l.arrest, l.offense]) {
      const q = group(m);
      expect(within(q).getByLabelText(l.monthLabels[0] as string).tagName).toBe('SELECT');
      expect(within(q).getByLabelText(l.monthLabels[1] as string).tagName).toBe('SELECT');
      expect(within(q).getByLabelText(l.monthLabels[2] as string)).toBeTruthy();
    }
    // The hint is the group's description, so a screen reader reads the definition with the question.
    expect(collision.getAttribute('aria-describedby')).toContain('collision_with_another_person-hint');
  });

  it('requires every answer, and a whole month, with an error summary that links to the field', async () => {
    const fetchMock = server({});
    const user = userEvent.setup();
    start(['paid_all_fines_and_costs', 'arrest_month']);
    await user.selectOptions(within(group(/were you arrested/)).getByLabelText('Month'), '3');
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const summary = document.querySelector('.error-summary') as HTMLElement;
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Required',
      'Select the month and the year, or check "I do not know the month"',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#paid_all_fines_and_costs', '#arrest_month-month']);
    await user.click(links[1] as HTMLElement);
    await waitFor(() => expect(document.activeElement?.id).toBe('arrest_month-month'));
  });

  it('sends the answers as the contract spells them: true, false, "not_sure", YYYY-MM, "unknown", the interlock order', async () => {
    const fetchMock = server({ questions: [] });
    const user = userEvent.setup();
    start([
      'victim_family_household_or_dating',
      'collision_with_another_person',
      'interlock_condition',
      'completion_payment_month',
      'offense_month',
      'class_c_in_window',
    ]);
    await user.click(within(group(/family or home/)).getByLabelText('Not sure'));
    await user.click(within(group(/crash connected/)).getByLabelText('No'));
    await user.click(
      within(group(/ignition interlock/)).getByLabelText('A condition of my bond, before the case ended'),
    );
    const payment = group(/pay the last of your fines/);
    await user.selectOptions(within(payment).getByLabelText('Month'), '4');
    await user.selectOptions(within(payment).getByLabelText('Year'), '2023');
    await user.click(within(group(/offense in this case happen/)).getByLabelText('I do not know the month'));
    await user.click(within(group(/Class C misdemeanor/)).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([
      {
        _id: 'c1',
        victim_family_household_or_dating: 'not_sure',
        collision_with_another_person: false,
        interlock_condition: 'bond',
        completion_payment_month: '2023-04',
        offense_month: 'unknown',
        class_c_in_window: true,
      },
    ]);
  });

  it('asks the next question an answer reveals on the same case, then moves on', async () => {
    const fetchMock = server(
      { final_eligibility: 'could_not_determine', questions: ['completion_payment_month'] },
      { final_eligibility: 'nondisclosure', questions: [] },
    );
    const user = userEvent.setup();
    start(['paid_all_fines_and_costs']);
    await user.click(within(group(/paid all fines/)).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    const payment = await screen.findByRole('group', { name: /pay the last of your fines/ });
    expect(screen.getByRole('status').textContent).toBe('Your answers raised one more question about this case.');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(screen.queryByRole('group', { name: /paid all fines/ })).toBeNull();
    // "I do not know the month" disables the pickers and answers "unknown".
    await user.click(within(payment).getByLabelText('I do not know the month'));
    expect((within(payment).getByLabelText('Month') as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([
      { _id: 'c1', paid_all_fines_and_costs: true },
      // Only the keys the case lists now: the server keeps the earlier answers.
      { _id: 'c1', completion_payment_month: 'unknown' },
    ]);
  });
});

// The questions of the third legal review (docs/law D38, D42, D43, D44, D45), each with "Not sure".
describe('CaseVerificationPage: the questions of docs/law D38–D45', () => {
  const D38_D45: CaseQuestionKey[] = [
    'completed_vet_treatment_court_for_case',
    'committed_solely_as_trafficking_victim',
    'class_c_in_window',
    'class_c_before_case',
    'weapon_only_in_own_vehicle',
    'charge_refiled_or_replaced',
  ];
  it.each([
    {
      lang: 'en' as const,
      answers: ['Yes', 'No', 'Not sure'],
      vet: /^For this case, did you complete a veterans treatment court program\?/,
      trafficking: /someone was trafficking you or forcing you into prostitution/,
      window: /and the date you can ask for the order/,
      before: /^Was any of them decided before April 1, 2015\?/,
      weapon: /^Was the weapon \(a handgun, knife or club\) only inside a car, truck or boat/,
      refiled: /^After this case, was the same charge filed again/,
    },
    {
      lang: 'es' as const,
      answers: ['Sí', 'No', 'No lo sé'],
      vet: /^En este caso, ¿completó un programa de la corte de tratamiento para veteranos \(Veterans Treatment Court\)\?/,
      trafficking: /o lo obligaba a prostituirse/,
      window: /y la fecha en que puede pedir la orden/,
      before: /^¿Alguno de ellos se decidió antes del 1 de abril de 2015\?/,
      weapon: /^¿El arma \(una pistola, un cuchillo o un garrote\)/,
      refiled: /^Después de este caso, ¿volvieron a presentar el mismo cargo/,
    },
  ])('asks each in plain words, "weapon" not "handgun", with Not sure ($lang)', (l) => {
    start(D38_D45, l.lang);
    for (const name of [l.vet, l.trafficking, l.window, l.before, l.weapon, l.refiled]) {
      expect(
        within(group(name))
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(l.answers);
    }
    expect(screen.queryByText(/at least two years ago|hace al menos dos años/)).toBeNull();
    const weapon = group(l.weapon);
    expect(weapon.querySelector('legend')?.textContent).not.toMatch(/^Were you carrying the handgun/);
    expect(weapon.getAttribute('aria-describedby')).toContain('weapon_only_in_own_vehicle-hint');
  });

  it('names the placement when the case has no date on record, and sends the answers by keyboard alone', async () => {
    const fetchMock = server({ final_eligibility: 'could_not_determine', questions: [] });
    const user = userEvent.setup();
    start(['class_c_before_case', 'weapon_only_in_own_vehicle'], 'en', {
      da_start: null,
      probation_start: null,
      conviction_date: null,
    });
    expect(
      group(/^Was any of them decided before you were sentenced or placed on deferred adjudication in this case\?/),
    ).toBeTruthy();
    // Keyboard only: Tab to each group's first radio, arrows to move, Enter on the button.
    await user.tab();
    while (document.activeElement?.getAttribute('name') !== 'class_c_before_case') await user.tab();
    await user.keyboard('{ArrowRight}');
    while (document.activeElement?.getAttribute('name') !== 'weapon_only_in_own_vehicle') await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    while (document.activeElement?.tagName !== 'BUTTON' || document.activeElement.getAttribute('type') !== 'submit')
      await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([
      { _id: 'c1', class_c_before_case: false, weapon_only_in_own_vehicle: 'not_sure' },
    ]);
  });
});

describe('CaseVerificationPage: a question opened on another case', () => {
  it('adds that case to the list and asks it next', async () => {
    const fetchMock = vi.fn(async () => {
      return new Response(
        JSON.stringify({
          token: 'tok',
          tokenExpirationTime: 9999999999,
          eligibilityInfo: {
            needSPN: false,
            needsPreliminaryQuestions: false,
            preliminaryQuestions: [],
            cases: [
              makeCase({ questions: [] }),
              makeCase({ _id: 'c2', casID: '2120002', questions: ['victim_family_household_or_dating'] }),
            ],
          },
        }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    start(['paid_all_fines_and_costs']);
    await user.click(within(group(/paid all fines/)).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions about case 2 of 2' })).toBeTruthy();
    expect(group(/someone in your family or home/)).toBeTruthy();
  });
});

describe('every follow-up key of the vocabulary has its words', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('a question for each key and a label for each choice (%s)', (_lang, messages) => {
    const flat = flattenMessages(messages.checker as Parameters<typeof flattenMessages>[0]);
    for (const k of CASE_QUESTION_KEYS) {
      // A question ends with its question mark, or with a parenthetical after it (docs/law D74: the interlock).
      expect(flat[`verification.questions.${k}`], k).toMatch(/\?( \([^)]*\))?$/);
      if (followupAnswerKind(k) === 'enum') {
        for (const v of followupAnswerValues(k))
          expect(flat[`verification.choices.${k}.${v}`], `${k}.${v}`).toBeTruthy();
      }
    }
  });
});

describe('CaseVerificationPage: the questions of ADR 0074', () => {
  it.each([
    {
      lang: 'en' as const,
      prior: /Before this case, had you ever been convicted of, or given deferred adjudication for/,
      priorHint: /the charge in this case says you had an earlier conviction/,
      year: /In what year did the judge discharge you from supervision/,
      labels: ['Year', 'I do not know the year'],
      submit: 'See my results',
    },
    {
      lang: 'es' as const,
      prior: /Antes de este caso, ¿alguna vez le condenaron o le dieron adjudicación diferida/,
      priorHint: /el cargo de este caso dice que usted tenía una condena anterior/,
      year: /En qué año le liberó el juez de la supervisión/,
      labels: ['Año', 'No sé el año'],
      submit: 'Ver mis resultados',
    },
  ])('asks about a prior record and the discharge year in plain words ($lang)', async (l) => {
    const fetchMock = server({ questions: [] });
    const user = userEvent.setup();
    start(['prior_record_before_case', 'supervision_end_year'], l.lang);
    const prior = group(l.prior);
    expect(within(prior).getByText(l.priorHint)).toBeTruthy();
    expect(within(prior).getAllByRole('radio')).toHaveLength(3);
    const year = group(l.year);
    // A year alone: no month to choose.
    expect(within(year).queryByLabelText(l.lang === 'en' ? 'Month' : 'Mes')).toBeNull();
    await user.click(within(prior).getAllByRole('radio')[1] as HTMLElement);
    await user.selectOptions(within(year).getByLabelText(l.labels[0] as string), '2021');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([
      { _id: 'c1', prior_record_before_case: false, supervision_end_year: '2021' },
    ]);
  });

  it('a year is required, or "I do not know the year", which answers "unknown"', async () => {
    const fetchMock = server({ questions: [] });
    const user = userEvent.setup();
    start(['supervision_end_year']);
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect((await screen.findAllByText('Select the year, or check "I do not know the year"')).length).toBeGreaterThan(
      0,
    );
    await user.click(screen.getByLabelText('I do not know the year'));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([{ _id: 'c1', supervision_end_year: 'unknown' }]);
  });
});

describe('CaseVerificationPage: an answer that opens the questions about the past (docs/law D74)', () => {
  function RoutedWithInfo() {
    return (
      <Switch>
        <Route path="/check/case-verifications/:index">
          <CaseVerificationPage />
        </Route>
        <Route path="/check/additional-info">
          <p>additional-info page</p>
        </Route>
        <Route path="/check/results">
          <p>results page</p>
        </Route>
      </Switch>
    );
  }

  it.each(['en', 'es'] as const)(
    'goes to the additional-info page before the case questions still open and the results (%s)',
    async (lang) => {
      // "Discharged" opens 411.0731: the server now needs the Class C and veteran answers, and the case asks more.
      const fetchMock = vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              token: 'tok',
              tokenExpirationTime: 9999999999,
              eligibilityInfo: {
                needSPN: false,
                needsPreliminaryQuestions: true,
                preliminaryQuestions: ['hasClassCConviction', 'isVeteran'],
                cases: [makeCase({ questions: ['collision_with_another_person'] })],
              },
            }),
          ),
      );
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      updateSession({
        token: 'tok',
        tokenExpirationTime: Date.now() / 1000 + 3600,
        confirmed: true,
        postPreliminaryCases: ['c1'],
        eligibilityInfo: {
          needSPN: false,
          needsPreliminaryQuestions: false,
          preliminaryQuestions: [],
          cases: [makeCase({ final_eligibility: 'could_not_determine', questions: ['supervision_end_how'] })],
        },
      });
      renderWithProviders(<RoutedWithInfo />, { lang, path: '/check/case-verifications/0' });
      const radios = await screen.findAllByRole('radio');
      await user.click(radios[0] as HTMLElement);
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'See my results' : 'Ver mis resultados' }));
      expect(await screen.findByText('additional-info page')).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );
});

describe('CaseVerificationPage: a dismissal the clerk records as refiled (docs/law D80)', () => {
  it.each([
    {
      lang: 'en' as const,
      outcome: /How did the new case end\?/,
      hint: /The new case has a different case number/,
      dismissed: 'It was dismissed too, or the grand jury decided not to indict me (no-bill)',
      choices: 4,
      month: /In what month and year did the new case end\?/,
      labels: ['Month', 'Year'],
      more: 'Your answers raised one more question about this case.',
      submit: 'See my results',
    },
    {
      lang: 'es' as const,
      outcome: /¿Cómo terminó el caso nuevo\?/,
      hint: /El caso nuevo tiene otro número de causa/,
      dismissed: 'También fue desestimado, o el gran jurado decidió no acusarme (no-bill)',
      choices: 4,
      month: /¿En qué mes y año terminó el caso nuevo\?/,
      labels: ['Mes', 'Año'],
      more: 'Sus respuestas nos llevan a una pregunta más sobre este caso.',
      submit: 'Ver mis resultados',
    },
  ])('asks how the refiled case ended, then the month it ended ($lang)', async (l) => {
    const fetchMock = server({ final_eligibility: 'could_not_determine', questions: ['refiled_case_end_month'] }, {});
    const user = userEvent.setup();
    start(['refiled_case_outcome'], l.lang);
    const outcome = group(l.outcome);
    expect(within(outcome).getByText(l.hint)).toBeTruthy();
    expect(within(outcome).getAllByRole('radio')).toHaveLength(l.choices);
    await user.click(within(outcome).getByLabelText(l.dismissed));
    await user.click(screen.getByRole('button', { name: l.submit }));
    const month = await screen.findByRole('group', { name: l.month });
    expect(screen.getByRole('status').textContent).toBe(l.more);
    await user.selectOptions(within(month).getByLabelText(l.labels[0] as string), '3');
    await user.selectOptions(within(month).getByLabelText(l.labels[1] as string), '2025');
    await user.click(screen.getByRole('button', { name: l.submit }));
    await screen.findByText('results page');
    expect(sentBodies(fetchMock)).toEqual([
      { _id: 'c1', refiled_case_outcome: 'dismissed_or_no_billed' },
      { _id: 'c1', refiled_case_end_month: '2025-03' },
    ]);
  });
});

describe('CaseVerificationPage: the Class C window names its dates (docs/law D74)', () => {
  it.each([
    ['en', /^Between January 10, 2016 and January 10, 2024, were you convicted of/],
    ['es', /^Entre el 10 de enero de 2016 y el 10 de enero de 2024, ¿lo declararon culpable/],
  ] as const)('from the reason that asks it (%s)', (lang, wording) => {
    start(['class_c_in_window'], lang, {
      reasons: [
        {
          code: 'CLASS_C_IN_WINDOW_NEEDED',
          citation: "Tex. Gov't Code § 411.074(a)",
          params: { question: 'class_c_in_window', from: '2016-01-10', to: '2024-01-10' },
        },
      ],
    });
    expect(group(wording)).toBeTruthy();
  });
});
