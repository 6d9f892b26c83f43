import { useCallback, useDeferredValue, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Router, type AroundNavHandler, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

/**
 * The app's routing runs on wouter (docs/decisions/0040-router.md). This module holds what the app adds to
 * it: location hooks that update in a transition, links and navigation in the page's language, the same-URL
 * rule, and scroll restoration on Back/Forward.
 */

/**
 * The browser's path and query, deferred: after a navigation React renders the next page in the background
 * and keeps the current one on screen until the next one (its code and messages) is ready, instead of
 * showing a spinner in its place.
 */
const useDeferredBrowserLocation: BaseLocationHook = (opts) => {
  const [path, navigate] = useBrowserLocation(opts as Parameters<typeof useBrowserLocation>[0]);
  return [useDeferredValue(path), navigate];
};
const useDeferredBrowserSearch: BaseSearchHook = (opts) =>
  useDeferredValue(useBrowserSearch(opts as Parameters<typeof useBrowserSearch>[0]));

/** Scroll positions by history entry, and the entry on screen. */
const positions = new Map<string, number>();
let currentKey = 'initial';
/** True from a Back/Forward until the page it leads to has been shown. */
let restoring = false;
let lastPathAndSearch = '';

const newKey = () => Math.random().toString(36).slice(2, 10);
const entryKey = (state: unknown): string | undefined => {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
};
const pathAndSearch = () => `${window.location.pathname}${window.location.search}`;

/**
 * Resolves a link's target the way the browser resolves an `<a href>`: `#part` and relative paths against the
 * current address; returns it as path, query and fragment when it stays on this site, else null.
 */
export function resolveHref(to: string, base: string = window.location.href): string | null {
  const url = new URL(to, base);
  if (url.origin !== new URL(base).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Every in-app navigation: resolved against the current address, a link's in the page's language (`href`);
 * a link to the address already shown replaces it instead of adding an entry, and the position of the page
 * left is kept for Back. A link to a part of the same page (`#id`) scrolls to it.
 */
function useAroundNav(href: (to: string) => string): AroundNavHandler {
  return useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const resolved = resolveHref(to);
      if (resolved === null) {
        window.location.assign(to);
        return;
      }
      // A <Link> passes its own props as the options (wouter): its target is the address it carries, in the
      // page's language; code that navigates (after a form, a redirect) goes to the address it names.
      const fromLink = options !== undefined && ('to' in options || 'href' in options);
      const target = fromLink ? href(resolved) : resolved;
      const current = `${pathAndSearch()}${window.location.hash}`;
      const replace = options?.replace ?? target === current;
      positions.set(currentKey, window.scrollY);
      const key = replace ? currentKey : newKey();
      restoring = false;
      navigate(target, { ...options, replace, state: { key } });
      currentKey = key;
      const [pathSearch = '', hash = ''] = target.split('#');
      if (pathSearch === lastPathAndSearch && hash) scrollToHash(`#${hash}`);
    },
    [href],
  );
}

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* a malformed escape: the id as written */
  }
  const el = id ? document.getElementById(id) : null;
  if (!el) return false;
  el.scrollIntoView();
  return true;
}

/**
 * The router over the browser's history, or (`ssrPath`, a path with its query) one fixed at a page, for
 * rendering it at build time: both render the same tree, so a prerendered page hydrates without a mismatch.
 * `href` turns an in-app address into the one a link carries (the language, App.tsx).
 */
export function AppRouter({
  ssrPath,
  href,
  children,
}: {
  ssrPath?: string;
  href: (to: string) => string;
  children?: ReactNode;
}) {
  const aroundNav = useAroundNav(href);
  if (ssrPath !== undefined) {
    return (
      <Router ssrPath={ssrPath} hrefs={href}>
        {children}
      </Router>
    );
  }
  return (
    <Router hook={useDeferredBrowserLocation} searchHook={useDeferredBrowserSearch} hrefs={href} aroundNav={aroundNav}>
      <HistoryKeys />
      {children}
    </Router>
  );
}

/**
 * Gives each history entry a key (the first one has none) and follows Back/Forward: the position of the
 * page left is kept, the one of the page returned to is restored once it has rendered (`useScrollOnNavigate`).
 */
function HistoryKeys() {
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const key = entryKey(window.history.state);
    if (key) currentKey = key;
    else window.history.replaceState({ ...(window.history.state as object | null), key: currentKey }, '');
    lastPathAndSearch = pathAndSearch();
    const onPop = (e: PopStateEvent) => {
      positions.set(currentKey, window.scrollY);
      currentKey = entryKey(e.state) ?? 'initial';
      // Back/Forward between parts of the same page is the browser's.
      if (pathAndSearch() !== lastPathAndSearch) restoring = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return null;
}

/** How long a restored position waits for the page to be tall enough (its data, its images). */
const RESTORE_WAIT_MS = 1500;

/**
 * Called by the layout with the page shown: after Back/Forward, scrolls to where the visitor was on that
 * page; after a new navigation, to the `#id` it names, or to the top when the page changed.
 */
export function useScrollOnNavigate(pathname: string, search: string): void {
  useLayoutEffect(() => {
    const now = pathAndSearch();
    if (lastPathAndSearch === '' || lastPathAndSearch === now) {
      lastPathAndSearch = now;
      return;
    }
    const pathChanged = lastPathAndSearch.split('?')[0] !== window.location.pathname;
    lastPathAndSearch = now;
    if (restoring) {
      restoring = false;
      const y = positions.get(currentKey) ?? 0;
      const started = performance.now();
      const attempt = () => {
        window.scrollTo(0, y);
        if (Math.abs(window.scrollY - y) > 1 && performance.now() - started < RESTORE_WAIT_MS)
          requestAnimationFrame(attempt);
      };
      attempt();
      return;
    }
    if (window.location.hash && scrollToHash(window.location.hash)) return;
    if (pathChanged) window.scrollTo(0, 0);
  }, [pathname, search]);
}

/**
 * Asks before the tab is closed or reloaded, or the visitor leaves the site, while `when` is true (the
 * browser shows its own question: product-spec §1 "Routing").
 */
export function useLeaveWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
