/**
 * Gov't Code § 411.0735 — misdemeanor conviction without community supervision, sentence completed. Not 106.041,
 * 49.04, 49.05, 49.06, 49.065 or chapter 71; not eligible under 411.073; first offender; 411.074. (c-1): no
 * order if the court finds the offense violent or sexual (PC 22.01 assault excepted) — a judge's call, so
 * such offenses are could_not_determine (docs/law D13). Wait: 0 if fine-only, else 2 years; every Class A
 * or B misdemeanor carries possible jail, so 2 years in this site's scope.
 *
 * Adjudicated deferred and revoked probation (docs/law D14): the text says "not eligible under 411.073",
 * not "never on supervision"; unverified, so those cases go through this route with NEEDS_LEGAL_REVIEW.
 */
import type { Base } from '../engine/base';
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { newRoute, reason, type Route } from '../engine/route';
import { statuteIs, VIOLENT_OR_SEXUAL_CHAPTERS, chapterText } from './chapters';
import { completionWait, excludedFromConvictionSections } from './conviction';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.0735',
  kind: 'nondisclosure',
  title: 'Misdemeanor conviction without community supervision',
  citation: "Tex. Gov't Code § 411.0735",
  effective: '2017-09-01',
  confidence: 'M',
  statute:
    '411.0735 (HB 3016, 2017): a person convicted of a misdemeanor (not 106.041, 49.04, 49.05, 49.06, 49.065 or chapter 71) who is not eligible under 411.073, completed the sentence including confinement and payment of all fines, costs and restitution, never previously convicted (fine-only traffic aside). (c-1): no order if the court finds the offense violent or sexual in nature (PC 22.01 excepted). Wait: none if fine-only; otherwise the second anniversary of completion.',
  conditions: [
    {
      plain: 'A misdemeanor conviction with the sentence completed and no community supervision.',
      citation: "Tex. Gov't Code § 411.0735(a)",
      test: 'Disposition convicted_sentence; a revoked probation or adjudicated deferred needs review (text not yet read).',
    },
    {
      plain: 'Not an underage DUI, DWI, FWI, BWI, amusement-ride intoxication or organized crime offense.',
      citation: "Tex. Gov't Code § 411.0735(a)",
      test: 'Offense categories and chapter 71.',
    },
    {
      plain: 'Every fine, cost and restitution is paid: the wait counts from the last payment.',
      citation: "Tex. Gov't Code § 411.0735(b)",
      test: 'paid_all_fines_and_costs, then completion_payment_month; a month not known → completion_payment_year, its last day or today (docs/law D83).',
      questions: ['paid_all_fines_and_costs', 'completion_payment_month', 'completion_payment_year'],
    },
    {
      plain: 'The judge must not find the offense violent or sexual (assault under PC 22.01 is excepted).',
      citation: "Tex. Gov't Code § 411.0735(c-1)",
      test: `Chapters ${chapterText(VIOLENT_OR_SEXUAL_CHAPTERS, 'and')} (20 with 20A; 22 other than 22.01) → could_not_determine; PC 38.03, 42.01(a)(7)-(9), 42.07, 42.092 → the JUDGE_MAY_FIND_VIOLENT caution.`,
      confidence: 'M',
    },
  ],
  wait: {
    years: { fineOnly: 0, other: 2 },
    from: 'the completion of the sentence, including the last payment',
    plain: 'The second anniversary of completion (every Class A or B misdemeanor carries possible jail).',
    citation: "Tex. Gov't Code § 411.0735(d)",
  },
  applies: {
    dispositions: ['conviction'],
    offense: 'not_dwi',
    level: 'misdemeanor',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain: 'A misdemeanor conviction other than DWI without a completed probation (none, or a revoked one).',
    citation: "Tex. Gov't Code § 411.0735(a)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: [
    'D13 "fine only" reads the punishment range',
    'D14 revoked or adjudicated cases need review',
    'docs/law D18 the last payment',
    'docs/law D28 offenses a judge may find violent',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const WAIT_YEARS = LAW.wait.years;
/** PC 22.01 assault is expressly excepted from the violent-or-sexual finding. */
export const ASSAULT_EXCEPTION = 'PC 22.01';

export function mayBeViolentOrSexual(f: CaseFacts): boolean {
  if (hasCat(f, 'violent_or_sexual')) return true;
  if (f.chapter === null || !VIOLENT_OR_SEXUAL_CHAPTERS.includes(f.chapter)) return false;
  const statute = f.c.offense.statute;
  const isAssault = statute !== null ? statuteIs(statute, ASSAULT_EXCEPTION) : hasCat(f, 'assault');
  return !isAssault;
}

/**
 * Offenses outside those chapters that a judge may still find violent (docs/law D28): resisting arrest
 * (PC 38.03), cruelty to non-livestock animals (PC 42.092), disorderly conduct by displaying or discharging a
 * firearm (PC 42.01(a)(7)-(9)) and harassment (PC 42.07). The result stands, with a visible caution.
 */
export const JUDGE_MAY_FIND_VIOLENT_STATUTES: readonly string[] = ['PC 38.03', 'PC 42.092', 'PC 42.07'];
/** PC 42.01(a)(7)-(9), as an offense literal names them. */
const DISORDERLY_FIREARM = /DISORDERLY.*(FIREARM|GUN|WEAPON)|(DISCHARG|DISPLAY).*(FIREARM|GUN)/i;

export function judgeMayFindViolent(f: CaseFacts): boolean {
  const statute = f.c.offense.statute;
  if (JUDGE_MAY_FIND_VIOLENT_STATUTES.some((s) => statuteIs(statute, s))) return true;
  return statuteIs(statute, 'PC 42.01') && DISORDERLY_FIREARM.test(f.c.offense.literal);
}

export function route0735(p: PersonCtx, f: CaseFacts, base: Base): Route {
  // A revoked probation or an adjudicated deferred: the section's text for these is not yet read (docs/law D14).
  const revoked = f.disposition !== 'convicted_sentence';
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  if (excludedFromConvictionSections(f)) {
    r.bars.push(reason('EXCLUDED_OFFENSE', { section: META.id }, META.citation));
    return r;
  }
  r.basis.push(reason('MEETS_411_0735'));
  if (revoked) r.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: META.id }));
  if (mayBeViolentOrSexual(f)) r.unknowns.push(reason('JUDGE_DECIDES_VIOLENT_OR_SEXUAL'));
  else if (judgeMayFindViolent(f)) r.notes.push(reason('JUDGE_MAY_FIND_VIOLENT'));
  if (Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'sentence_completion' }));
    return r;
  }
  // Every Class A or B misdemeanor carries possible jail, so the wait is 2 years in this site's scope (D13).
  const years = f.c.level === 'MC' && f.c.offense.fineOnly ? WAIT_YEARS.fineOnly : WAIT_YEARS.other;
  completionWait(p, f, r, base, years, LAW.wait.citation, 'sentence_completion');
  applyShared(p, f, r, LAW);
  return r;
}
