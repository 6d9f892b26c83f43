import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { makeCase, makePartner, partnersFetch } from '../../../test/fixtures';
import { clearSession, updateSession } from '../../../lib/session';
import ResultsPage from './ResultsPage';

let fetchMock = partnersFetch([]);
beforeEach(() => {
  fetchMock = partnersFetch([
    makePartner({
      id: 'lsla',
      name: { en: 'Example Legal Aid', es: 'Ayuda Legal de Ejemplo' },
      acceptsReferrals: true,
    }),
    makePartner({ id: 'clinic', name: { en: 'Example Clinic', es: 'Clínica de Ejemplo' } }),
  ]);
  vi.stubGlobal('fetch', fetchMock);
  updateSession({
    token: 'tok',
    tokenExpirationTime: Date.now() / 1000 + 3600,
    confirmed: true,
    lookupEndDateEn: 'November 20, 2026',
    lookupEndDateEs: '20 de noviembre de 2026',
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [
        makeCase({
          _id: 'a',
          casID: '100',
          final_eligibility: 'ineligible',
          ndo_form: null,
          current_offense_name: 'ASSAULT FAMILY MEMBER',
        }),
        makeCase({ _id: 'b', casID: '200', final_eligibility: 'nondisclosure' }),
        makeCase({
          _id: 'c',
          casID: '300',
          final_eligibility: 'not_yet_eligible',
          eligible_date: '2027-03-01',
          estimated: ['eligible_date'],
        }),
        makeCase({
          _id: 'd',
          casID: '400',
          final_eligibility: 'expunction',
          ndo_form: null,
          expunction_route: 'art. 55A.053',
        }),
        makeCase({ _id: 'e', casID: '500', final_eligibility: 'could_not_determine', ndo_form: null }),
      ],
    },
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('ResultsPage', () => {
  it('groups cases, eligible first, with status in words and a next step for every outcome', async () => {
    renderWithProviders(<ResultsPage />);
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups.slice(1, 6)).toEqual([
      'Likely eligible for nondisclosure',
      'May be eligible for expunction',
      'Not yet eligible',
      'We could not decide',
      'Likely ineligible',
    ]);
    const eligible = screen.getByRole('region', { name: 'Likely eligible for nondisclosure' });
    expect(within(eligible).getByText('Likely eligible')).toBeTruthy();
    expect(within(eligible).getByText('200')).toBeTruthy();
    expect(within(eligible).getByText('Texas Government Code § 411.072')).toBeTruthy();
    // Never "Eligible" alone.
    expect(screen.queryByText(/^Eligible/)).toBeNull();
    const ineligible = screen.getByRole('region', { name: 'Likely ineligible' });
    expect(within(ineligible).getByRole('link', { name: 'Know your rights' }).getAttribute('href')).toBe(
      '/check/know-your-rights',
    );
    expect(within(ineligible).getByRole('button', { name: 'Get free legal help' })).toBeTruthy();
    const later = screen.getByRole('region', { name: 'Not yet eligible' });
    expect(within(later).getByText('(estimated)', { exact: false })).toBeTruthy();
    expect(within(later).getByRole('button', { name: 'Add March 1, 2027 to my calendar' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'We could not decide' })).getByRole('button', {
        name: 'Get free legal help',
      }),
    ).toBeTruthy();
    // Its one likely eligible case is a 411.072 case: no petition to file, the order to get.
    expect(screen.getByRole('button', { name: 'Next steps: how to get the order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next steps: how to file' })).toBeNull();
    // The expunction case: its steps, its packet, and the next-steps button of the expunction flow.
    const expunction = screen.getByRole('region', { name: 'May be eligible for expunction' });
    expect(within(expunction).getByRole('link', { name: 'Expunction steps for case 400' }).getAttribute('href')).toBe(
      '/steps/expunction/review',
    );
    expect(
      within(expunction).getByRole('button', { name: 'Download the expunction packet for case 400 (PDF)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next steps: how to file for expunction' })).toBeTruthy();
    expect(screen.getByText('Court records are current to November 20, 2026.')).toBeTruthy();
    expect(screen.getByText('We last checked these results against Texas law on November 26, 2026.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /See all details of case/ })).toHaveLength(5);
    // The reminder form follows once its own chunk (with zod) has loaded.
    await import('./ReminderForm');
    expect(await screen.findByRole('heading', { level: 2, name: 'Get a reminder by email' })).toBeTruthy();
  });

  it.each([
    ['en', 'Next steps: how to file'],
    ['es', 'Siguientes pasos: cómo presentar'],
  ] as const)('a case that needs a petition leads to how to file (%s)', (lang, name) => {
    updateSession({
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [
          makeCase({ _id: 'b', casID: '200', final_eligibility: 'nondisclosure', ndo_form: '411.072' }),
          makeCase({ _id: 'f', casID: '600', final_eligibility: 'nondisclosure', ndo_form: '411.0725' }),
        ],
      },
    });
    renderWithProviders(<ResultsPage />, { lang });
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<ResultsPage />, { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sus resultados');
    expect(
      screen.getByRole('region', { name: 'Probablemente reúne los requisitos para la no divulgación' }),
    ).toBeTruthy();
    expect(screen.getByText('Probablemente elegible')).toBeTruthy();
    expect(screen.getByText('Los registros de las cortes están actualizados al 20 de noviembre de 2026.')).toBeTruthy();
    expect(
      screen.getByText('Revisamos estos resultados con la ley de Texas por última vez el 26 de noviembre de 2026.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar el 1 de marzo de 2027 a mi calendario' })).toBeTruthy();
  });

  it('shows the not-found view when no case was found', () => {
    updateSession({
      eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [] },
    });
    updateSession({
      searchValues: {
        firstName: 'Nobody',
        middleName: '',
        lastName: 'Demo',
        suffix: '',
        aliasFirstNames: ['Nob'],
        aliasLastNames: [],
        dob: '1990-01-01',
      },
    });
    renderWithProviders(<ResultsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We did not find any cases');
    expect(screen.getByText('Nobody Demo')).toBeTruthy();
    expect(screen.getByText('Nob')).toBeTruthy();
    expect(screen.getByText('January 1, 1990')).toBeTruthy();
    expect(screen.getByText('January 1, 1990 to November 20, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeTruthy();
    // The names that help: other names, and the forms the search already tries.
    expect(screen.getByRole('heading', { name: 'Names that help us find your cases' })).toBeTruthy();
    expect(screen.getByText(/such as Dan and Daniel, or Paco and Francisco/)).toBeTruthy();
    expect(screen.getByText(/For a last name of two parts/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add another name and search again' })).toBeTruthy();
  });
});

describe('partners that fit on the results page', () => {
  it('asks for the partners that fit the outcomes and the language, and offers to send the cases to one that takes referrals', async () => {
    renderWithProviders(<ResultsPage />, { lang: 'es' });
    const region = await screen.findByRole('region', { name: 'Organizaciones que pueden revisar sus casos' });
    await within(region).findByText('Ayuda Legal de Ejemplo');
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('lang=es');
    expect(decodeURIComponent(url)).toContain(
      'outcomes=ineligible,nondisclosure,not_yet_eligible,expunction,could_not_determine',
    );
    expect(within(region).getByRole('button', { name: 'Enviar mis casos a Ayuda Legal de Ejemplo' })).toBeTruthy();
    // A partner that takes no referrals is listed without the button.
    expect(within(region).getByText('Clínica de Ejemplo')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Clínica de Ejemplo/ })).toBeNull();
    expect(
      within(region).getByRole('link', { name: 'Todas las organizaciones que conocemos' }).getAttribute('href'),
    ).toBe('/partners');
  });

  it('is not offered when every case only has to wait', () => {
    updateSession({
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [
          makeCase({ _id: 'b', casID: '200', final_eligibility: 'not_yet_eligible', eligible_date: '2027-03-01' }),
        ],
      },
    });
    renderWithProviders(<ResultsPage />);
    expect(screen.queryByRole('region', { name: 'Organisations that can look at your cases' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('results that wait for an answer come with the way to give it (docs/law D74)', () => {
  it.each([
    ['en', 'Answer the questions about your past', 'Answer the questions about case 500'],
    ['es', 'Responder las preguntas sobre su pasado', 'Responder las preguntas sobre el caso 500'],
  ] as const)('a button to the additional-info page, and one on the case that asks (%s)', (lang, person, onCase) => {
    updateSession({
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: true,
        preliminaryQuestions: ['hasClassCConviction'],
        cases: [
          makeCase({
            _id: 'e',
            casID: '500',
            final_eligibility: 'could_not_determine',
            ndo_form: null,
            questions: ['paid_all_fines_and_costs'],
          }),
        ],
      },
    });
    renderWithProviders(<ResultsPage />, { lang });
    expect(screen.getByRole('button', { name: person })).toBeTruthy();
    expect(screen.getByRole('button', { name: onCase })).toBeTruthy();
  });

  it('no such button when nothing is asked', () => {
    renderWithProviders(<ResultsPage />);
    expect(screen.queryByRole('button', { name: /Answer the questions/ })).toBeNull();
  });
});

describe('how the results open', () => {
  const only = (cases: ReturnType<typeof makeCase>[]) =>
    updateSession({
      eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
    });

  it('an expunction-only person is not told that none of the cases is eligible', () => {
    only([makeCase({ _id: 'd', final_eligibility: 'expunction', ndo_form: null, expunction_route: 'art. 55A.053' })]);
    renderWithProviders(<ResultsPage />);
    expect(screen.queryByText(/None of your cases are likely eligible/)).toBeNull();
    expect(screen.getByRole('button', { name: /how to file for expunction/ })).toBeTruthy();
  });

  it.each([
    ['en', /^None of your cases are likely eligible to be sealed \(nondisclosure\) or cleared \(expunction\)/],
    ['es', /ninguno de sus casos parece reunir los requisitos para sellarse \(no divulgación\) ni para borrarse/],
  ] as const)('a person with no route is told so, naming both remedies (%s)', (lang, text) => {
    only([makeCase({ _id: 'a', final_eligibility: 'ineligible', ndo_form: null })]);
    renderWithProviders(<ResultsPage />, { lang });
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('a case the person added without a cause number', () => {
  it.each([
    ['en', 'Download the expunction packet for case POSS MARIJ 0-2OZ (no cause number) (PDF)', 'Not given'],
    ['es', 'POSS MARIJ 0-2OZ (sin número de causa)', 'No indicado'],
  ] as const)(
    'is named by its offense where a sentence names a case, never "for case (PDF)" (%s)',
    (lang, label, cause) => {
      updateSession({
        eligibilityInfo: {
          needSPN: false,
          needsPreliminaryQuestions: false,
          preliminaryQuestions: [],
          cases: [
            makeCase({
              _id: 'n',
              casID: '',
              current_offense_name: 'POSS MARIJ 0-2OZ',
              final_eligibility: 'expunction',
              ndo_form: null,
              expunction_route: 'art. 55A.053',
              origin: 'entered',
            }),
          ],
        },
      });
      renderWithProviders(<ResultsPage />, { lang });
      const packet = document.querySelector('[data-track="expunction_packet"]');
      expect(packet?.textContent).toContain(label);
      expect(document.body.textContent).not.toMatch(/(case|caso) \(PDF\)/);
      expect(screen.getAllByText(new RegExp(`^${cause}`)).length).toBeGreaterThan(0);
    },
  );
});

describe('what filing will cost, per case (issue #41)', () => {
  const withCases = (cases: ReturnType<typeof makeCase>[]) =>
    updateSession({
      eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
    });

  it('names each route its own fee, the agency charge and what the waiver covers, from the county profile', () => {
    withCases([
      makeCase({ _id: 'p', casID: '700', final_eligibility: 'nondisclosure', ndo_form: '411.0725' }),
      makeCase({ _id: 'r', casID: '800', final_eligibility: 'nondisclosure', ndo_form: '411.072' }),
      makeCase({
        _id: 'x',
        casID: '900',
        final_eligibility: 'expunction',
        ndo_form: null,
        expunction_route: '55A.052(a)(3)',
      }),
      makeCase({ _id: 'i', casID: '950', final_eligibility: 'ineligible', ndo_form: null }),
    ]);
    renderWithProviders(<ResultsPage />);
    const cost = (id: string) => document.getElementById(`cost-${id}`)?.closest('section')?.textContent ?? '';
    expect(screen.getAllByRole('region', { name: 'What filing will cost' })).toHaveLength(3);
    const petition = cost('p');
    expect(petition).toContain('several hundred dollars (about $350 if the clerk charges it as a new civil case)');
    expect(petition).toContain('This amount is not confirmed.');
    expect(petition).toContain('Statement of Inability to Afford Payment of Court Costs');
    expect(petition).not.toContain('$28');
    const request = cost('r');
    expect(request).toContain('No petition, so no petition fee');
    expect(request).toContain('$28');
    expect(request).not.toContain('$350');
    const expunction = cost('x');
    expect(expunction).toContain('about $350');
    expect(expunction).toContain('$25 when notice of the petition goes out');
    expect(expunction).toContain('up to $50');
    expect(expunction).toContain('does not cover costs outside the court');
    expect(document.getElementById('cost-i')).toBeNull();
  });

  it('speaks Spanish, with the English title of the form beside it', () => {
    withCases([makeCase({ _id: 'p', casID: '700', final_eligibility: 'nondisclosure', ndo_form: '411.0725' })]);
    renderWithProviders(<ResultsPage />, { lang: 'es' });
    const region = screen.getByRole('region', { name: 'Lo que costará presentar su caso' });
    expect(region.textContent).toContain('Cuota de presentación (filing fee)');
    expect(region.textContent).toContain(
      'Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs)',
    );
  });

  it('an expunction after a veterans court costs nothing to file', () => {
    withCases([
      makeCase({
        _id: 'v',
        casID: '990',
        final_eligibility: 'expunction',
        ndo_form: null,
        expunction_route: '55A.053(a)(2)(A)',
        reasons: [{ code: 'FEE_WAIVED_SPECIALTY_COURT', citation: 'x' }],
      }),
    ]);
    renderWithProviders(<ResultsPage />);
    const region = screen.getByRole('region', { name: 'What filing will cost' });
    expect(region.textContent).toContain('No filing fee');
    expect(region.textContent).not.toContain('$350');
  });
});

describe('the six-month re-check (issue #41)', () => {
  const barred = makeCase({
    _id: 'a',
    casID: '100',
    final_eligibility: 'ineligible',
    ndo_form: null,
    reasons: [
      { code: 'BAR_411074_FAMILY_VIOLENCE', citation: 'x', params: { where: 'this_case' } },
      { code: 'DEFERRED_BLOCKS_EXPUNCTION', citation: 'y' },
    ],
  });

  it('is not offered for a bar that never lifts', async () => {
    updateSession({
      eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [barred] },
    });
    renderWithProviders(<ResultsPage />);
    expect(screen.queryByText('Laws and records change. Check again in six months.')).toBeNull();
    // The reminder form itself has nothing to offer: no heading, no six-month choice.
    const { ReminderForm } = await import('./ReminderForm');
    const { container } = renderWithProviders(<ReminderForm cases={[barred]} />);
    expect(container.textContent).toBe('');
  });

  it('is offered beside a case that waits', async () => {
    updateSession({
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [barred, makeCase({ _id: 'w', casID: '300', final_eligibility: 'could_not_determine', ndo_form: null })],
      },
    });
    renderWithProviders(<ResultsPage />);
    expect(screen.getByText('Laws and records change. Check again in six months.')).toBeTruthy();
    await import('./ReminderForm');
    expect(await screen.findByText(/In six months, to check your record again/)).toBeTruthy();
  });
});
