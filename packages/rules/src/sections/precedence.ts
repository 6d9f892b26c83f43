/**
 * Precedence between routes when more than one fits a case, as one table (docs/law D67). The engine (evaluate.ts)
 * applies the rows in this order; the rule book prints them, followed by one row per nondisclosure section read
 * from its declaration (`applies`: which cases it is considered for and which section it gives way to).
 */
export interface PrecedenceRule {
  rule: string;
  citation: string;
}

export const ROUTE_PRECEDENCE: readonly PrecedenceRule[] = [
  {
    rule: 'An expunction available today beats a nondisclosure available today: it destroys the record rather than sealing it.',
    citation: 'docs/law D67; Tex. Code Crim. Proc. ch. 55A',
  },
  {
    rule: 'Otherwise the route with the earliest date wins; on the same date, expunction first, then a section that needs no petition (411.072, 411.0729), then a petition section.',
    citation: 'docs/law D67',
  },
  {
    rule: 'While an answer could still open an expunction today, a future nondisclosure date stays undecided and the question is asked.',
    citation: 'docs/law/decisions.md (its three rules)',
  },
];

/** Same-date order of the second row: lower first. */
export const SAME_DATE_RANK = { expunction: 0, noPetition: 1, petition: 2 } as const;
