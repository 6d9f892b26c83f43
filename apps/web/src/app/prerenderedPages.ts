import { STEPS } from '../features/steps/components/stepsConfig';

/**
 * The pages whose content is the same for everyone, rendered to HTML at build time in English and Spanish
 * (scripts/prerender.tsx) and hydrated in the browser (src/main.tsx). Each names its page component (the
 * file `<page>.tsx`, whose chunk's stylesheets the HTML links) and its title and description in the `seo`
 * messages. `noindex`: kept out of search engines and the sitemap (an email link's page, the know-your-rights
 * page of the checker). `needsJs`: the checker, which says so when JavaScript is off.
 */
export interface PrerenderedPage {
  path: string;
  page: string;
  seo: string;
  noindex?: boolean;
  needsJs?: boolean;
  /** The FAQ: its questions and answers are also given as FAQPage structured data. */
  faq?: boolean;
  /**
   * The not-found page: not served at its own path; the server answers it, with status 404, for every GET
   * that matches no route of the app (apps/api/src/web/pages.ts).
   */
  notFound?: boolean;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', page: 'HomePage', seo: 'home' },
  { path: '/info/nondisclosure-expunction', page: 'NondisclosureExpunctionPage', seo: 'nondisclosureExpunction' },
  { path: '/info/how-to-file', page: 'HowToFilePage', seo: 'howToFile' },
  { path: '/info/faq', page: 'FaqPage', seo: 'faq', faq: true },
  { path: '/info/about', page: 'AboutPage', seo: 'about' },
  { path: '/info/privacy', page: 'PrivacyPage', seo: 'privacy' },
  { path: '/info/disclaimer', page: 'DisclaimerPage', seo: 'disclaimer' },
  { path: '/partners', page: 'PartnersPage', seo: 'partners' },
  { path: '/check/pre-check', page: 'PreCheckPage', seo: 'preCheck', needsJs: true },
  { path: '/check/basic-info', page: 'BasicInfoPage', seo: 'basicInfo', noindex: true, needsJs: true },
  { path: '/check/know-your-rights', page: 'KnowYourRightsPage', seo: 'knowYourRights', noindex: true },
  { path: '/email-pages/know-your-rights', page: 'KnowYourRightsPage', seo: 'knowYourRightsEmail', noindex: true },
  { path: '/steps/precheck', page: 'StepsPrecheckPage', seo: 'stepsPrecheck' },
  ...STEPS.map((slug) => ({ path: `/steps/${slug}`, page: 'StepsPage', seo: `steps.${slug}` })),
  ...STEPS.map((slug) => ({
    path: `/steps/expunction/${slug}`,
    page: 'ExpunctionStepsPage',
    seo: `expunctionSteps.${slug}`,
  })),
  { path: '/404', page: 'NotFoundPage', seo: 'notFound', noindex: true, notFound: true },
];
