/**
 * The checks a snapshot import must pass before it replaces the data the site answers from: a broken weekly
 * file (every date of birth blank, a file cut short, a file that is mostly one huge line) reads as "these people
 * have no record", so such a file must not become the data without a person saying so. Counts only: nothing here
 * holds a name, SPN, date of birth or cause number.
 */

/** What an import read, as the checks compare it (stored with each import, `imports.quality`). */
export interface ImportQuality {
  /** Data rows read (accepted and rejected). */
  rows: number;
  acceptedRows: number;
  rejectedRows: number;
  /** Cases written (offered). */
  cases: number;
  /** Distinct people (`def_spn`) among the accepted rows. */
  people: number;
  /**
   * Rows whose required field was blank: name, SPN and date of birth among the accepted rows; the cause number
   * (`cas`, which every row needs) among all rows, as rows rejected for a missing one.
   */
  blank: { name: number; spn: number; dob: number; causeNumber: number };
  /** Rejected rows by reason (a few dozen kinds at most; no row content). */
  rejectedByReason: Record<string, number>;
}

export interface ImportLimits {
  /** Largest share rows, cases or people may shrink by against the data in use (0.05 = 5 %). */
  maxShrink: number;
  /** Largest share of rows with a blank required field (or that share above the data in use's, if it was higher). */
  maxBlankShare: number;
  /** Largest share of rows rejected (NUL characters, wrong column counts, over-long lines or fields…). */
  maxRejectedShare: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = { maxShrink: 0.05, maxBlankShare: 0.05, maxRejectedShare: 0.05 };

export type CheckName =
  | 'rows_shrink'
  | 'cases_shrink'
  | 'people_shrink'
  | 'blank_name'
  | 'blank_spn'
  | 'blank_dob'
  | 'blank_cause_number'
  | 'rejected_rows';

export interface CheckProblem {
  check: CheckName;
  /** One line for the operator: counts and shares only. */
  message: string;
}

/** What the data in use holds, to compare against (null fields: unknown, that check is skipped). */
export interface CurrentData {
  /** Cases the site answers from now. */
  cases: number;
  /** The quality of the snapshot in use, when it was recorded. */
  quality: ImportQuality | null;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const fmt = (n: number): string => n.toLocaleString('en-US');

/** Problems that stop `next` from replacing `current` (empty: it may). */
export function checkImport(
  next: ImportQuality,
  current: CurrentData | null,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const shrink = (check: CheckName, what: string, before: number | undefined, after: number): void => {
    if (before === undefined || before <= 0) return;
    const lost = (before - after) / before;
    if (lost > limits.maxShrink)
      problems.push({
        check,
        message: `${what} would shrink from ${fmt(before)} to ${fmt(after)} (${pct(lost)} fewer; at most ${pct(limits.maxShrink)} allowed)`,
      });
  };
  shrink('rows_shrink', 'rows read', current?.quality?.acceptedRows, next.acceptedRows);
  shrink('cases_shrink', 'cases', current?.cases, next.cases);
  shrink('people_shrink', 'people', current?.quality?.people, next.people);

  const blank = (
    check: CheckName,
    what: string,
    field: keyof ImportQuality['blank'],
    total: (q: ImportQuality) => number,
  ) => {
    const denominator = total(next);
    if (denominator <= 0) return;
    const share = next.blank[field] / denominator;
    const prev = current?.quality;
    const prevShare = prev && total(prev) > 0 ? prev.blank[field] / total(prev) : 0;
    const limit = Math.max(limits.maxBlankShare, prevShare + limits.maxBlankShare);
    if (share > limit)
      problems.push({
        check,
        message: `${what} is blank on ${fmt(next.blank[field])} of ${fmt(denominator)} rows (${pct(share)}; at most ${pct(limit)} allowed)`,
      });
  };
  blank('blank_name', 'the name', 'name', (q) => q.acceptedRows);
  blank('blank_spn', 'the SPN', 'spn', (q) => q.acceptedRows);
  blank('blank_dob', 'the date of birth', 'dob', (q) => q.acceptedRows);
  blank('blank_cause_number', 'the cause number', 'causeNumber', (q) => q.rows);

  if (next.rows > 0 && next.rejectedRows / next.rows > limits.maxRejectedShare) {
    const reasons = Object.entries(next.rejectedByReason)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([reason, n]) => `${reason} ${fmt(n)}`)
      .join(', ');
    problems.push({
      check: 'rejected_rows',
      message: `${fmt(next.rejectedRows)} of ${fmt(next.rows)} rows were rejected (${pct(next.rejectedRows / next.rows)}; at most ${pct(limits.maxRejectedShare)} allowed): ${reasons}`,
    });
  }
  return problems;
}
