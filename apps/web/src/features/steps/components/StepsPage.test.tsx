import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { eligibleCaseFixture } from '../../../test/contentFixtures';
import { clearSession, updateSession } from '../../../lib/session';
import { StepsPage } from './StepsPage';
import { StepsPrecheckPage } from './StepsPrecheckPage';
import { STEPS } from './stepsConfig';

/** The court notes the hearing step asks for (`GET /api/application/court-notes`): none unless a test sets some. */
let courtNotes: unknown[] = [];
const fetched: string[] = [];
beforeEach(() => {
  courtNotes = [];
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.resolve(
        new Response(JSON.stringify({ notes: courtNotes }), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const withEligibleCase = () =>
  updateSession({
    token: 't',
    confirmed: true,
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [eligibleCaseFixture()],
    },
  });

describe('steps pages', () => {
  it.each(STEPS.flatMap((s) => (['en', 'es'] as const).map((lang) => [s, lang] as const)))(
    '/steps/%s renders in %s',
    (step, lang) => {
      renderWithProviders(<StepsPage />, { lang, path: `/steps/${step}` });
      const h1 = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(h1).toMatch(lang === 'es' ? /^Paso \d: / : /^Step \d: /);
      // six steps in the progress bar, steps up to the current one filled, the current one marked
      const items = document.querySelectorAll('.step-indicator__step');
      expect(items.length).toBe(6);
      const index = STEPS.indexOf(step);
      expect(document.querySelectorAll('.step-indicator__step--done').length).toBe(index + 1);
      expect(document.querySelector('[aria-current="step"]')?.getAttribute('href')).toBe(`/steps/${step}`);
      // no raw placeholders or tags
      expect(document.body.textContent).not.toMatch(/\{\{|<\/?[a-z0-9]+>/);
    },
  );

  it('has Back and Next, and Finish on the order step goes to the survey', () => {
    renderWithProviders(<StepsPage />, { path: '/steps/payment' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/steps/petition');
    expect(screen.getByRole('link', { name: 'Next: File' }).getAttribute('href')).toBe('/steps/file');
    clearSession();
  });

  it('Finish on the order step goes to /?modal=survey', () => {
    renderWithProviders(<StepsPage />, { lang: 'es', path: '/steps/order' });
    expect(screen.getByRole('link', { name: 'Terminar' }).getAttribute('href')).toBe('/?modal=survey');
  });

  it('petition step without cases tells the person to run the checker and still lists every form', () => {
    renderWithProviders(<StepsPage />, { path: '/steps/petition' });
    expect(screen.getByRole('link', { name: 'eligibility checker' }).getAttribute('href')).toBe('/check/pre-check');
    const forms = screen.getAllByRole('link', { name: /Get the model form and instructions for section/ });
    expect(forms.length).toBe(11);
    expect(forms.every((a) => /^https:\/\/[a-z0-9.]*texaslawhelp\.org\//.test(a.getAttribute('href') ?? ''))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Email this page' })).toBeNull();
  });

  it('petition step with an eligible case shows its recommended form and the email button', () => {
    withEligibleCase();
    renderWithProviders(<StepsPage />, { path: '/steps/petition' });
    expect(screen.getByText('Cause number 123456701010: section 411.0725')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email this page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What is a guided form?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download this petition, filled in (PDF)' })).toBeTruthy();
  });

  it('a 411.072 case (no petition) gets the request letter, and no fee, filing or hearing it does not need', () => {
    updateSession({
      token: 't',
      confirmed: true,
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [eligibleCaseFixture({ ndo_form: '411.072' })],
      },
    });
    const review = renderWithProviders(<StepsPage />, { path: '/steps/review' });
    expect(screen.getByText(/^No petition is needed\. You can ask the court for the order from/)).toBeTruthy();
    expect(screen.queryByText(/^You can file from/)).toBeNull();
    review.unmount();
    const petition = renderWithProviders(<StepsPage />, { path: '/steps/petition' });
    expect(screen.getByRole('button', { name: 'Download the request letter, filled in (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download this petition, filled in (PDF)' })).toBeNull();
    expect(screen.getByText(/^Your case needs no petition \(section 411\.072\)/)).toBeTruthy();
    petition.unmount();
    const hearing = renderWithProviders(<StepsPage />, { path: '/steps/hearing' });
    expect(screen.getByText(/so there is no hearing: the judge issues the order without one/)).toBeTruthy();
    hearing.unmount();
    renderWithProviders(<StepsPage />, { lang: 'es', path: '/steps/payment' });
    expect(screen.getByText(/No hay cuota de presentación/)).toBeTruthy();
  });

  /**
   * One story per route: every step of a route is read for phrases that belong to another route (a petition, a
   * filing fee, a hearing or e-filing for a 411.072 case; a request letter for a petition case).
   */
  const ROUTE_PHRASES = {
    en: {
      petitionRoute: [/request letter/i, /411\.072(?!\d)/, /no hearing/i],
      letterRoute: [
        /separate petition/i,
        /Filing a petition costs/i,
        /Fill in the petition/i,
        /File your petition/i,
        /Go to your hearing/i,
        /court coordinator/i,
        /eFileTexas/,
        /\$350/,
        /Download this petition/i,
        /with your petition/i,
      ],
    },
    es: {
      petitionRoute: [/carta de solicitud/i, /411\.072(?!\d)/, /no hay audiencia/i],
      letterRoute: [
        /petición aparte/i,
        /Presentar una petición cuesta/i,
        /Llene la petición/i,
        /Presente su petición/i,
        /Vaya a su audiencia/i,
        /coordinador de la corte/i,
        /eFileTexas/,
        /\$350/,
        /Descargar esta petición/i,
        /con su petición/i,
        /presentó la petición/i,
      ],
    },
  } as const;

  it.each(['en', 'es'] as const)('each route tells its own story on every step (%s)', (lang) => {
    const routes = [
      ['petitionRoute', [eligibleCaseFixture({ ndo_form: '411.0725' })]],
      ['letterRoute', [eligibleCaseFixture({ ndo_form: '411.072' })]],
    ] as const;
    for (const [route, cases] of routes) {
      updateSession({
        token: 't',
        confirmed: true,
        eligibilityInfo: {
          needSPN: false,
          needsPreliminaryQuestions: false,
          preliminaryQuestions: [],
          cases: [...cases],
        },
      });
      for (const step of STEPS) {
        const view = renderWithProviders(<StepsPage />, { lang, path: `/steps/${step}` });
        // The list of every section's form, folded under "All the forms", is a reference for everyone.
        const page = document.querySelector('article')?.cloneNode(true) as HTMLElement;
        page.querySelector('.steps__all-forms')?.remove();
        const text = page.textContent ?? '';
        for (const phrase of ROUTE_PHRASES[lang][route]) {
          // The sentence around a phrase found, so a failure says where it is.
          const found = new RegExp(`.{0,60}${phrase.source}.{0,30}`, phrase.flags).exec(text)?.[0];
          expect(found, `${route} ${step}: ${phrase}`).toBeUndefined();
        }
        view.unmount();
      }
    }
  });

  it('a person with a petition case and a 411.072 case is told which steps the 411.072 case skips', () => {
    updateSession({
      token: 't',
      confirmed: true,
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [eligibleCaseFixture({ ndo_form: '411.0725' }), eligibleCaseFixture({ _id: 'b', ndo_form: '411.072' })],
      },
    });
    const review = renderWithProviders(<StepsPage />, { path: '/steps/review' });
    expect(screen.getByText(/except a case under section 411\.072/)).toBeTruthy();
    review.unmount();
    const petition = renderWithProviders(<StepsPage />, { path: '/steps/petition' });
    expect(
      screen.getByRole('button', { name: 'Download all my petitions and request letters, filled in (PDF)' }),
    ).toBeTruthy();
    petition.unmount();
    for (const step of ['payment', 'file', 'hearing'] as const) {
      const view = renderWithProviders(<StepsPage />, { path: `/steps/${step}` });
      expect(screen.getByText(/This step is for your other cases\./)).toBeTruthy();
      view.unmount();
    }
  });

  it('a case that needs a petition gets no such note', () => {
    withEligibleCase();
    renderWithProviders(<StepsPage />, { path: '/steps/hearing' });
    expect(screen.queryByText(/so there is no hearing/)).toBeNull();
  });

  it('the hearing step shows what staff noted about the person’s own court, in their language', async () => {
    withEligibleCase();
    courtNotes = [
      {
        court: 'district:178',
        setting: 'Fija audiencias unas seis semanas después.',
        objections: '',
        wait: 'Unos dos meses.',
        checkedOn: '2026-11-20',
      },
    ];
    renderWithProviders(<StepsPage />, { lang: 'es', path: '/steps/hearing' });
    const notes = await screen.findByTestId('court-notes');
    // The notes are asked for once, in the page's language (the step's opening is counted apart).
    expect(fetched.filter((u) => u.includes('court-notes'))).toEqual(['/api/application/court-notes?lang=es']);
    expect(notes.querySelector('h2')?.textContent).toBe('Lo que sabemos de su corte');
    expect(notes.querySelector('h3')?.textContent).toBe('Corte Penal de Distrito 178 (178th District Court)');
    expect([...notes.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'Cómo fija las audiencias',
      'La espera habitual',
    ]);
    expect(notes.textContent).toContain('Confirmado con la corte el 20 de noviembre de 2026.');
  });

  it('without a session the hearing step asks for no court notes and shows none', () => {
    renderWithProviders(<StepsPage />, { path: '/steps/hearing' });
    expect(fetched).toEqual([]);
    expect(screen.queryByTestId('court-notes')).toBeNull();
  });

  it('review step lists the eligible cases with the date they can file from', () => {
    withEligibleCase();
    renderWithProviders(<StepsPage />, { lang: 'es', path: '/steps/review' });
    expect(screen.getByText(/Número de causa 123456701010/)).toBeTruthy();
    expect(screen.getByText('Puede presentar la petición a partir del 1 de abril de 2016.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/check/results');
  });

  it.each([
    ['en', 'Check my record first', 'Continue to the steps'],
    ['es', 'Revisar mis antecedentes primero', 'Continuar a los pasos'],
  ] as const)('the steps pre-check offers the checker or the steps (%s)', (lang, checker, steps) => {
    renderWithProviders(<StepsPrecheckPage />, { lang, path: '/steps/precheck' });
    expect(screen.getByRole('link', { name: checker }).getAttribute('href')).toBe('/check/pre-check');
    expect(screen.getByRole('link', { name: steps }).getAttribute('href')).toBe('/steps/review');
  });
});
