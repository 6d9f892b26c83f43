import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it.each([
    ['en', 'Clear Your Record, Harris County'],
    ['es', 'Limpie sus antecedentes, condado de Harris'],
  ] as const)('shows the site name as the heading in %s', (lang, name) => {
    renderWithProviders(<HomePage />, { lang });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    expect(document.documentElement.lang).toBe(lang);
  });
});
