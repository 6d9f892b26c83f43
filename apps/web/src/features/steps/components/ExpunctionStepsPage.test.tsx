import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { makeCase } from '../../../test/fixtures';
import { clearSession, updateSession } from '../../../lib/session';
import { ExpunctionStepsPage, expunctionCases } from './ExpunctionStepsPage';
import { stepFromPath } from './stepsConfig';

beforeEach(() =>
  updateSession({
    token: 'tok',
    tokenExpirationTime: Date.now() / 1000 + 3600,
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases: [
        makeCase({
          _id: 'x',
          casID: '400',
          final_eligibility: 'expunction',
          ndo_form: null,
          expunction_route: '55A.054',
        }),
        makeCase({
          _id: 'y',
          casID: '500',
          final_eligibility: 'could_not_determine',
          ndo_form: null,
          expunction_route: null,
        }),
      ],
    },
  }),
);
afterEach(() => clearSession());

describe('ExpunctionStepsPage', () => {
  it('sends the new civil case to the civil courthouse, not the criminal one', () => {
    renderWithProviders(<ExpunctionStepsPage />, { path: '/steps/expunction/file' });
    expect(screen.getByText(/in person at Harris County Civil Courthouse, 201 Caroline St/)).toBeTruthy();
    expect(screen.queryByText(/1201 Franklin/)).toBeNull();
  });

  it('shows the petition step with a download per expunction case, in both languages of instructions', () => {
    renderWithProviders(<ExpunctionStepsPage />, { path: '/steps/expunction/petition' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Step 2: Prepare the petition');
    expect(screen.getByRole('link', { name: /Petition/, current: 'step' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instructions in English (400)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instructions in Spanish (400)' })).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Next step: Payment' }).getAttribute('href')).toBe(
      '/steps/expunction/payment',
    );
  });

  it('speaks Spanish and prints the county facts in their safe wording', () => {
    renderWithProviders(<ExpunctionStepsPage />, { path: '/steps/expunction/payment', lang: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paso 3: Pague o pida que no le cobren');
    // The step's lead, and the cost of the person's one expunction case (issue #41).
    expect(screen.getAllByText(/unos \$350; la Secretaría de Distrito fija la cantidad exacta/)).toHaveLength(2);
    const costs = screen.getByRole('region', { name: 'Lo que costará presentar cada uno de sus casos' });
    expect(within(costs).getByRole('region', { name: 'Caso 400' }).textContent).toContain(
      'la Secretaría cobra $25 cuando envía el aviso de la petición',
    );
    expect(screen.getByText(/dentro de los 30 días después de una absolución/)).toBeTruthy();
    expect(
      screen.getByText(
        /cobra \$25 cuando sale la notificación de la petición y \$25 otra vez con la orden \(hasta \$50/,
      ),
    ).toBeTruthy();
    renderWithProviders(<ExpunctionStepsPage />, { path: '/steps/expunction/hearing', lang: 'es' });
    expect(screen.getByText(/no antes de 30 días/)).toBeTruthy();
  });

  it('reads the step from the path and keeps only cases with an expunction route', () => {
    expect(stepFromPath('/steps/expunction/order')).toBe('order');
    expect(stepFromPath('/steps/expunction/nope')).toBe('review');
    expect(expunctionCases([makeCase({ final_eligibility: 'expunction', expunction_route: null })])).toEqual([]);
  });
});
