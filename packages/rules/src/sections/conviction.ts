import type { CaseFacts } from '../engine/context';
import { CONVICTION_EXCLUDED_CATEGORIES, CONVICTION_EXCLUDED_CHAPTERS } from './chapters';

/** 411.073(a) / 411.0735(a) exclusions: 106.041, 49.04, 49.05, 49.06, 49.065, chapter 71. */
export function excludedFromConvictionSections(f: CaseFacts): boolean {
  for (const c of CONVICTION_EXCLUDED_CATEGORIES) if (f.cats.includes(c)) return true;
  return f.chapter !== null && CONVICTION_EXCLUDED_CHAPTERS.includes(f.chapter);
}
