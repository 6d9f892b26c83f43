import type { EligibilityInfo } from '@cyr/schemas';
import { getSession, updateSession } from './session';

/** The checker screens a person can be sent to after the server answers. */
export const ADDITIONAL_INFO_PATH = '/check/additional-info';
export const RESULTS_PATH = '/check/results';
export const verificationPath = (index: number): string => `/check/case-verifications/${index}`;

/**
 * The one next-step rule of the checker (product-spec §4 "Flow"; docs/law D74): after confirming cases, after the
 * additional-info page, after every case answer and after every fix or addition of a case, the person goes
 *   1. to the additional-info page while the server says `needsPreliminaryQuestions` (a case answer can open a
 *      route that needs the Class C or veteran answers only now);
 *   2. else to the first case whose `questions` are not empty;
 *   3. else to the results.
 * A function of the server's answers, never a re-implementation of a rule (conventions §5), so no result asks for
 * an answer the site does not then ask.
 *
 * The verification pages are numbered by `postPreliminaryCases`, the cases that asked questions on this walk: a
 * case that asks for the first time joins the end of the list, so the numbers of the pages already seen stay.
 * `restart` begins a new walk (after confirming cases).
 */
export function nextStep(info: EligibilityInfo, opts: { restart?: boolean } = {}): string {
  const asking = info.cases.filter((c) => c.questions.length > 0).map((c) => c._id);
  const known = opts.restart === true ? [] : getSession().postPreliminaryCases;
  const ids = [...known, ...asking.filter((id) => !known.includes(id))];
  updateSession({ postPreliminaryCases: ids });
  if (info.needsPreliminaryQuestions) return ADDITIONAL_INFO_PATH;
  const index = ids.findIndex((id) => asking.includes(id));
  return index >= 0 ? verificationPath(index) : RESULTS_PATH;
}

/**
 * The verification page of one case that lists questions (the results page's "Answer the questions about this
 * case"): the case joins the walk's list if it is not there yet.
 */
export function caseQuestionsPath(info: EligibilityInfo, caseId: string): string {
  if (!info.cases.some((c) => c._id === caseId)) return RESULTS_PATH;
  const known = getSession().postPreliminaryCases;
  if (!known.includes(caseId)) updateSession({ postPreliminaryCases: [...known, caseId] });
  return verificationPath(getSession().postPreliminaryCases.indexOf(caseId));
}
