import type { DatedFact, OffenseLevel } from '@cyr/rules';
import { formatDate } from '@cyr/i18n/dates';

/** What a document prints where the person writes a fact the data does not have. */
export const YOU_FILL = '(You fill in)';
export const BLANK = '______________';

/**
 * The cause number a document prints: the court's, or a blank to write it in when the person added the case
 * without one (ADR 0073): never an empty "Cause No. ,".
 */
export function causeOrBlank(causeNumber: string): string {
  return causeNumber.trim() || `${BLANK} ${YOU_FILL}`;
}

/** A recorded (not estimated) date from the court data, in words ("March 1, 2023"); null otherwise. */
export function recorded(fact: DatedFact | null): string | null {
  if (!fact || fact.estimated) return null;
  return formatDate(fact.date, 'en') || null;
}

const LEVELS: Record<OffenseLevel, string | null> = {
  FC: 'capital felony',
  F1: 'first-degree felony',
  F2: 'second-degree felony',
  F3: 'third-degree felony',
  FS: 'state jail felony',
  MA: 'Class A misdemeanor',
  MB: 'Class B misdemeanor',
  MC: 'Class C misdemeanor',
  unknown: null,
};

export function levelText(level: OffenseLevel): string | null {
  return LEVELS[level];
}

export function isFelonyLevel(level: OffenseLevel): boolean {
  return level.startsWith('F');
}

/**
 * The court data prints names as `LAST, GIVEN NAMES`; a caption reads `GIVEN NAMES LAST`.
 * Anything without a comma is kept as it is.
 */
export function captionName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma < 0) return trimmed;
  const last = trimmed.slice(0, comma).trim();
  const given = trimmed.slice(comma + 1).trim();
  return given ? `${given} ${last}` : last;
}

/** Standard PDF fonts only encode WinAnsi: replace the few characters our texts could carry outside it. */
export function pdfSafe(text: string): string {
  return text
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')
    .replace(/→/g, '->')
    .replace(/\u00a0/g, ' ')
    .replace(
      /[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2020\u2021\u2030\u2039\u203a\u2122]/g,
      '?',
    );
}
