import type { OffenseLevel } from '@cyr/rules';
import type { PacketCounty } from './types';

/** The court a case was heard in, named the way the caption of a filing names it. */
export interface CourtName {
  kind: 'district' | 'county_criminal_court_at_law' | 'unknown';
  number: number | null;
  /** "178th District Court" / "County Criminal Court at Law No. 3"; null when unknown. */
  name: string | null;
  /** Caption line: "IN THE 178TH DISTRICT COURT"; a blank to fill in when unknown. */
  captionLine: string;
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const isFelony = (level: OffenseLevel) => level.startsWith('F');
const isMisdemeanor = (level: OffenseLevel) => level === 'MA' || level === 'MB' || level === 'MC';

/**
 * Maps the data's court number (`crt`: `178`, `3` or zero-padded `003`) to the court's name (extract
 * format §3.6, county profile §2): felony cases are in the criminal district courts, misdemeanors in the
 * County Criminal Courts at Law Nos. 1–16. A number that fits neither list for the case's level is not
 * guessed: the caption is left for the person to fill in.
 */
export function courtName(court: string | null, level: OffenseLevel, county: PacketCounty): CourtName {
  const unknown: CourtName = {
    kind: 'unknown',
    number: null,
    name: null,
    captionLine: 'IN THE ______________________ COURT',
  };
  if (court === null) return unknown;
  const digits = court.match(/\d+/)?.[0];
  if (!digits) return unknown;
  const n = Number.parseInt(digits, 10);
  const district = county.felonyCourtNumbers.includes(n);
  const ccl = county.misdemeanorCourtNumbers.includes(n);
  const asDistrict = district && (isFelony(level) || (level === 'unknown' && !ccl));
  const asCcl = ccl && (isMisdemeanor(level) || (level === 'unknown' && !district));
  if (asDistrict) {
    const name = `${ordinal(n)} District Court`;
    return { kind: 'district', number: n, name, captionLine: `IN THE ${name.toUpperCase()}` };
  }
  if (asCcl) {
    const name = `County Criminal Court at Law No. ${n}`;
    return { kind: 'county_criminal_court_at_law', number: n, name, captionLine: `IN THE ${name.toUpperCase()}` };
  }
  return unknown;
}
