import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../lib/router';
import { resources, type Language } from '@cyr/i18n';
import { createI18n } from '../lib/i18n';

/** Renders a component through the app's providers (router + i18n), in the given language (conventions §10). */
export function renderWithProviders(
  ui: ReactElement,
  { lang = 'en', path = '/' }: { lang?: Language; path?: string } = {},
): RenderResult {
  const i18n = createI18n(lang, resources);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
