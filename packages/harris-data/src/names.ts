/**
 * Name normalization and matching, per the API contract (case-lookup):
 * - `def_nam` is `LAST, GIVEN NAMES`; the first given name is the first name, the rest the middle name,
 *   suffix words (JR, SR, II, III, IV) set aside as the suffix;
 * - both sides compared upper-cased, without accents, with every non-letter removed;
 * - the first name must be equal; middle name and suffix narrow the match only where the record has one;
 *   a first-name field of several words ("Dan Michael") also matches its first word as the first name, the
 *   others narrowing as a middle name;
 *   a single letter matches a middle name with that initial; aliases widen first and last names;
 * - a first name also finds the names it is often written as (`Dan` finds `DANIEL`), and a double or hyphenated
 *   last name each of its parts (`Demo-Smith` finds `DEMO`, `SMITH`): ADR 0116, nicknames.ts.
 */

import { nicknamesOf } from './nicknames';

export const SUFFIXES = ['JR', 'SR', 'II', 'III', 'IV'] as const;
export type Suffix = (typeof SUFFIXES)[number] | '';

/** Letters that do not decompose under NFD. */
const SPECIAL: Record<string, string> = { Ø: 'O', Æ: 'AE', Œ: 'OE', Ł: 'L', Đ: 'D', Þ: 'TH', ẞ: 'SS', ß: 'SS', ı: 'I' };

/** Upper-case, strip accents, remove every character that is not A–Z. */
const ONLY_A_Z = /^[A-Z]+$/;
const PRINTABLE_ASCII = /^[ -~]*$/;
const NOT_A_Z = /[^A-Z]/g;

export function normalizeName(value: string | null | undefined): string {
  if (!value) return '';
  // Fast paths (most extract names): already A–Z, or printable ASCII with no accent to strip.
  if (ONLY_A_Z.test(value)) return value;
  if (PRINTABLE_ASCII.test(value)) return value.toUpperCase().replace(NOT_A_Z, '');
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ØÆŒŁĐÞẞßı]/gi, (c) => SPECIAL[c] ?? SPECIAL[c.toUpperCase()] ?? '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** True when a name has at least one letter left after normalization (else the API answers nameError). */
export function hasLetters(value: string | null | undefined): boolean {
  return normalizeName(value) !== '';
}

/** Normalize a suffix as the user or the record writes it (`Jr`, `JR.`, `3RD`) to JR/SR/II/III/IV or ''. */
export function normalizeSuffix(value: string | null | undefined): Suffix {
  const v = normalizeName(value);
  if (v === '') return '';
  if (v === 'JR' || v === 'JUNIOR') return 'JR';
  if (v === 'SR' || v === 'SENIOR') return 'SR';
  if (v === 'II' || v === 'ND') return 'II';
  if (v === 'III' || v === 'RD') return 'III';
  if (v === 'IV' || v === 'TH') return 'IV';
  return '';
}

function suffixToken(token: string): Suffix {
  const t = token.toUpperCase().replace(/[^A-Z0-9]/g, '');
  switch (t) {
    case 'JR':
      return 'JR';
    case 'SR':
      return 'SR';
    case 'II':
    case '2ND':
      return 'II';
    case 'III':
    case '3RD':
      return 'III';
    case 'IV':
    case '4TH':
      return 'IV';
    default:
      return '';
  }
}

export interface ParsedName {
  raw: string;
  /** Normalized (A–Z only) parts. */
  last: string;
  first: string;
  middle: string;
  suffix: Suffix;
  /** Display parts as recorded (upper case, spacing kept). */
  display: { last: string; first: string; middle: string };
}

/**
 * Parse a record's `def_nam` (`LAST, FIRST MIDDLE SUFFIX`). Suffix words are taken from the given names
 * (or from the end of the last-name part, `SMITH JR, JOHN`). Without a comma the first word is the last name.
 */
export function parseDefName(raw: string | null | undefined): ParsedName {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  let lastPart: string;
  let givenPart: string;
  const comma = text.indexOf(',');
  if (comma >= 0) {
    lastPart = text.slice(0, comma).trim();
    givenPart = text
      .slice(comma + 1)
      .replace(/,/g, ' ')
      .trim();
  } else {
    const sp = text.indexOf(' ');
    lastPart = sp >= 0 ? text.slice(0, sp) : text;
    givenPart = sp >= 0 ? text.slice(sp + 1) : '';
  }
  let suffix: Suffix = '';
  const lastTokens = lastPart.split(' ').filter(Boolean);
  if (lastTokens.length > 1) {
    const s = suffixToken(lastTokens[lastTokens.length - 1] ?? '');
    if (s) {
      suffix = s;
      lastTokens.pop();
    }
  }
  const given: string[] = [];
  for (const tok of givenPart.split(' ').filter(Boolean)) {
    const s = suffixToken(tok);
    // A suffix word is only a suffix once there is a first name before it (`II` alone is not a first name issue).
    if (s && given.length > 0) suffix = suffix || s;
    else given.push(tok);
  }
  const lastDisplay = lastTokens.join(' ');
  const firstDisplay = given[0] ?? '';
  const middleDisplay = given.slice(1).join(' ');
  return {
    raw: raw ?? '',
    last: normalizeName(lastDisplay),
    first: normalizeName(firstDisplay),
    middle: normalizeName(middleDisplay),
    suffix,
    display: { last: lastDisplay, first: firstDisplay, middle: middleDisplay },
  };
}

