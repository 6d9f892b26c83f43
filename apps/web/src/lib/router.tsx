import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The site's router: the part of react-router's declarative API the app uses (BrowserRouter, useRoutes,
 * Outlet, Link, Navigate, useLocation, useNavigate, useParams, matchRoutes), with the same behaviour
 * (history push/replace, location updates in a transition so the current page stays until the next one is
 * ready, a link to the current URL replaces it). react-router 7 is one module and costs the landing page
 * 13 KB gzip whichever of its exports are used; this costs about 1.5 KB.
 * Paths are absolute ("/check/results?x=1"); route paths are segments, `:param` or a trailing `*`.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /**
   * The message namespaces the page renders with, besides the ones every page has (lib/i18n
   * CRITICAL_NAMESPACES); the others load after it has rendered. Without: every namespace, first.
   */
  messages?: string[];
  /** Starts loading the route's code (and data) ahead of rendering it; see app/routes `preloadRoute`. */
  preload?: (params: Record<string, string>) => Promise<unknown>;
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);
/** The rest of the matched branch, for <Outlet />, and the params of the whole branch. */
const OutletContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({
  outlet: null,
  params: {},
});

let keys = 0;
const nextKey = () => (++keys).toString(36);

function parse(to: string, key: string): Location {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}
const href = (l: Location) => `${l.pathname}${l.search}${l.hash}`;

function useRouter(): RouterState {
  const r = useContext(RouterContext);
  if (!r) throw new Error('router hooks must be used inside <BrowserRouter>, <MemoryRouter> or <StaticRouter>');
  return r;
}

function windowLocation(): Location {
  const state = window.history.state as { key?: unknown } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: typeof state?.key === 'string' ? state.key : 'default' };
}

/** The router over the browser's history (pushState/replaceState, back and forward). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const next = parse(to, nextKey());
    if (options?.replace) window.history.replaceState({ key: next.key }, '', href(next));
    else window.history.pushState({ key: next.key }, '', href(next));
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/**
 * A router fixed at one location, for rendering a page to HTML at build time (src/entry-server.tsx):
 * navigation does nothing there (a <Navigate> runs in an effect, which server rendering never runs).
 */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(() => ({ location: parse(location, 'default'), navigate: () => undefined }), [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A router over an in-memory history (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [state, setState] = useState(() => ({
    entries: initialEntries.map((e) => parse(e, nextKey())),
    index: initialEntries.length - 1,
  }));
  const navigate = useCallback<NavigateFunction>((to, options) => {
    startTransition(() =>
      setState((s) => {
        if (typeof to === 'number') {
          const index = Math.min(Math.max(s.index + to, 0), s.entries.length - 1);
          return { ...s, index };
        }
        const next = parse(to, nextKey());
        if (options?.replace) return { ...s, entries: s.entries.map((e, i) => (i === s.index ? next : e)) };
        return { entries: [...s.entries.slice(0, s.index + 1), next], index: s.index + 1 };
      }),
    );
  }, []);
  const location = state.entries[state.index] ?? parse('/', 'default');
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(OutletContext).params;
}

/** The matched child route's element. */
export function Outlet() {
  return <>{useContext(OutletContext).outlet}</>;
}

/** Navigates when rendered (after commit), like react-router's <Navigate>. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/**
 * How an in-app link's `to` becomes its address; the app adds the page's language to it (app/App.tsx), so a
 * link followed without JavaScript, or opened in a new tab, lands on the page in the same language.
 */
const LinkHrefContext = createContext<(to: string) => string>((to) => to);
export const LinkHrefProvider = LinkHrefContext;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An <a> that navigates in the app on a plain left click (new tab, modifiers and downloads are the browser's). */
export function Link({ to: path, replace, onClick, target, children, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const to = useContext(LinkHrefContext)(path);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self')) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    // A link to the page already shown replaces the history entry instead of adding one.
    const next = parse(to, '');
    navigate(to, { replace: replace ?? href(next) === href(location) });
  };
  return (
    <a {...rest} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

interface Branch {
  routes: RouteObject[];
  /** Pattern segments of the whole branch ('' for none, ':name', '*'). */
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentSegments: string[] = [],
  out: Branch[] = [],
): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...segmentsOf(route.path ?? '')];
    if (route.children?.length) flatten(route.children, chain, segments, out);
    if (route.element !== undefined && (route.index || route.path !== undefined || !route.children?.length)) {
      // react-router's ranking: static segments beat params, params beat a splat; an index route wins a tie.
      let score = segments.length + (route.index ? 2 : 0);
      for (const s of segments) score += s === '*' ? -3 : s.startsWith(':') ? 3 : 10;
      out.push({ routes: chain, segments, score, order: out.length });
    }
  }
  return out;
}

function matchBranch(b: Branch, pathname: string): Record<string, string> | null {
  const parts = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < b.segments.length; i++) {
    const s = b.segments[i] as string;
    if (s === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (s.startsWith(':')) {
      try {
        params[s.slice(1)] = decodeURIComponent(part);
      } catch {
        params[s.slice(1)] = part;
      }
    } else if (s.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === b.segments.length ? params : null;
}

/** The routes matched by a path, from the outermost layout to the page (null when nothing matches). */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const b of branches) {
    const params = matchBranch(b, pathname);
    if (params) return b.routes.map((route) => ({ route, params }));
  }
  return null;
}

/** Renders the element of the matched branch, each route's element seeing its child through <Outlet />. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  const params = matches[0]?.params ?? {};
  return matches.reduceRight<ReactNode>(
    (outlet, m) => <OutletContext value={{ outlet, params }}>{m.route.element ?? <Outlet />}</OutletContext>,
    null,
  );
}
