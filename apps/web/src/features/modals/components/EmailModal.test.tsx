import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { makeCase } from '../../../test/fixtures';
import { clearSession, updateSession } from '../../../lib/session';
import EmailModal from './EmailModal';

afterEach(() => clearSession());

const withCases = (cases: ReturnType<typeof makeCase>[], notMine = false) =>
  updateSession({
    token: 'tok',
    tokenExpirationTime: Date.now() / 1000 + 3600,
    eligibilityInfo: {
      needSPN: false,
      needsPreliminaryQuestions: false,
      preliminaryQuestions: [],
      cases,
      ...(notMine ? { notMine: [{ _id: 'n', casID: '1', current_offense_name: 'X', fda: '2020-01-01' }] } : {}),
    },
  });

/** Before sending, the person learns that the emailed copy leaves out what they entered (ADR 0073). */
describe('the email modal and the cases the person entered', () => {
  it.each([
    [
      'en',
      'The link shows only the court records: it leaves out the cases you entered, corrected or said were not yours',
    ],
    ['es', 'El enlace muestra solo los registros de la corte: no incluye los casos que usted ingresó, corrigió o dijo'],
  ] as const)('says the copy leaves them out (%s)', (lang, text) => {
    withCases([makeCase({ _id: 'a' }), makeCase({ _id: 'b', origin: 'entered' })]);
    renderWithProviders(<EmailModal kind="results" onClose={() => undefined} />, { lang });
    expect(screen.getByText(new RegExp(`^${text}`))).toBeTruthy();
  });

  it('says it for a case set aside as "not mine" too, and nothing when the person changed nothing', () => {
    withCases([makeCase({ _id: 'a' })], true);
    const view = renderWithProviders(<EmailModal kind="petitions" onClose={() => undefined} />);
    expect(screen.getByText(/^The link shows only the court records/)).toBeTruthy();
    view.unmount();
    withCases([makeCase({ _id: 'a' })]);
    renderWithProviders(<EmailModal kind="results" onClose={() => undefined} />);
    expect(screen.queryByText(/^The link shows only the court records/)).toBeNull();
  });
});
