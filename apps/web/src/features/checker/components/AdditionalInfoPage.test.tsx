import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { clearSession, updateSession } from '../../../lib/session';
import { EMPTY_PRELIMINARY_QUESTIONS_FORM } from '@cyr/schemas/application';
import AdditionalInfoPage from './AdditionalInfoPage';

beforeEach(() =>
  updateSession({
    token: 'tok',
    tokenExpirationTime: Date.now() / 1000 + 3600,
    confirmed: true,
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: true,
      preliminaryQuestions: ['sexOffender', 'disqualifyingOffenses', 'isVeteran', 'hasBeenVictim'],
      cases: [],
    },
  }),
);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('AdditionalInfoPage', () => {
  it.each([
    [
      'en',
      /register as a sex offender/,
      'No',
      'Murder',
      'None of the above',
      'You cannot select "None of the above" and an offense(s) at the same time. Please review and edit your selection.',
      'Continue',
      'See my results',
    ],
    [
      'es',
      /delincuente sexual \(sex offender registration\)/,
      'No',
      'Asesinato',
      'Ninguno de los anteriores',
      'No puede marcar «Ninguno de los anteriores» y uno o más delitos al mismo tiempo. Revise y corrija su selección.',
      'Continuar',
      'Ver mis resultados',
    ],
  ] as const)(
    'blocks "None of the above" with an offense (%s)',
    async (lang, q, no, murder, none, conflict, cont, results) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderWithProviders(<AdditionalInfoPage />, { lang });
      expect(screen.queryByLabelText(murder)).toBeNull();
      await user.click(within(group(q)).getByLabelText(no));
      await user.click(screen.getByLabelText(murder));
      await user.click(screen.getByLabelText(none));
      expect(screen.getAllByText(conflict).length).toBeGreaterThanOrEqual(1);
      const submit = screen.queryByRole('button', { name: cont }) ?? screen.getByRole('button', { name: results });
      await user.click(submit);
      expect(fetchMock).not.toHaveBeenCalled();
      const summary = document.querySelector('.error-summary') as HTMLElement;
      expect(within(summary).getByRole('link').textContent).toBe(conflict);
    },
  );

  it('requires an offense or "None of the above", with the §5 words', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderWithProviders(<AdditionalInfoPage />);
    await user.click(within(group(/register as a sex offender/)).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(document.querySelector('.error-summary') as HTMLElement).getByRole('link').textContent).toBe(
      'You must check at least one offense or "None of the above" to continue',
    );
  });

  it('stops on a sex-offender yes, and reveals the veteran and trafficking follow-ups after "None of the above"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdditionalInfoPage />);
    await user.click(within(group(/register as a sex offender/)).getByLabelText('Yes'));
    expect(screen.queryByLabelText('Murder')).toBeNull();
    expect(screen.getByRole('button', { name: 'See my results' })).toBeTruthy();
    await user.click(within(group(/register as a sex offender/)).getByLabelText('No'));
    await user.click(screen.getByLabelText('None of the above'));
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(within(group(/veteran of the U.S. armed forces/)).getByLabelText('Yes'));
    expect(group(/veterans reemployment program/)).toBeTruthy();
    await user.click(within(group(/victim of human trafficking\?/)).getByLabelText('Yes'));
    expect(group(/Harris County cases committed because/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Did you help with the investigation/ })).toBeNull();
  });

  it('sends only the questions that were shown', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            token: 'tok',
            tokenExpirationTime: 9999999999,
            eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [] },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<AdditionalInfoPage />);
    await user.click(within(group(/register as a sex offender/)).getByLabelText('No'));
    await user.click(screen.getByLabelText('None of the above'));
    await user.click(within(group(/veteran of the U.S. armed forces/)).getByLabelText('No'));
    await user.click(within(group(/victim of human trafficking\?/)).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      sexOffender: false,
      disqualifyingOffenses: [],
      noneOfTheAbove: true,
      isVeteran: false,
      hasBeenVictim: false,
    });
  });
});

