import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { parse } from 'regexparam';
import type { Language } from '@cyr/i18n';
import { CRITICAL_NAMESPACES, messagesReady } from '../lib/i18n';
import { prefetch } from '../lib/prefetch';
import { EMAIL_TOKEN_RE } from '../lib/emailToken';
import { lazyPage, type LazyPage } from './contentPages';
import { Loading } from '../components/Loading';
import { MessagesReady } from '../components/MessagesReady';
import { useSession } from '../lib/session';
import { STEPS } from '../features/steps/components/stepsConfig';

/** Checker pages that need eligibility info in the session redirect to the pre-check without it. */
function RequireEligibility({ children }: { children: ReactNode }) {
  const s = useSession();
  if (!s.eligibilityInfo) return <Redirect to={s.expired ? '/' : '/check/pre-check'} replace />;
  return <>{children}</>;
}

/**
 * A page's element: suspends until its messages are in (all of them, or `messages`, the namespaces it needs
 * besides CRITICAL_NAMESPACES; the others then load once it has rendered).
 */
const page = (
  C: LazyPage,
  { guarded = false, messages, next }: { guarded?: boolean; messages?: string[]; next?: NextPage } = {},
) => {
  const el = (
    <Suspense fallback={<Loading page />}>
      <MessagesReady ns={messages && [...CRITICAL_NAMESPACES, ...messages]}>
        <C />
        {messages && <LoadOtherMessages next={next} />}
      </MessagesReady>
    </Suspense>
  );
  return guarded ? <RequireEligibility>{el}</RequireEligibility> : el;
};

/** The page a person goes to next from this one, and the messages it renders with. */
interface NextPage {
  page: LazyPage;
  messages: string[];
}

/**
 * After a page that names its messages has rendered, the messages of the other pages load in the background
 * (they would compete with the page's own chunks for a slow connection before). The code of the page a person
 * goes to next (`next`: the checker's next step) and its messages come first, so on a slow phone they are not
 * queued behind the others.
 */
function LoadOtherMessages({ next }: { next?: NextPage }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const lng = (i18n.language === 'es' ? 'es' : 'en') as Language;
    const first = next
      ? Promise.all([next.page.preload(), messagesReady(i18n, lng, next.messages)]).catch(() => undefined)
      : Promise.resolve();
    void first.then(() => messagesReady(i18n, lng));
  }, [i18n, next]);
  return null;
}

// Each page is its own lazy chunk.
const PreCheckPage = lazyPage(() => import('../features/checker/components/PreCheckPage'));
const BasicInfoPage = lazyPage(() => import('../features/checker/components/BasicInfoPage'));
const ConfirmCasesPage = lazyPage(() => import('../features/checker/components/ConfirmCasesPage'));
const AdditionalInfoPage = lazyPage(() => import('../features/checker/components/AdditionalInfoPage'));
const CaseVerificationPage = lazyPage(() => import('../features/checker/components/CaseVerificationPage'));
const ResultsPage = lazyPage(() => import('../features/results/components/ResultsPage'));
const SendCasesPage = lazyPage(() => import('../features/results/components/SendCasesPage'));
const UnsubscribePage = lazyPage(() => import('../features/results/components/UnsubscribePage'));
const HelpAddPage = lazyPage(() => import('../features/help/components/HelpAddPage'));

const HomePage = lazyPage(() => import('../features/home/components/HomePage'));
const NondisclosureExpunctionPage = lazyPage(() => import('../features/info/components/NondisclosureExpunctionPage'));
const HowToFilePage = lazyPage(() => import('../features/info/components/HowToFilePage'));
const FaqPage = lazyPage(() => import('../features/faq/components/FaqPage'));
const KnowYourRightsPage = lazyPage(() => import('../features/know-your-rights/components/KnowYourRightsPage'));
const StepsPrecheckPage = lazyPage(() => import('../features/steps/components/StepsPrecheckPage'));
const StepsPage = lazyPage(() => import('../features/steps/components/StepsPage'));
const ExpunctionStepsPage = lazyPage(() => import('../features/steps/components/ExpunctionStepsPage'));
const EmailResultsPage = lazyPage(() => import('../features/email-pages/components/EmailResultsPage'));
const EmailPetitionsPage = lazyPage(() => import('../features/email-pages/components/EmailPetitionsPage'));
const NotFoundPage = lazyPage(() => import('../features/info/components/NotFoundPage'));
const AboutPage = lazyPage(() => import('../features/info/components/AboutPage'));
const PrivacyPage = lazyPage(() => import('../features/info/components/PrivacyPage'));
const DisclaimerPage = lazyPage(() => import('../features/info/components/DisclaimerPage'));
const PartnersPage = lazyPage(() => import('../features/partners/components/PartnersPage'));

/**
 * The staff console (`/staff`, every page under it): one lazy bundle of its own with its own layout, messages
 * (`staff`) and chart library, which no public page loads (ADR 0040; e2e `staff-bundle` checks the built
 * landing page). Never prerendered, kept out of the sitemap, `noindex`.
 */
export const StaffApp = lazyPage(() => import('../features/staff/StaffApp'));
export const STAFF_PATH = '/staff/*?';

/** The email results page needs `info` besides the critical messages (app/firstPages.test.tsx checks it). */
const EMAIL_RESULTS_MESSAGES = ['info'];

/** The last route: every path no other route matches (the not-found page). */
const NOT_FOUND_PATH = '/*?';

