import type { Language } from '../types';
import { harrisCounty } from './harris';

/**
 * The criminal courts of Harris County as codes, for what is counted and noted per court (outcome follow-ups,
 * court notes): `district:178` for the 178th District Court, `ccl:3` for County Criminal Court at Law No. 3,
 * `unknown` for a court number that is not on the county's lists for the case's level (never guessed). The
 * lists are the county profile's (harris.ts `courts`).
 */
export const UNKNOWN_COURT = 'unknown';

export type CourtKind = 'district' | 'ccl';

export interface HarrisCourt {
  code: string;
  kind: CourtKind;
  number: number;
}

const FELONY_COURTS: readonly number[] = harrisCounty.courts.felony.numbers.value;
const MISDEMEANOR_COURTS: readonly number[] = harrisCounty.courts.misdemeanor.numbers.value;

/** Every court, district courts first, each list in number order. */
export const HARRIS_COURTS: readonly HarrisCourt[] = [
  ...[...FELONY_COURTS]
    .sort((a, b) => a - b)
    .map((n) => ({ code: `district:${n}`, kind: 'district' as const, number: n })),
  ...[...MISDEMEANOR_COURTS].sort((a, b) => a - b).map((n) => ({ code: `ccl:${n}`, kind: 'ccl' as const, number: n })),
];
const BY_CODE = new Map(HARRIS_COURTS.map((c) => [c.code, c]));

/**
 * The code of the court a case was heard in, from the court data's `crt` (`178`, `3`, `003`) and whether the case
 * is a felony (district courts) or a misdemeanor (County Criminal Courts at Law).
 */
export function courtCodeOf(crt: string | null | undefined, felony: boolean): string {
  if (!crt || !/^\d{1,4}$/.test(crt.trim())) return UNKNOWN_COURT;
  const n = Number(crt.trim());
  const list = felony ? FELONY_COURTS : MISDEMEANOR_COURTS;
  if (!list.includes(n)) return UNKNOWN_COURT;
  return `${felony ? 'district' : 'ccl'}:${n}`;
}

/** Whether a code names a court on the county's lists. */
export function isCourtCode(code: string): boolean {
  return BY_CODE.has(code);
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * The court's name: "178th District Court" / "Corte Penal de Distrito 178 (178th District Court)"; the English
 * name stays beside the Spanish one, as the county profile writes court names.
 */
export function courtLabel(code: string, lang: Language): string {
  const c = BY_CODE.get(code);
  if (!c) return lang === 'es' ? 'corte desconocida' : 'court not known';
  const en =
    c.kind === 'district' ? `${ordinal(c.number)} District Court` : `County Criminal Court at Law No. ${c.number}`;
  if (lang === 'en') return en;
  return c.kind === 'district'
    ? `Corte Penal de Distrito ${c.number} (${en})`
    : `Corte Penal del Condado n.º ${c.number} (${en})`;
}