describe('AdditionalInfoPage: the Class C question (decision 0006)', () => {
  const withClassC = () =>
    updateSession({
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: true,
        preliminaryQuestions: ['sexOffender', 'disqualifyingOffenses', 'hasClassCConviction', 'isVeteran'],
        cases: [],
      },
    });

  it('is hidden when the server does not ask it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdditionalInfoPage />);
    await user.click(within(group(/register as a sex offender/)).getByLabelText('No'));
    await user.click(screen.getByLabelText('None of the above'));
    expect(screen.queryByRole('group', { name: /Class C misdemeanor/ })).toBeNull();
  });

  it.each([
    [
      'en',
      /register as a sex offender/,
      'None of the above',
      /Class C misdemeanor other than a traffic ticket/,
      /justice of the peace courts/,
      /veteran of the U.S. armed forces/,
      'Yes',
      'No',
      'Continue',
    ],
    [
      'es',
      /delincuente sexual \(sex offender registration\)/,
      'Ninguno de los anteriores',
      /delito menor de clase C que no fuera una multa de tránsito/,
      /Cortes de Juez de Paz/,
      /veterano o veterana/,
      'Sí',
      'No',
      'Continuar',
    ],
  ] as const)(
    'shows after "None of the above" with its hint, is required, and is sent (%s)',
    async (lang, sex, none, classC, hint, veteran, yesLabel, noLabel, cont) => {
      withClassC();
      const fetchMock = vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              token: 'tok',
              tokenExpirationTime: 9999999999,
              eligibilityInfo: {
                needSPN: false,
                needsPreliminaryQuestions: false,
                preliminaryQuestions: [],
                cases: [],
              },
            }),
          ),
      );
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderWithProviders(<AdditionalInfoPage />, { lang });
      expect(screen.queryByRole('group', { name: classC })).toBeNull();
      await user.click(within(group(sex)).getByLabelText(noLabel));
      await user.click(screen.getByLabelText(none));
      const question = group(classC);
      expect(within(question).getByText(hint)).toBeTruthy();
      await user.click(within(group(veteran)).getByLabelText(noLabel));
      // Required when shown: no submit until it is answered.
      expect(screen.queryByRole('button', { name: cont })).toBeNull();
      await user.click(within(question).getByLabelText(yesLabel));
      await user.click(screen.getByRole('button', { name: cont }));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toEqual({
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        hasClassCConviction: true,
        isVeteran: false,
      });
    },
  );
});

describe('AdditionalInfoPage: family violence and protective orders (docs/law D26–D27)', () => {
  it.each([
    [
      'en',
      /register as a sex offender/,
      'No',
      /An offense involving family violence/,
      /roommates too/,
      /Violating a protective order/,
    ],
    [
      'es',
      /delincuente sexual \(sex offender registration\)/,
      'No',
      /Un delito de violencia familiar/,
      /aunque solo compartan la vivienda/,
      /Violar una orden de protección/,
    ],
  ] as const)(
    'explains family violence under its choice and offers the protective-order choice (%s)',
    async (lang, sex, no, fv, fvHint, po) => {
      const user = userEvent.setup();
      renderWithProviders(<AdditionalInfoPage />, { lang });
      await user.click(within(group(sex)).getByLabelText(no));
      const family = screen.getByLabelText(fv);
      const hintId = family.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(hintId)?.textContent).toMatch(fvHint);
      expect((screen.getByLabelText(po) as HTMLInputElement).value).toBe('protective_order_violation');
    },
  );
});

describe('AdditionalInfoPage: opened again by a case answer (docs/law D74)', () => {
  it.each([
    ['en', /Class C misdemeanor/, /veteran of the U.S. armed forces/, /need a few more answers about your past/, 'No'],
    ['es', /delito menor de clase C/, /veterano o veterana/, /unas respuestas más sobre su pasado/, 'No'],
  ] as const)(
    'shows only the questions still missing and sends the earlier answers with them (%s)',
    async (lang, classC, veteran, intro, no) => {
      const fetchMock = vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              token: 'tok',
              tokenExpirationTime: 9999999999,
              eligibilityInfo: {
                needSPN: false,
                needsPreliminaryQuestions: false,
                preliminaryQuestions: [],
                cases: [],
              },
            }),
          ),
      );
      vi.stubGlobal('fetch', fetchMock);
      updateSession({
        additionalInfo: {
          ...EMPTY_PRELIMINARY_QUESTIONS_FORM,
          sexOffender: false,
          noneOfTheAbove: true,
          hasBeenVictim: false,
        },
        eligibilityInfo: {
          needSPN: false,
          needsPreliminaryQuestions: true,
          preliminaryQuestions: ['hasClassCConviction', 'isVeteran'],
          cases: [],
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<AdditionalInfoPage />, { lang });
      expect(screen.getByText(intro)).toBeTruthy();
      // The answers given before are not asked again.
      expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent ?? '')).toHaveLength(2);
      await user.click(within(group(classC)).getByLabelText(no));
      await user.click(within(group(veteran)).getByLabelText(no));
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Continue' : 'Continuar' }));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toEqual({
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        hasClassCConviction: false,
        isVeteran: false,
      });
    },
  );
});
