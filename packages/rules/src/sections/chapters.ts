/**
 * The recurring offense lists (docs/law D68). Chapters are Penal Code chapters.
 */
import type { OffenseCategory } from '../model';

/**
 * Misdemeanors in these chapters wait two years under 411.0725(e)(2) and 411.073(d) (docs/law D68). Not ch. 71.
 * The one declaration of the list: the sections, their plain-text declarations (and so the rule book and
 * `rules:explain`) and the petitions all read it from here.
 */
export const TWO_YEAR_MISDEMEANOR_CHAPTERS: readonly number[] = [20, 21, 22, 25, 42, 43, 46];

/** 411.072(a): chapters excluded from the automatic order (plus PC 49.04 and 49.06): the two-year list and ch. 71. */
export const AUTOMATIC_ORDER_EXCLUDED_CHAPTERS: readonly number[] = [...TWO_YEAR_MISDEMEANOR_CHAPTERS, 71];

/** `[20, 21, 46]` → "20, 21 or 46": a chapter list as the declarations' plain text prints it. */
export function chapterText(chapters: readonly number[], conjunction = 'or'): string {
  const all = chapters.map(String);
  const last = all.pop();
  if (last === undefined) return '';
  return all.length === 0 ? last : `${all.join(', ')} ${conjunction} ${last}`;
}

/** "20, 21, 22, 25, 42, 43 or 46" (411.0725(e)(2), 411.073(d)). */
export const TWO_YEAR_CHAPTERS_TEXT = chapterText(TWO_YEAR_MISDEMEANOR_CHAPTERS);
/** "20, 21, 22, 25, 42, 43, 46 or 71" (411.072(a)). */
export const AUTOMATIC_ORDER_EXCLUDED_TEXT = chapterText(AUTOMATIC_ORDER_EXCLUDED_CHAPTERS);
export const AUTOMATIC_ORDER_EXCLUDED_CATEGORIES: readonly OffenseCategory[] = ['dwi', 'bwi', 'organized_crime'];

/** 411.073(a) and 411.0735(a): Alc. Bev. Code 106.041; PC 49.04, 49.05, 49.06, 49.065; ch. 71. */
export const CONVICTION_EXCLUDED_CATEGORIES: readonly OffenseCategory[] = [
  'minor_dui',
  'dwi',
  'fwi',
  'bwi',
  'amusement_ride_intoxicated',
  'organized_crime',
];
export const CONVICTION_EXCLUDED_CHAPTERS: readonly number[] = [71];

/**
 * 411.0735(c-1): the court decides whether the offense was violent or sexual; these chapters are the ones a
 * judge may so find (docs/law D13). PC 22.01 assault is expressly excepted.
 */
export const VIOLENT_OR_SEXUAL_CHAPTERS: readonly number[] = [19, 20, 21, 22, 29, 43];

/**
 * 411.0727(c): prior convictions listed in CCP 42A.054(a) or sexually violent offenses bar the section. The
 * data cannot tell which felonies in these chapters are listed, so a prior felony conviction here needs review.
 */
export const VTC_LISTED_OFFENSE_CHAPTERS: readonly number[] = [19, 20, 21, 22, 29, 30, 43];

/** True when `statute` is exactly `section` or a subsection of it (`PC 22.01(a)(1)`), never a longer number (`PC 22.011`). */
export function statuteIs(statute: string | null, section: string): boolean {
  if (statute === null || !statute.startsWith(section)) return false;
  const next = statute.charAt(section.length);
  return next === '' || next === '(' || next === ' ';
}
