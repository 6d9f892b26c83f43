import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { clearSession, updateSession } from '../../../lib/session';
import { HomePage } from './HomePage';
import { eligibleCaseFixture } from '../../../test/contentFixtures';

afterEach(() => clearSession());

describe('HomePage', () => {
  it.each([
    ['en', 'Clear Your Record, Harris County', 'Check my record', 'Common questions'],
    ['es', 'Limpie sus antecedentes, condado de Harris', 'Revisar mis antecedentes', 'Preguntas comunes'],
  ] as const)('shows the banner, the call to action, hooks, FAQ and cards in %s', (lang, name, cta, faq) => {
    renderWithProviders(<HomePage />, { lang });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    expect(document.documentElement.lang).toBe(lang);
    expect(screen.getByRole('link', { name: cta }).getAttribute('href')).toBe('/check/pre-check');
    expect(screen.getByRole('heading', { name: faq })).toBeTruthy();
    // three hooks and two deep-dive cards
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(5 + 6);
    expect(document.body.textContent).not.toMatch(/\{\{|<\/?[a-z]+>/);
  });

  it('links "view the steps" to the steps pre-check without eligible cases', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'View the steps to file' }).getAttribute('href')).toBe('/steps/precheck');
  });

  it('links "view the steps" to the review step when the session has eligible cases', () => {
    updateSession({
      confirmed: true,
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [eligibleCaseFixture()],
      },
    });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'View the steps to file' }).getAttribute('href')).toBe('/steps/review');
  });
});
