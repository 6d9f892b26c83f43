import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '../lib/router';
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

import { lazyPage } from './contentPages';

const Toasts = lazy(() => import('./Toasts'));
const Footer = lazyPage(() => import('./Footer'));

/** The layout's own code that the first paint shows (the footer): App.tsx loads it with the first page. */
export const preloadLayout = (): Promise<unknown> => Footer.preload();
const ModalHost = lazy(() => import('./ModalHost'));

/** Pages on which the help and language buttons do not stick to the window on narrow screens. */
const NON_STICKY = ['/check/pre-check', '/check/additional-info'];

export function Layout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const modalOpen = useOpenModal() !== null;

  // ?lang=es switches the language (and is remembered).
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('lang');
    if ((q === 'es' || q === 'en') && q !== i18n.language) void switchLanguage(i18n, q);
  }, [location.search, i18n]);

  // ?modal=survey and ?modal=eligibility_disclaimer open their modal.
  useEffect(() => {
    const m = new URLSearchParams(location.search).get('modal');
    if ((m === 'survey' || m === 'eligibility_disclaimer') && getOpenModal()?.name !== m) openModal(m, {}, true);
  }, [location.search]);

  // Scroll to top and move focus to the page on route change; count the page view.
  useEffect(() => {
    track('page_view', undefined, location.pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

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

  // Warn before leaving while a checker session exists.
  const hasToken = session.token !== null;
  useEffect(() => {
    if (!hasToken) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasToken]);

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

  const sticky = !NON_STICKY.includes(location.pathname);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <Header sticky={sticky} />
      <main id="main" className="main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<Loading page />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {modalOpen && (
        <Suspense fallback={null}>
          <MessagesReady>
            <ModalHost onUrlModalClose={() => navigate(location.pathname, { replace: true })} />
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
