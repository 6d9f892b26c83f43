/**
 * CCP art. 55A.054: a dismissed charge may be expunged once the limitations period for the offense has expired
 * (CCP 12.01, 12.02), counted from the dismissal because limitations is tolled while the charge is pending (12.05).
 */
import { addYearsDay, fromDay } from '../../dates';
import type { CaseFacts } from '../../engine/context';
import { yesNo } from '../../engine/answers';
import { askCase, newRoute, reason, type Route } from '../../engine/route';
import type { SectionLaw } from '../meta';
import { dayRoute } from './55A.051';
import { longestLimitations, longestOf } from './limitations';

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
      test: 'Misdemeanor: dismissal + 2 years + 2 days; felonies: the longest period of the offenses the row names, from the table in limitations.ts (10, 7, 5 or 3 years); an offense not listed → could_not_determine (FELONY_LIMITATIONS_UNKNOWN); none or depending on the victim’s age → could_not_determine (NO_LIMITATIONS_PERIOD). A felony whose presentment the record does not show gets this date too (docs/law D81); a misdemeanor-level row whose complaint or grand-jury literal is a felony takes the felony’s period (docs/law D80).',
    },
    {
      plain:
        'Organized criminal activity takes the period of its most serious object offense. The record does not name it: the person is asked whether it was a killing or a death in a crash, a sexual offense, trafficking or prostitution, or a child victim (the offenses with no fixed period); no → ten years, the longest fixed period.',
      citation: 'Tex. Code Crim. Proc. arts. 12.03(b), 12.01; project decision (docs/law D82)',
      test: 'PC 71.02 in the row: organized_crime_object_serious no → 10 years (ORGANIZED_CRIME_TEN_YEARS); yes or not sure → NO_LIMITATIONS_PERIOD; not asked → ORGANIZED_CRIME_OBJECT_NEEDED. A literal of the row with no period (murder) decides first, without the question.',
      questions: ['organized_crime_object_serious'],
      confidence: 'M',
    },
  ],
  wait: {
    years: { misdemeanor: 2, theftBurglaryRobbery: 5, drugFelony: 3 },
    from: 'the dismissal (plus 2 days)',
    plain: 'The limitations period from the dismissal, assuming the person stayed in Texas.',
    citation: 'Tex. Code Crim. Proc. arts. 12.01, 12.02',
  },
  shared: [],
  decisions: [
    'docs/law D12 limitations from the dismissal',
    'docs/law D24 drug felonies',
    'docs/law D55 felony periods by offense',
    'docs/law D81 presentment unknown',
    'docs/law D82 organized criminal activity',
    'docs/law D85 five felonies 12.01 does not name',
  ],
} as const satisfies SectionLaw;

/** CCP 12.02: misdemeanor limitations, counted from the dismissal (12.05 tolling), plus the two days 12.04 excludes. */
export const MISDEMEANOR_LIMITATIONS_YEARS = LAW.wait.years.misdemeanor;
export const LIMITATIONS_EXTRA_DAYS = 2;
/** Felony periods by offense: the table in limitations.ts (CCP 12.01, docs/law D55). */

/**
 * A misdemeanor-level case whose complaint or grand-jury literal on the same row is a felony (docs/law D80(b)): the
 * felony's limitations period and 55A.052's three-year wait apply.
 */
export function felonyChargeOnMisdemeanor(f: CaseFacts): boolean {
  return f.misdemeanor && f.c.chargeFacts?.felonyCharge === true;
}

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
  let noPeriod = false;
  let askObject = false;
  const objectSerious = yesNo(f.answers, 'organized_crime_object_serious');
  if (felonyChargeOnMisdemeanor(f)) {
    // docs/law D80(b): the felony the complaint or grand jury named keeps its own period (never early).
    const charge = f.c.chargeFacts;
    const statutes = charge?.chargeStatutes ?? [];
    const levels = charge?.chargeLevels ?? [];
    const felonies = statutes
      .map((statute, i) => ({ statute, level: levels[i] ?? 'unknown' }))
      .filter((o) => !o.level.startsWith('M'));
    const p = longestOf(felonies, charge?.limitations ?? [], objectSerious);
    if (p.kind === 'years') years = Math.max(p.years, MISDEMEANOR_LIMITATIONS_YEARS);
    else if (p.kind === 'none') noPeriod = true;
    else if (p.kind === 'ask_object') askObject = true;
  } else if (f.misdemeanor) years = MISDEMEANOR_LIMITATIONS_YEARS;
  else if (f.felony && f.identified) {
    // The longest period among the offenses the row names (ADR 0060 item 55).
    const charge = f.c.chargeFacts;
    const p = longestLimitations(
      [f.c.offense.statute, ...(charge?.chargeStatutes ?? [])],
      f.c.level,
      charge?.limitations ?? [],
      objectSerious,
    );
    if (p.kind === 'years') {
      years = p.years;
      if (objectSerious === 'no' && p.rows.some((row) => row.period.kind === 'object'))
        r.notes.push(reason('ORGANIZED_CRIME_TEN_YEARS'));
    } else if (p.kind === 'none') noPeriod = true;
    else if (p.kind === 'ask_object') askObject = true;
  }
  // "Insufficient evidence" is not a no-probable-cause finding: limitations, with a note that a court could find more.
  if (f.c.dismissalReason === 'insufficient_evidence') r.notes.push(reason('NO_PROBABLE_CAUSE_MAYBE'));
  if (noPeriod) r.unknowns.push(reason('NO_LIMITATIONS_PERIOD'));
  else if (askObject) askCase(r, 'organized_crime_object_serious', 'ORGANIZED_CRIME_OBJECT_NEEDED');
  else if (Number.isNaN(years)) r.unknowns.push(reason(f.levelKnown ? 'FELONY_LIMITATIONS_UNKNOWN' : 'LEVEL_UNKNOWN'));
  else {
    r.date = addYearsDay(dismissal, years) + LIMITATIONS_EXTRA_DAYS;
    r.notes.push(reason('LIMITATIONS_ESTIMATED', { date: fromDay(r.date) }));
  }
  return r;
}
