import { useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resources, type Language } from '@cyr/i18n';
import { createI18n } from '../lib/i18n';

/** A router over an in-memory history starting at `path` (a path with its query). */
export function TestRouter({ path, children }: { path: string; children?: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

/** Renders a component through the app's providers (router + i18n), in the given language (conventions §10). */
export function renderWithProviders(
  ui: ReactElement,
  { lang = 'en', path = '/' }: { lang?: Language; path?: string } = {},
): RenderResult {
  const i18n = createI18n(lang, resources);
  return render(
    <I18nextProvider i18n={i18n}>
      <TestRouter path={path}>{ui}</TestRouter>
    </I18nextProvider>,
  );
}
