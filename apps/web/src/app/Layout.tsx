import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { installClickTracking, track } from '../lib/analytics';
import { switchLanguage } from '../lib/i18n';
import { setNavigate } from '../lib/navigation';
import { getSession, isExpired, useSession } from '../lib/session';
import { handleSessionExpired } from '../lib/sessionExpiry';
import { getOpenModal, openModal, useOpenModal } from '../lib/modals';
import { Loading } from '../components/Loading';
import { MessagesReady } from '../components/MessagesReady';

import { lazyPage, retryFailedPages } from './contentPages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useLeaveWarning, useScrollOnNavigate } from '../lib/routing';

const Toasts = lazy(() => import('./Toasts'));
const Footer = lazyPage(() => import('./Footer'));

/** The layout's own code that the first paint shows (the footer): App.tsx loads it with the first page. */
export const preloadLayout = (): Promise<unknown> => Footer.preload();
const ModalHost = lazy(() => import('./ModalHost'));

/** Pages on which the help and language buttons do not stick to the window on narrow screens. */
const NON_STICKY = ['/check/pre-check', '/check/additional-info'];

/** The page's frame (header, main, footer, modals, toasts) around the page of the route table (`children`). */
export function Layout({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const modalOpen = useOpenModal() !== null;

  // ?lang=es switches the language (and is remembered).
  useEffect(() => {
    const q = new URLSearchParams(search).get('lang');
    if ((q === 'es' || q === 'en') && q !== i18n.language) void switchLanguage(i18n, q);
  }, [search, i18n]);

  // ?modal=survey, ?modal=eligibility_disclaimer and ?modal=help (the link of the HELP text reply) open their modal.
  useEffect(() => {
    const m = new URLSearchParams(search).get('modal');
    if ((m === 'survey' || m === 'eligibility_disclaimer' || m === 'help') && getOpenModal()?.name !== m) {
      openModal(m, {}, true);
    }
  }, [search]);

  // A new page starts at the top (or its #part), Back/Forward returns to where the visitor was.
  useScrollOnNavigate(pathname, search);

  // Focus moves to the page on route change; the page view is counted.
  useEffect(() => {
    track('page_view', undefined, pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => installClickTracking(), []);

  // Lets the API client and the session watcher navigate (401 → home).
  useEffect(() => {
    setNavigate((to, opts) => void navigate(to, opts));
  }, [navigate]);

  // Session expiry, checked every second.
  useEffect(() => {
    const id = setInterval(() => {
      if (isExpired(getSession())) handleSessionExpired();
    }, 1000);
    return () => clearInterval(id);
  }, []);

  // Ask before the tab is closed or reloaded while a checker session exists, and on the steps screens of a
  // visitor who came from their results (product-spec §1 "Routing").
  useLeaveWarning(session.token !== null || (pathname.startsWith('/steps/') && session.pageBeforeSteps !== null));

  // The toast area (react-toastify and its CSS) mounts after the first paint, out of the first page's way;
  // a toast asked for before then waits in react-toastify's queue.
  const [toastsOn, setToastsOn] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setToastsOn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  const sticky = !NON_STICKY.includes(pathname);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <Header sticky={sticky} />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        <PageErrorBoundary resetKey={pathname} onRetry={retryFailedPages}>
          <Suspense fallback={<Loading page />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {modalOpen && (
        <Suspense fallback={null}>
          <MessagesReady>
            <ModalHost onUrlModalClose={() => navigate(pathname, { replace: true })} />
          </MessagesReady>
        </Suspense>
      )}
      {toastsOn && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
