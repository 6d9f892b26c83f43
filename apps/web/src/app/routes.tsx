import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '../lib/router';
import { Layout } from './Layout';
import { contentPage } from './contentPages';
import { Loading } from '../components/Loading';
import { MessagesReady } from '../components/MessagesReady';
import { useSession } from '../lib/session';

/** Checker pages that need eligibility info in the session redirect to the pre-check without it. */
function RequireEligibility({ children }: { children: ReactNode }) {
  const s = useSession();
  if (!s.eligibilityInfo) return <Navigate to={s.expired ? '/' : '/check/pre-check'} replace />;
  return <>{children}</>;
}

const page = (C: LazyExoticComponent<ComponentType>, guarded = false) => {
  const el = (
    <Suspense fallback={<Loading />}>
      <MessagesReady>
        <C />
      </MessagesReady>
    </Suspense>
  );
  return guarded ? <RequireEligibility>{el}</RequireEligibility> : el;
};

// Checker and results (this engineer's features), one lazy chunk each.
const PreCheckPage = lazy(() => import('../features/checker/components/PreCheckPage'));
const BasicInfoPage = lazy(() => import('../features/checker/components/BasicInfoPage'));
const ConfirmCasesPage = lazy(() => import('../features/checker/components/ConfirmCasesPage'));
const AdditionalInfoPage = lazy(() => import('../features/checker/components/AdditionalInfoPage'));
const CaseVerificationPage = lazy(() => import('../features/checker/components/CaseVerificationPage'));
const ResultsPage = lazy(() => import('../features/results/components/ResultsPage'));

// Content pages (content engineer's features).
const HomePage = contentPage('HomePage');
const NondisclosureExpunctionPage = contentPage('NondisclosureExpunctionPage');
const HowToFilePage = contentPage('HowToFilePage');
const FaqPage = contentPage('FaqPage');
const KnowYourRightsPage = contentPage('KnowYourRightsPage');
const StepsPrecheckPage = contentPage('StepsPrecheckPage');
const StepsPage = contentPage('StepsPage');
const EmailResultsPage = contentPage('EmailResultsPage');
const EmailPetitionsPage = contentPage('EmailPetitionsPage');
const EmailKnowYourRightsPage = contentPage('EmailKnowYourRightsPage', 'KnowYourRightsPage');
const NotFoundPage = contentPage('NotFoundPage');

export const STEP_SLUGS = ['review', 'petition', 'payment', 'file', 'hearing', 'order'] as const;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<Loading />}>
            <HomePage />
          </Suspense>
        ),
      },
      { path: 'info/nondisclosure-expunction', element: page(NondisclosureExpunctionPage) },
      { path: 'info/how-to-file', element: page(HowToFilePage) },
      { path: 'info/faq', element: page(FaqPage) },
      {
        path: 'check',
        children: [
          { index: true, element: <Navigate to="/check/pre-check" replace /> },
          { path: 'pre-check', element: page(PreCheckPage) },
          { path: 'basic-info', element: page(BasicInfoPage) },
          { path: 'know-your-rights', element: page(KnowYourRightsPage) },
          { path: 'confirm-cases', element: page(ConfirmCasesPage, true) },
          { path: 'additional-info', element: page(AdditionalInfoPage, true) },
          { path: 'case-verifications/:index', element: page(CaseVerificationPage, true) },
          { path: 'results', element: page(ResultsPage, true) },
          { path: '*', element: <Navigate to="/check/pre-check" replace /> },
        ],
      },
      {
        path: 'steps',
        children: [
          { index: true, element: <Navigate to="/steps/review" replace /> },
          { path: 'precheck', element: page(StepsPrecheckPage) },
          ...STEP_SLUGS.map((slug) => ({ path: slug, element: page(StepsPage) })),
          { path: '*', element: <Navigate to="/steps/review" replace /> },
        ],
      },
      {
        path: 'email-pages',
        children: [
          { path: 'results/:emailToken', element: page(EmailResultsPage) },
          { path: 'petitions/:emailToken', element: page(EmailPetitionsPage) },
          { path: 'know-your-rights', element: page(EmailKnowYourRightsPage) },
        ],
      },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];
