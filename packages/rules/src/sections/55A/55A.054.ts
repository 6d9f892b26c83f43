/**
 * CCP art. 55A.054: a dismissed charge may be expunged once the limitations period for the offense has expired
 * (CCP 12.01, 12.02), counted from the dismissal because limitations is tolled while the charge is pending (12.05).
 */
import { addYearsDay, fromDay } from '../../dates';
import type { CaseFacts } from '../../engine/context';
import { newRoute, reason, type Route } from '../../engine/route';
import type { SectionLaw } from '../meta';
import { dayRoute } from './55A.051';

export const LAW = {
  id: '55A.054',
  kind: 'expunction',
  title: 'Dismissal after the limitations period ran',
  citation: 'Tex. Code Crim. Proc. art. 55A.054',
  effective: '2025-01-01',
  confidence: 'M',
  statute:
    '55A.054: a dismissed charge may be expunged once the limitations period for the offense has expired (CCP 12.01, 12.02), counted here from the dismissal because limitations is tolled while the charge is pending (12.05).',
  conditions: [
    {
      plain: 'A presented charge was dismissed for another or unknown reason, and the time to charge it again has run.',
      citation: 'Tex. Code Crim. Proc. arts. 12.01, 12.02, 12.05, 55A.054',
      test: 'Misdemeanor: dismissal + 2 years + 2 days; theft, burglary, robbery: 5 years; H&S chapter 481 felonies: 3 years; other felonies → could_not_determine.',
    },
  ],
  wait: {
    years: { misdemeanor: 2, theftBurglaryRobbery: 5, drugFelony: 3 },
    from: 'the dismissal (plus 2 days)',
    plain: 'The limitations period from the dismissal, assuming the person stayed in Texas.',
    citation: 'Tex. Code Crim. Proc. arts. 12.01, 12.02',
  },
  shared: [],
  decisions: ['D12 limitations from the dismissal', 'docs/law D24 drug felonies'],
} as const satisfies SectionLaw;

/** CCP 12.02: misdemeanor limitations, counted from the dismissal (12.05 tolling), plus the two days 12.04 excludes. */
export const MISDEMEANOR_LIMITATIONS_YEARS = LAW.wait.years.misdemeanor;
export const LIMITATIONS_EXTRA_DAYS = 2;
/** CCP 12.01(4): five years for theft, burglary and robbery; other felonies vary, so they need review. */
export const FIVE_YEAR_FELONY_CHAPTERS: readonly number[] = [29, 30, 31];
export const FIVE_YEAR_FELONY_LIMITATIONS_YEARS = LAW.wait.years.theftBurglaryRobbery;
/** CCP 12.01(7): Health and Safety Code chapter 481 felonies fall under "all other felonies" (docs/law D24). */
export const DRUG_FELONY_STATUTE_PREFIX = 'HSC 481.';
export const OTHER_FELONY_LIMITATIONS_YEARS = LAW.wait.years.drugFelony;

/** A dismissal the court recorded as for limitations: available from the dismissal. */
export function routeLimitationsRan(dismissal: number): Route {
  return dayRoute(LAW.id, 'EXPUNCTION_LIMITATIONS', dismissal);
}

/**
 * A dismissal for another or unknown reason: limitations counted from the dismissal (plus the two days 12.04
 * excludes); felonies whose period the offense does not tell → could_not_determine.
 */
export function routeLimitations(f: CaseFacts, dismissal: number): Route {
  const r = newRoute({ article: LAW.id });
  r.basis.push(reason('EXPUNCTION_LIMITATIONS'));
  r.start = dismissal;
  let years = NaN;
  if (f.misdemeanor) years = MISDEMEANOR_LIMITATIONS_YEARS;
  else if (f.felony && f.identified && f.chapter !== null && FIVE_YEAR_FELONY_CHAPTERS.includes(f.chapter))
    years = FIVE_YEAR_FELONY_LIMITATIONS_YEARS;
  else if (f.felony && f.c.offense.statute?.startsWith(DRUG_FELONY_STATUTE_PREFIX) === true)
    years = OTHER_FELONY_LIMITATIONS_YEARS;
  // "Insufficient evidence" is not a no-probable-cause finding: limitations, with a note that a court could find more.
  if (f.c.dismissalReason === 'insufficient_evidence') r.notes.push(reason('NO_PROBABLE_CAUSE_MAYBE'));
  if (Number.isNaN(years)) r.unknowns.push(reason(f.levelKnown ? 'FELONY_LIMITATIONS_UNKNOWN' : 'LEVEL_UNKNOWN'));
  else {
    r.date = addYearsDay(dismissal, years) + LIMITATIONS_EXTRA_DAYS;
    r.notes.push(reason('LIMITATIONS_ESTIMATED', { date: fromDay(r.date) }));
  }
  return r;
}
