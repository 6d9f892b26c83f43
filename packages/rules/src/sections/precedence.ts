/**
 * Precedence between sections and routes when more than one fits a case, as one table (docs/law D67, §10).
 * The engine (evaluate.ts) applies the rows in this order; the rule book prints them.
 */
export interface PrecedenceRule {
  rule: string;
  citation: string;
}

export const PRECEDENCE: readonly PrecedenceRule[] = [
  {
    rule: 'An expunction available today beats a nondisclosure available today: it destroys the record rather than sealing it.',
    citation: 'docs/law D67; Tex. Code Crim. Proc. ch. 55A',
  },
  {
    rule: 'Otherwise the route with the earliest date wins; on the same date, expunction first, then a section that needs no petition (411.072, 411.0729), then a petition section.',
    citation: 'docs/law D67',
  },
  {
    rule: '411.0725 applies only to a person not eligible for the automatic order under 411.072.',
    citation: "Tex. Gov't Code § 411.0725(b)",
  },
  {
    rule: 'A DWI or BWI deferred adjudication uses 411.0726, never 411.072 or 411.0725.',
    citation: "Tex. Gov't Code §§ 411.072(a), 411.0725(a), 411.0726",
  },
  {
    rule: 'A completed straight probation uses 411.073 (DWI: 411.0731); a conviction without one, or with a revoked one, uses 411.0735 (DWI: 411.0736).',
    citation: "Tex. Gov't Code §§ 411.073, 411.0731, 411.0735(a), 411.0736(a)",
  },
  {
    rule: "The veterans and trafficking sections (411.0727, 411.0728, 411.0729) are considered beside the others once the person's answers open them; while an answer could make one eligible today, the case stays undecided.",
    citation: 'api-contract eligibilityInfo; docs/law D67',
  },
  {
    rule: 'While an answer could still open an expunction today, a future nondisclosure date stays undecided and the question is asked.',
    citation: 'docs/law/decisions.md (its three rules)',
  },
];

/** Same-date order of the second row: lower first. */
export const SAME_DATE_RANK = { expunction: 0, noPetition: 1, petition: 2 } as const;
