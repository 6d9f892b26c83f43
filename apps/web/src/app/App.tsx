import { I18nextProvider } from 'react-i18next';
import './app.css';
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { createI18n, initialLanguage, loadLanguage } from '../lib/i18n';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app: messages of the visitor's language are loaded first (one small chunk per namespace), then the
 * routes render. Declarative routing keeps the landing page's JavaScript small (no data router).
 */
export function App() {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    const lng = initialLanguage();
    void loadLanguage(lng).then((bundles) => setI18n(createI18n(lng, { [lng]: bundles })));
  }, []);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
