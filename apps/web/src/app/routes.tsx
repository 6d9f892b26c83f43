import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { matchRoutes, Navigate, type RouteObject } from '../lib/router';
import { allMessagesReady, CRITICAL_NAMESPACES } from '../lib/i18n';
import { prefetch } from '../lib/prefetch';
import { EMAIL_TOKEN_RE } from '../lib/emailToken';
import { Layout } from './Layout';
import { contentPage, lazyPage, type LazyPage } from './contentPages';
import { Loading } from '../components/Loading';
import { MessagesReady } from '../components/MessagesReady';
import { useSession } from '../lib/session';

/** Checker pages that need eligibility info in the session redirect to the pre-check without it. */
function RequireEligibility({ children }: { children: ReactNode }) {
  const s = useSession();
  if (!s.eligibilityInfo) return <Navigate to={s.expired ? '/' : '/check/pre-check'} replace />;
  return <>{children}</>;
}

/**
 * A page's element: suspends until its messages are in (all of them, or `messages`, the namespaces it needs
 * besides CRITICAL_NAMESPACES; the others then load once it has rendered).
 */
const page = (C: LazyPage, { guarded = false, messages }: { guarded?: boolean; messages?: string[] } = {}) => {
  const el = (
    <Suspense fallback={<Loading page />}>
      <MessagesReady ns={messages && [...CRITICAL_NAMESPACES, ...messages]}>
        <C />
        {messages && <LoadOtherMessages />}
      </MessagesReady>
    </Suspense>
  );
  return guarded ? <RequireEligibility>{el}</RequireEligibility> : el;
};

/**
 * After the landing page has rendered, the messages of the other pages load in the background (they would
 * compete with the landing page's own chunk for a slow connection before).
 */
function LoadOtherMessages() {
  const { i18n } = useTranslation();
  useEffect(() => {
    void allMessagesReady(i18n, (i18n.language === 'es' ? 'es' : 'en') as Language);
  }, [i18n]);
  return null;
}

// Checker and results (this engineer's features), one lazy chunk each.
const PreCheckPage = lazyPage(() => import('../features/checker/components/PreCheckPage'));
const BasicInfoPage = lazyPage(() => import('../features/checker/components/BasicInfoPage'));
const ConfirmCasesPage = lazyPage(() => import('../features/checker/components/ConfirmCasesPage'));
const AdditionalInfoPage = lazyPage(() => import('../features/checker/components/AdditionalInfoPage'));
const CaseVerificationPage = lazyPage(() => import('../features/checker/components/CaseVerificationPage'));
const ResultsPage = lazyPage(() => import('../features/results/components/ResultsPage'));
const UnsubscribePage = lazyPage(() => import('../features/results/components/UnsubscribePage'));

// Content pages (content engineer's features).
const HomePage = contentPage('HomePage');
const NondisclosureExpunctionPage = contentPage('NondisclosureExpunctionPage');
const HowToFilePage = contentPage('HowToFilePage');
const FaqPage = contentPage('FaqPage');
const KnowYourRightsPage = contentPage('KnowYourRightsPage');
const StepsPrecheckPage = contentPage('StepsPrecheckPage');
const StepsPage = contentPage('StepsPage');
const ExpunctionStepsPage = contentPage('ExpunctionStepsPage');
const EmailResultsPage = contentPage('EmailResultsPage');
const EmailPetitionsPage = contentPage('EmailPetitionsPage');
const EmailKnowYourRightsPage = contentPage('EmailKnowYourRightsPage', 'KnowYourRightsPage');
const NotFoundPage = contentPage('NotFoundPage');

/** The email results page needs `info` besides the critical messages (app/firstPages.test.tsx checks it). */
const EMAIL_RESULTS_MESSAGES = ['info'];

export const STEP_SLUGS = ['review', 'petition', 'payment', 'file', 'hearing', 'order'] as const;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: page(HomePage, { messages: [] }),
        messages: [],
        preload: HomePage.preload,
      },
      { path: 'info/nondisclosure-expunction', element: page(NondisclosureExpunctionPage), preload: NondisclosureExpunctionPage.preload },
      { path: 'info/how-to-file', element: page(HowToFilePage), preload: HowToFilePage.preload },
      { path: 'info/faq', element: page(FaqPage), preload: FaqPage.preload },
      {
        path: 'check',
        children: [
          { index: true, element: <Navigate to="/check/pre-check" replace /> },
          { path: 'pre-check', element: page(PreCheckPage), preload: PreCheckPage.preload },
          { path: 'basic-info', element: page(BasicInfoPage), preload: BasicInfoPage.preload },
          { path: 'know-your-rights', element: page(KnowYourRightsPage), preload: KnowYourRightsPage.preload },
          { path: 'confirm-cases', element: page(ConfirmCasesPage, { guarded: true }), preload: ConfirmCasesPage.preload },
          { path: 'additional-info', element: page(AdditionalInfoPage, { guarded: true }), preload: AdditionalInfoPage.preload },
          { path: 'case-verifications/:index', element: page(CaseVerificationPage, { guarded: true }), preload: CaseVerificationPage.preload },
          { path: 'results', element: page(ResultsPage, { guarded: true }), preload: ResultsPage.preload },
          { path: '*', element: <Navigate to="/check/pre-check" replace /> },
        ],
      },
      {
        path: 'steps',
        children: [
          { index: true, element: <Navigate to="/steps/review" replace /> },
          { path: 'precheck', element: page(StepsPrecheckPage), preload: StepsPrecheckPage.preload },
          ...STEP_SLUGS.map((slug) => ({ path: slug, element: page(StepsPage), preload: StepsPage.preload })),
          {
            path: 'expunction',
            children: [
              { index: true, element: <Navigate to="/steps/expunction/review" replace /> },
              ...STEP_SLUGS.map((slug) => ({
                path: slug,
                element: page(ExpunctionStepsPage),
                preload: ExpunctionStepsPage.preload,
              })),
              { path: '*', element: <Navigate to="/steps/expunction/review" replace /> },
            ],
          },
          { path: '*', element: <Navigate to="/steps/review" replace /> },
        ],
      },
      {
        path: 'email-pages',
        children: [
          {
            path: 'results/:emailToken',
            element: page(EmailResultsPage, { messages: EMAIL_RESULTS_MESSAGES }),
            messages: EMAIL_RESULTS_MESSAGES,
            preload: (params) => {
              // The results the page shows, fetched while its code loads (the page takes this response).
              if (EMAIL_TOKEN_RE.test(params.emailToken ?? ''))
                prefetch(`/api/email-pages/results/${params.emailToken ?? ''}`);
              return EmailResultsPage.preload();
            },
          },
          { path: 'petitions/:emailToken', element: page(EmailPetitionsPage), preload: EmailPetitionsPage.preload },
          { path: 'know-your-rights', element: page(EmailKnowYourRightsPage), preload: EmailKnowYourRightsPage.preload },
        ],
      },
      { path: 'reminders/unsubscribe/:token', element: page(UnsubscribePage), preload: UnsubscribePage.preload },
      { path: '*', element: page(NotFoundPage), preload: NotFoundPage.preload },
    ],
  },
];

/**
 * Starts loading what the page at `pathname` needs before React renders it: its code (and for the email
 * results page, its data), in parallel with the landing messages instead of one after the other.
 */
/** The namespaces the page at `pathname` needs before it renders besides the critical ones (undefined: all). */
export function routeMessages(pathname: string): string[] | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1]?.route.messages;
}

export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return leaf?.route.preload?.(leaf.params) ?? Promise.resolve();
}