/**
 * The route table, matched in order (the first match wins; wouter's patterns, case-insensitive): each route
 * with its page, the namespaces it renders with besides the critical ones (`messages`; without: all of
 * them, first) and what to load ahead of rendering it (`preload`, App.tsx `startLoading`).
 */
export interface AppRoute {
  path: string;
  element: ReactNode;
  messages?: string[];
  preload?: (params: Record<string, string>) => Promise<unknown>;
}

const redirect = (path: string, to: string): AppRoute => ({ path, element: <Redirect to={to} replace /> });
const at = (
  path: string,
  C: LazyPage,
  options: { guarded?: boolean; messages?: string[]; next?: NextPage } = {},
): AppRoute => ({
  path,
  element: page(C, options),
  ...(options.messages && { messages: options.messages }),
  preload: C.preload,
});

/**
 * The first two steps of the checker name their messages, so on a slow phone they render (and the pre-check's
 * Continue can be tapped) without waiting for every namespace (app/firstPages.test.tsx checks they suffice).
 */
const PRE_CHECK_MESSAGES = ['checker'];
const BASIC_INFO_MESSAGES = ['checker', 'validation', 'errors'];

export const routes: AppRoute[] = [
  { path: '/', element: page(HomePage, { messages: [] }), messages: [], preload: HomePage.preload },
  at('/info/nondisclosure-expunction', NondisclosureExpunctionPage),
  at('/info/how-to-file', HowToFilePage),
  at('/info/faq', FaqPage),
  at('/info/about', AboutPage),
  at('/info/privacy', PrivacyPage),
  at('/info/disclaimer', DisclaimerPage),
  at('/partners', PartnersPage),
  redirect('/check', '/check/pre-check'),
  at('/check/pre-check', PreCheckPage, {
    messages: PRE_CHECK_MESSAGES,
    next: { page: BasicInfoPage, messages: BASIC_INFO_MESSAGES },
  }),
  at('/check/basic-info', BasicInfoPage, { messages: BASIC_INFO_MESSAGES }),
  at('/check/know-your-rights', KnowYourRightsPage),
  at('/check/confirm-cases', ConfirmCasesPage, { guarded: true }),
  at('/check/additional-info', AdditionalInfoPage, { guarded: true }),
  at('/check/case-verifications/:index', CaseVerificationPage, { guarded: true }),
  at('/check/results', ResultsPage, { guarded: true }),
  at('/check/send-cases/:partnerId', SendCasesPage, { guarded: true }),
  redirect('/check/*', '/check/pre-check'),
  redirect('/steps', '/steps/review'),
  at('/steps/precheck', StepsPrecheckPage),
  ...STEPS.map((slug) => at(`/steps/${slug}`, StepsPage)),
  redirect('/steps/expunction', '/steps/expunction/review'),
  ...STEPS.map((slug) => at(`/steps/expunction/${slug}`, ExpunctionStepsPage)),
  redirect('/steps/expunction/*', '/steps/expunction/review'),
  redirect('/steps/*', '/steps/review'),
  {
    path: '/email-pages/results/:emailToken',
    element: page(EmailResultsPage, { messages: EMAIL_RESULTS_MESSAGES }),
    messages: EMAIL_RESULTS_MESSAGES,
    preload: (params) => {
      // The results the page shows, fetched while its code loads (the page takes this response).
      if (EMAIL_TOKEN_RE.test(params.emailToken ?? '')) prefetch(`/api/email-pages/results/${params.emailToken ?? ''}`);
      return EmailResultsPage.preload();
    },
  },
  at('/email-pages/petitions/:emailToken', EmailPetitionsPage),
  at('/email-pages/know-your-rights', KnowYourRightsPage),
  at('/reminders/unsubscribe/:token', UnsubscribePage),
  at('/help/add/:token', HelpAddPage),
  // Rendered outside the public layout (App.tsx); here for the server's list of app routes and the preload.
  { path: STAFF_PATH, element: null, messages: [], preload: StaffApp.preload },
  at(NOT_FOUND_PATH, NotFoundPage),
];

/**
 * The app's route patterns, for the server (written by the prerender step into dist/pages/pages.json): a GET
 * of a path that matches none of them is answered 404 with the prerendered not-found page.
 */
export const APP_ROUTE_PATTERNS: string[] = routes.map((r) => r.path).filter((p) => p !== NOT_FOUND_PATH);

/** The page of the route table that matches the path. */
export function RouteTable() {
  return (
    <Switch>
      {routes.map((r) => (
        // No key: the pages share one place in the tree, so the one shown stays while the next one loads.
        <Route path={r.path}>{r.element}</Route>
      ))}
    </Switch>
  );
}

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The route matching `pathname` and its parameters (the first in order, as <Switch> picks it). */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const { keys, pattern } = parse(route.path);
    const m = pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    if (keys) keys.forEach((k, i) => (params[k] = decode(m[i + 1] ?? '')));
    return { route, params };
  }
  return null;
}

/** The namespaces the page at `pathname` needs before it renders besides the critical ones (undefined: all). */
export function routeMessages(pathname: string): string[] | undefined {
  return matchRoute(pathname)?.route.messages;
}

/**
 * Starts loading what the page at `pathname` needs before React renders it: its code (and for the email
 * results page, its data), in parallel with the landing messages instead of one after the other.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const m = matchRoute(pathname);
  return m?.route.preload?.(m.params) ?? Promise.resolve();
}