/** The person-search request, as the API contract's case-lookup body names it. */
export interface NameQuery {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
  aliasFirstNames?: string[];
  aliasLastNames?: string[];
}

/** A record's normalized name parts (as stored in the `cases` table). */
export interface RecordName {
  first: string;
  middle: string;
  last: string;
  suffix: string;
}

export interface NormalizedQuery {
  firsts: string[];
  lasts: string[];
  middle: string;
  suffix: Suffix;
  /**
   * A first-name field of several words ("Dan Michael"): its first word is also tried as the first name,
   * with the other words as the middle name when none was given, narrowing as a middle name does.
   */
  firstWords?: { firsts: string[]; middle: string };
}

const uniq = (xs: string[]): string[] => [...new Set(xs.filter((x) => x !== ''))];

/** Words that join the parts of a Spanish or Dutch double surname (`GARCIA Y LOPEZ`, `DE LA CRUZ`). */
const SURNAME_PARTICLES = new Set(['Y', 'E', 'DE', 'DEL', 'LA', 'LAS', 'LOS', 'VAN', 'VON', 'DA', 'DO', 'DOS', 'DI']);

/**
 * The last names a written last name may be recorded under (ADR 0116): the whole name, and for a double or
 * hyphenated surname each of its parts and the parts without the particles between them. `Demo-Smith` finds
 * `DEMO SMITH`, `DEMO` and `SMITH`; `García y López` finds `GARCIA Y LOPEZ`, `GARCIA LOPEZ`, `GARCIA` and `LOPEZ`.
 * A particle is never a last name on its own (`DE LA CRUZ` is not searched as `DE` or `LA`).
 */
export function lastNameForms(lastName: string | null | undefined): string[] {
  const words = (lastName ?? '')
    .split(/[\s-]+/)
    .map(normalizeName)
    .filter((w) => w !== '');
  const parts = words.filter((w) => !SURNAME_PARTICLES.has(w));
  if (parts.length < 2) return uniq([normalizeName(lastName)]);
  return uniq([normalizeName(lastName), parts.join(''), ...parts]);
}

/** A given name and the names it is often written as (`Dan`, `DANIEL`, `DANNY`; nicknames.ts). */
function firstNameForms(firstName: string | null | undefined): string[] {
  const name = normalizeName(firstName);
  return name === '' ? [] : [name, ...nicknamesOf(name)];
}

/** Normalize a query once (blank aliases dropped, duplicates removed, nicknames and surname parts added). */
export function normalizeQuery(q: NameQuery): NormalizedQuery {
  const middle = normalizeName(q.middleName);
  const words = (q.firstName ?? '')
    .split(/[\s-]+/)
    .map(normalizeName)
    .filter((w) => w !== '');
  const [firstWord = '', ...rest] = words;
  return {
    firsts: uniq([q.firstName, ...(q.aliasFirstNames ?? [])].flatMap(firstNameForms)),
    lasts: uniq([q.lastName, ...(q.aliasLastNames ?? [])].flatMap(lastNameForms)),
    middle,
    suffix: normalizeSuffix(q.suffix),
    ...(rest.length > 0 ? { firstWords: { firsts: firstNameForms(firstWord), middle: middle || rest.join('') } } : {}),
  };
}

/** Middle-name rule: narrows only when both sides have one; a single letter on either side is an initial. */
export function middleMatches(queryMiddle: string, recordMiddle: string): boolean {
  if (queryMiddle === '' || recordMiddle === '') return true;
  if (queryMiddle.length === 1 || recordMiddle.length === 1) return queryMiddle[0] === recordMiddle[0];
  return queryMiddle === recordMiddle;
}

/** Suffix rule: narrows only when both sides have one. */
export function suffixMatches(querySuffix: string, recordSuffix: string): boolean {
  if (querySuffix === '' || recordSuffix === '') return true;
  return querySuffix === recordSuffix;
}

/** Does a record's name match the query (name rules only; the caller also compares the date of birth)? */
export function matchesName(query: NameQuery | NormalizedQuery, record: RecordName): boolean {
  const q = 'firsts' in query ? query : normalizeQuery(query);
  if (q.firsts.length === 0 || q.lasts.length === 0) return false;
  if (!q.lasts.includes(record.last) || !suffixMatches(q.suffix, record.suffix)) return false;
  if (q.firsts.includes(record.first) && middleMatches(q.middle, record.middle)) return true;
  return (
    q.firstWords !== undefined &&
    q.firstWords.firsts.includes(record.first) &&
    middleMatches(q.firstWords.middle, record.middle)
  );
}

/** The key the `cases` table is indexed on: normalized last name and date of birth. */
export function searchKey(lastName: string, dob: string): string {
  return `${normalizeName(lastName)}|${dob}`;
}

/** Every search key a query needs (one per distinct last name, aliases included). */
export function searchKeysForQuery(query: NameQuery, dob: string): string[] {
  return normalizeQuery(query).lasts.map((last) => `${last}|${dob}`);
}
