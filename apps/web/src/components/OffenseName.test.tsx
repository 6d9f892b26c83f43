import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { makeCase } from '../test/fixtures';
import { eligibleCaseFixture, serveEmailPage } from '../test/contentFixtures';
import { clearSession } from '../lib/session';
import { EmailResultsPage } from '../features/email-pages';
import { CaseCard } from './CaseCard';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the offense in plain words, with the clerk’s literal beside it (ADR 0074)', () => {
  it.each([
    ['en', 'Possession of marijuana, under 2 ounces', 'As the court record says it: POSS MARIJ <2OZ'],
    ['es', 'Posesión de marihuana, menos de 2 onzas', 'Como aparece en el expediente de la corte: POSS MARIJ <2OZ'],
  ] as const)('a results card names the offense in words and keeps the literal (%s)', async (lang, words, literal) => {
    renderWithProviders(<CaseCard c={makeCase({ current_offense_name: 'POSS MARIJ <2OZ' })} />, { lang });
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe(words);
    expect(screen.getByText(literal)).toBeTruthy();
  });

  it('a literal the table does not know is shown as the clerk wrote it, with nothing guessed', async () => {
    renderWithProviders(<CaseCard c={makeCase({ current_offense_name: 'SHOOTING INVESTIGATION' })} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('SHOOTING INVESTIGATION');
    expect(screen.queryByText(/As the court record says it/)).toBeNull();
  });

  it.each([
    ['en', 'Cause number 201234501010: Possession of marijuana, under 2 ounces (court record: POSS MARIJ <2OZ)'],
    [
      'es',
      'Número de causa 201234501010: Posesión de marihuana, menos de 2 onzas (expediente de la corte: POSS MARIJ <2OZ)',
    ],
  ] as const)('the emailed results page shows both (%s)', async (lang, line) => {
    serveEmailPage([eligibleCaseFixture({ _id: 'a', casID: '201234501010', current_offense_name: 'POSS MARIJ <2OZ' })]);
    renderWithProviders(<EmailResultsPage />, {
      lang,
      path: '/email-pages/results/abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(await screen.findByText(line)).toBeTruthy();
  });
});
