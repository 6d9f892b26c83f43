/** The date a section's waiting period counts from, and whether the court data recorded or estimated it. */
export interface Base {
  day: number;
  estimated: boolean;
  /**
   * An estimate the project accepts as an upper bound (docs/law D5 sentence completion, D10 arrest):
   * the real date is no later, so the result never becomes eligible too early because of it.
   */
  upperBound: boolean;
}

export const UNKNOWN_BASE: Base = { day: NaN, estimated: false, upperBound: false };
