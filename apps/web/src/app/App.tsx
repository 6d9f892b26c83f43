import { I18nextProvider, useTranslation } from 'react-i18next';
import './styles/index.css';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@cyr/i18n';
import { AppRouter } from '../lib/routing';
import { createI18n, CRITICAL_NAMESPACES, initialLanguage, messagesReady } from '../lib/i18n';
import { Layout, preloadLayout } from './Layout';
import { preloadRoute, routeMessages, RouteTable, STAFF_PATH, StaffApp } from './routes';
import { Route, Switch } from 'wouter';
import { Loading } from '../components/Loading';
import { PageErrorBoundary } from './PageErrorBoundary';
import { retryFailedPages } from './contentPages';

/**
 * What the first page needs, requested together as soon as the app's code runs: its messages in the visitor's
 * language (one small chunk per namespace: the few it names, or all of them), its code (and data), the footer
 * and the font. A page that names its namespaces gets the other messages once it has rendered (routes.tsx),
 * so they do not compete with it on a slow connection. A page prerendered at build time is already on
 * screen: it hydrates in the language it was rendered in (`lng`) without waiting for the font (`fonts`).
 */
export function startLoading(
  pathname: string = window.location.pathname,
  { lng = initialLanguage(), fonts = true }: { lng?: Language; fonts?: boolean } = {},
): { i18n: I18n; messages: Promise<void>; page: Promise<unknown> } {
  const extra = routeMessages(pathname);
  // The landing page and the email results page name the few namespaces they need; other pages wait for all.
  const i18n = createI18n(lng);
  const messages = messagesReady(i18n, lng, extra && [...CRITICAL_NAMESPACES, ...extra]);
  // A page that fails to load shows its error when it renders (PageErrorBoundary).
  const page = Promise.all([preloadRoute(pathname), preloadLayout(), fonts ? fontsReady() : undefined]).catch(
    () => undefined,
  );
  return { i18n, messages, page };
}

/** How long the first paint waits for the site's font at most; after that it shows in the fallback font. */
const FONT_WAIT_MS = 1000;

/**
 * The regular and bold faces of Public Sans (the latin subset; the others load only for text that needs
 * them). The first paint waits for them, briefly, so its text does not reflow when the font arrives
 * (a layout shift of the landing page's banner).
 */
function fontsReady(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  const load = Promise.all(['400', '700'].map((w) => document.fonts.load(`${w} 1em "Public Sans"`)));
  return Promise.race([load.catch(() => undefined), new Promise((r) => setTimeout(r, FONT_WAIT_MS))]);
}

/** The i18n instance of the first page, once its messages, code (and font) are in. */
export async function appReady(loading: ReturnType<typeof startLoading>): Promise<I18n> {
  await Promise.all([loading.messages, loading.page]);
  return loading.i18n;
}

/** An in-app address with `lang=es` added (the address of the Spanish page: apps/api/src/web/pages.ts). */
export function spanishHref(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/api/')) return to;
  const url = new URL(to, 'http://x');
  url.searchParams.set('lang', 'es');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The router, with in-app links and navigation in the page's language: in Spanish they carry `?lang=es`, so
 * a link followed without JavaScript, or opened in a new tab, stays in Spanish.
 */
function LanguageRouter({ location, children }: { location?: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const es = i18n.language === 'es';
  const href = useCallback((to: string) => (es ? spanishHref(to) : to), [es]);
  return (
    <AppRouter ssrPath={location} href={href}>
      {children}
    </AppRouter>
  );
}

/**
 * The app's tree over a router: the browser's, or (`location`) one fixed at a page, for rendering it at build
 * time (src/entry-server.tsx). Both render the same tree, so a prerendered page hydrates without a mismatch.
 */
export function AppTree({ i18n, location }: { i18n: I18n; location?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageRouter location={location}>
        <Switch>
          <Route path={STAFF_PATH}>
            {/* The staff console has its own layout (features/staff), not the public site's. */}
            <PageErrorBoundary resetKey="staff" onRetry={retryFailedPages}>
              <Suspense fallback={<Loading page />}>
                <StaffApp />
              </Suspense>
            </PageErrorBoundary>
          </Route>
          <Route>
            <Layout>
              <RouteTable />
            </Layout>
          </Route>
        </Switch>
      </LanguageRouter>
    </I18nextProvider>
  );
}

/**
 * The app renders once the first page's messages, code and font are in, so the page appears in the first
 * paint as it will stay, instead of a spinner that React would then keep for at least 300 ms (its Suspense
 * reveal throttle), or text that reflows when the font arrives.
 */
export function App({ loading }: { loading: ReturnType<typeof startLoading> }) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    void appReady(loading).then(setI18n);
  }, [loading]);
  if (!i18n) return null;
  return <AppTree i18n={i18n} />;
}
