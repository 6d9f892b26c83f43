/**
 * Offense categories as bits: a case's categories are one number (CaseFacts.catMask), so a section's category
 * test is one AND instead of a search of the category list.
 */
import type { OffenseCategory } from '../model';

/** One bit per offense category, for CaseFacts.catMask (a Record, so a new category must get a bit here). */
export const CAT: Readonly<Record<OffenseCategory, number>> = {
  dwi: 1 << 0,
  bwi: 1 << 1,
  fwi: 1 << 2,
  amusement_ride_intoxicated: 1 << 3,
  intoxication_assault_or_manslaughter: 1 << 4,
  minor_dui: 1 << 5,
  theft: 1 << 6,
  marijuana: 1 << 7,
  family_violence: 1 << 8,
  sex_offender_registrable: 1 << 9,
  murder: 1 << 10,
  aggravated_kidnapping: 1 << 11,
  human_trafficking: 1 << 12,
  injury_child_elderly_disabled: 1 << 13,
  child_abandoning_endangerment: 1 << 14,
  protective_order_violation: 1 << 15,
  stalking: 1 << 16,
  organized_crime: 1 << 17,
  prostitution: 1 << 18,
  traffic_fine_only: 1 << 19,
  assault: 1 << 20,
  violent_or_sexual: 1 << 21,
};

/** The bits of a list of categories (a category outside the model has no bit and is ignored, as before). */
/** CAT as a Map: faster than CAT[c] when `c` varies (a megamorphic property load). */
const BIT_BY_NAME: ReadonlyMap<string, number> = new Map(Object.entries(CAT));

export function categoryMask(cats: readonly OffenseCategory[]): number {
  let m = 0;
  for (const c of cats) m |= BIT_BY_NAME.get(c) ?? 0;
  return m;
}
