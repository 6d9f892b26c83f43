import { I18nextProvider } from 'react-i18next';
import './app.css';
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@cyr/i18n';
import { BrowserRouter, useRoutes } from '../lib/router';
import { createI18n, CRITICAL_NAMESPACES, initialLanguage, loadLanguage } from '../lib/i18n';
import { preloadRoute, routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * What the first page needs, requested together as soon as the app's code runs: the messages of the landing
 * page in the visitor's language (one small chunk per namespace) and the page's own code (and data). Pages
 * other than the landing page wait for every message of the language, so those start too; on the landing page
 * they load once it has rendered (routes.tsx), so they do not compete with it on a slow connection.
 */
export function startLoading(pathname: string = window.location.pathname): {
  lng: Language;
  messages: ReturnType<typeof loadLanguage>;
} {
  const lng = initialLanguage();
  const messages = loadLanguage(lng, CRITICAL_NAMESPACES);
  void preloadRoute(pathname);
  if (pathname !== '/') void loadLanguage(lng);
  return { lng, messages };
}

/** The app: renders once the landing messages are in; declarative routing (lib/router) keeps its code small. */
export function App({ loading }: { loading: ReturnType<typeof startLoading> }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    const { lng, messages } = loading;
    void messages.then((bundles) => {
      const instance = createI18n(lng, { [lng]: bundles });
      setI18n(instance);
    });
  }, [loading]);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
