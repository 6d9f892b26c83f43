// Generated list of namespaces: one file per namespace and language under locales/.
import en_common from './locales/en/common';
import es_common from './locales/es/common';
import en_home from './locales/en/home';
import es_home from './locales/es/home';
import en_info from './locales/en/info';
import es_info from './locales/es/info';
import en_faq from './locales/en/faq';
import es_faq from './locales/es/faq';
import en_checker from './locales/en/checker';
import es_checker from './locales/es/checker';
import en_results from './locales/en/results';
import es_results from './locales/es/results';
import en_steps from './locales/en/steps';
import es_steps from './locales/es/steps';
import en_modals from './locales/en/modals';
import es_modals from './locales/es/modals';
import en_survey from './locales/en/survey';
import es_survey from './locales/es/survey';
import en_help from './locales/en/help';
import es_help from './locales/es/help';
import en_reasons from './locales/en/reasons';
import es_reasons from './locales/es/reasons';
import en_email from './locales/en/email';
import es_email from './locales/es/email';
import en_pdf from './locales/en/pdf';
import es_pdf from './locales/es/pdf';
import en_petition from './locales/en/petition';
import es_petition from './locales/es/petition';
import en_errors from './locales/en/errors';
import es_errors from './locales/es/errors';
import en_validation from './locales/en/validation';
import es_validation from './locales/es/validation';
import en_guides from './locales/en/guides';
import es_guides from './locales/es/guides';
import en_expunction from './locales/en/expunction';
import es_expunction from './locales/es/expunction';
import en_reminders from './locales/en/reminders';
import es_reminders from './locales/es/reminders';
import en_outcomes from './locales/en/outcomes';
import es_outcomes from './locales/es/outcomes';
import en_staffReport from './locales/en/staffReport';
import es_staffReport from './locales/es/staffReport';
import en_texts from './locales/en/texts';
import es_texts from './locales/es/texts';
import en_partners from './locales/en/partners';
import es_partners from './locales/es/partners';
import type { Language, Messages } from './types';

export const en = {
  common: en_common,
  home: en_home,
  info: en_info,
  faq: en_faq,
  checker: en_checker,
  results: en_results,
  steps: en_steps,
  modals: en_modals,
  survey: en_survey,
  help: en_help,
  reasons: en_reasons,
  email: en_email,
  pdf: en_pdf,
  petition: en_petition,
  errors: en_errors,
  validation: en_validation,
  guides: en_guides,
  expunction: en_expunction,
  reminders: en_reminders,
  outcomes: en_outcomes,
  staffReport: en_staffReport,
  texts: en_texts,
  partners: en_partners,
};
export const es = {
  common: es_common,
  home: es_home,
  info: es_info,
  faq: es_faq,
  checker: es_checker,
  results: es_results,
  steps: es_steps,
  modals: es_modals,
  survey: es_survey,
  help: es_help,
  reasons: es_reasons,
  email: es_email,
  pdf: es_pdf,
  petition: es_petition,
  errors: es_errors,
  validation: es_validation,
  guides: es_guides,
  expunction: es_expunction,
  reminders: es_reminders,
  outcomes: es_outcomes,
  staffReport: es_staffReport,
  texts: es_texts,
  partners: es_partners,
};

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];

/** i18next-style resources: `resources[lang][namespace]`. */
export type Resources = Messages<typeof en>;
export const resources: Record<Language, Resources> = { en, es };

export * from './types';
export { translate, flattenMessages } from './translate';
export * from './county/county';
export * from './county/harris';
export * from './county/links';
export * from './county/values';
export * from './county/expunction';
export * from './county/holidays';
export * from './county/courts';
export * from './offenses/words';
