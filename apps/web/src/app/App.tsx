import { I18nextProvider } from 'react-i18next';
import './app.css';
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, useRoutes } from '../lib/router';
import { allMessagesReady, createI18n, CRITICAL_NAMESPACES, initialLanguage, loadLanguage } from '../lib/i18n';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app: the landing page's messages in the visitor's language are loaded first (one small chunk per
 * namespace), then the routes render while the other messages load in the background. Declarative routing keeps the landing page's JavaScript small (no data router).
 */
export function App() {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    const lng = initialLanguage();
    void loadLanguage(lng, CRITICAL_NAMESPACES).then((bundles) => {
      const instance = createI18n(lng, { [lng]: bundles });
      setI18n(instance);
      // The other messages follow right away, in the background.
      void allMessagesReady(instance, lng);
    });
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
