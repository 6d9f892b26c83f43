import type { TFunction } from 'i18next';
import type { Case } from '@cyr/schemas';
// Subpath import: the package index would bring every message of both languages into this chunk.
import { UNKNOWN_COURT } from '@cyr/i18n/county/courts';
import { courts } from './county';

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

/**
 * The court's name ("County Criminal Court at Law No. 4", "178th District Court"), never a bare number: a number
 * not on the county's lists for the case's level is shown as the court records write it, and says so.
 */
export function courtText(c: Pick<Case, 'crt' | 'misdemeanor_felony'>, t: TFunction, lang: 'en' | 'es'): string {
  const code = courts.codeOf(c.crt, c.misdemeanor_felony === 'Felony');
  return code === UNKNOWN_COURT ? t('common:courtAsRecorded', { crt: c.crt }) : courts.label(code, lang);
}

/** An expunction route with the code's name: "Texas Code of Criminal Procedure art. 55A.054", never "55A.054" alone. */
export function expunctionRouteText(route: string, t: TFunction): string {
  return t('results:card.expunctionRouteValue', { article: route.replace(/^art\.\s*/, '') });
}
