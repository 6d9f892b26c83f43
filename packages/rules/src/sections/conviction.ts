import type { CaseAnswers } from '../model';
import { categoryMask, type CaseFacts } from '../engine/context';
import { askCase, put, reason, type Route } from '../engine/route';
import { CONVICTION_EXCLUDED_CATEGORIES, CONVICTION_EXCLUDED_CHAPTERS } from './chapters';

const EXCLUDED_CATEGORY_MASK = categoryMask(CONVICTION_EXCLUDED_CATEGORIES);

/** 411.073(a) / 411.0735(a) exclusions: 106.041, 49.04, 49.05, 49.06, 49.065, chapter 71. */
export function excludedFromConvictionSections(f: CaseFacts): boolean {
  if ((f.catMask & EXCLUDED_CATEGORY_MASK) !== 0) return true;
  return f.chapter !== null && CONVICTION_EXCLUDED_CHAPTERS.includes(f.chapter);
}

/** Completion includes paying every fine, cost and restitution (law notes §10.5). */
export function requirePaid(a: CaseAnswers, r: Route): void {
  const v = a.paid_all_fines_and_costs;
  if (v === undefined) askCase(r, 'paid_all_fines_and_costs', 'FINES_PAYMENT_UNKNOWN');
  else if (!v) put(r, 'unknowns', reason('FINES_NOT_PAID'));
}
