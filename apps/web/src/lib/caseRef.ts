import type { TFunction } from 'i18next';
import type { Case } from '@cyr/schemas';

/**
 * How a sentence names a case: its cause number, or, for a case the person added without one (ADR 0073), its
 * offense and "no cause number". Never an empty "for case (PDF)".
 */
export function caseRef(c: Pick<Case, 'casID' | 'current_offense_name'>, t: TFunction): string {
  return c.casID.trim() || t('common:caseWithoutNumber', { offense: c.current_offense_name });
}

/** The cause number as a list shows it: the number, or where to find it. */
export function causeNumberText(c: Pick<Case, 'casID'>, t: TFunction): string {
  return c.casID.trim() || t('common:causeNotGiven');
}
