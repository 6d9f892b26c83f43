import type { Language } from '../types';
import type { CountyProfile } from './county';
import { harrisCounty } from './harris';

/**
 * A county's criminal courts as codes, for what is counted and noted per court (outcome follow-ups, court notes)
 * and for naming a case's court: `district:178` for the 178th District Court, `ccl:3` for County Criminal Court at
 * Law No. 3, `unknown` for a court number that is not on the county's lists for the case's level (never guessed).
 * The lists are the county profile's (`CountyProfile` `courts`).
 */
export const UNKNOWN_COURT = 'unknown';

export type CourtKind = 'district' | 'ccl';

export interface CountyCourt {
  code: string;
  kind: CourtKind;
  number: number;
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A county's courts: its list, the code of a case's court, whether a code is one of them, a court's name. */
export interface CountyCourts {
  /** Every court, district courts first, each list in number order. */
  list: readonly CountyCourt[];
  /**
   * The code of the court a case was heard in, from the court data's `crt` (`178`, `3`, `003`) and whether the case
   * is a felony (district courts) or a misdemeanor (County Criminal Courts at Law).
   */
  codeOf: (crt: string | null | undefined, felony: boolean) => string;
  /** Whether a code names a court on the county's lists. */
  isCode: (code: string) => boolean;
  /**
   * The court's name: "178th District Court" / "Corte Penal de Distrito 178 (178th District Court)"; the English
   * name stays beside the Spanish one, as the county profile writes court names.
   */
  label: (code: string, lang: Language) => string;
}

export function courtsOf(county: CountyProfile): CountyCourts {
  const felonyCourts: readonly number[] = county.courts.felony.numbers.value;
  const misdemeanorCourts: readonly number[] = county.courts.misdemeanor.numbers.value;
  const list: readonly CountyCourt[] = [
    ...[...felonyCourts]
      .sort((a, b) => a - b)
      .map((n) => ({ code: `district:${n}`, kind: 'district' as const, number: n })),
    ...[...misdemeanorCourts].sort((a, b) => a - b).map((n) => ({ code: `ccl:${n}`, kind: 'ccl' as const, number: n })),
  ];
  const byCode = new Map(list.map((c) => [c.code, c]));
  return {
    list,
    codeOf: (crt, felony) => {
      if (!crt || !/^\d{1,4}$/.test(crt.trim())) return UNKNOWN_COURT;
      const n = Number(crt.trim());
      if (!(felony ? felonyCourts : misdemeanorCourts).includes(n)) return UNKNOWN_COURT;
      return `${felony ? 'district' : 'ccl'}:${n}`;
    },
    isCode: (code) => byCode.has(code),
    label: (code, lang) => {
      const c = byCode.get(code);
      if (!c) return lang === 'es' ? 'corte desconocida' : 'court not known';
      const en =
        c.kind === 'district' ? `${ordinal(c.number)} District Court` : `County Criminal Court at Law No. ${c.number}`;
      if (lang === 'en') return en;
      return c.kind === 'district'
        ? `Corte Penal de Distrito ${c.number} (${en})`
        : `Corte Penal del Condado n.º ${c.number} (${en})`;
    },
  };
}

/** Harris County's courts, for the api (its follow-ups, court notes and emails). */
const HARRIS = courtsOf(harrisCounty);
export const HARRIS_COURTS = HARRIS.list;
export const courtCodeOf = HARRIS.codeOf;
export const isCourtCode = HARRIS.isCode;
export const courtLabel = HARRIS.label;
