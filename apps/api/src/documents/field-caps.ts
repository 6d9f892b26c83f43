import type { Case, EligibilityInfo } from '@cyr/schemas';
import type { ExpunctionInput } from './expunction/types';
import type { PacketInput } from './petitions/types';

/**
 * Court data is capped where it enters a document, whatever the import let through: a record's text is
 * printed, wrapped and measured by pdfkit, and a name of 100,000 characters kept the server busy for
 * minutes. The caps are above every real value (docs/deploy.md §3; the clerk's extract truncates offense
 * literals to about 30 characters, the justice courts' published layout has 100-character names and agency
 * names, and `def_nam` is `LAST, FIRST MIDDLE`), so no real record is shortened. A longer value is cut and
 * ends with "…". Only court data is capped; the county facts and texts the documents print are ours.
 */
export const FIELD_CAPS = {
  /** `def_nam` and every name printed from it. */
  name: 100,
  /** Offense literals (`curr_off_lit`, about 30 in the extract). */
  offense: 100,
  /** The arresting agency (`comp_agency`). */
  agency: 100,
  /** Any other text of a record: court, cause number, sentence, fine, codes. */
  other: 200,
} as const;

const ELLIPSIS = '…';

/** `text` cut to at most `max` characters (code points), ending with "…" when it was cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - 1).join('') + ELLIPSIS;
}

const NAME_KEYS = new Set(['name', 'fullName', 'full_name', 'petitionerName']);
const OFFENSE_KEYS = new Set(['current_offense_name', 'literal', 'offenseLiteral', 'offense_name']);

/** A copy of `value` with every string cut to its cap (by key: names, offenses, else `other`). */
export function capStrings<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    const max = NAME_KEYS.has(key) ? FIELD_CAPS.name : OFFENSE_KEYS.has(key) ? FIELD_CAPS.offense : FIELD_CAPS.other;
    return capText(value, max) as T;
  }
  if (Array.isArray(value)) return value.map((v) => capStrings(v, key)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = capStrings(v, k);
    return out as T;
  }
  return value;
}

/** The petition packet's court data capped: the person's name and each case's record (not the county). */
export function capPacketInput(input: PacketInput): PacketInput {
  return {
    ...input,
    person: { fullName: capText(input.person.fullName, FIELD_CAPS.name) },
    cases: input.cases.map((c) => ({
      ...c,
      engineCase: capStrings(c.engineCase),
      ...(c.name === undefined ? {} : { name: capText(c.name, FIELD_CAPS.name) }),
    })),
  };
}

/** The expunction packet's court data capped, with each case's arresting agency. */
export function capExpunctionInput(input: ExpunctionInput): ExpunctionInput {
  const base = capPacketInput({ ...input, county: input.county.packet });
  return {
    ...input,
    person: base.person,
    cases: input.cases.map((c, i) => ({
      ...c,
      ...base.cases[i],
      arrestingAgency: c.arrestingAgency === null ? null : capText(c.arrestingAgency, FIELD_CAPS.agency),
    })),
  };
}

/** The case-info PDF's cases capped (each `Case` as the API presents it). */
export function capEligibilityInfo(info: EligibilityInfo): EligibilityInfo {
  return { ...info, cases: info.cases.map((c: Case) => capStrings(c)) };
}
