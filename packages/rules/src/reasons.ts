/** Reason catalogue: stable codes with their statute citation. Filled in properly below the stub. */
export const REASONS = {
  NOT_EVALUATED: { citation: 'Tex. Gov\'t Code ch. 411, subch. E-1' },
} as const;
export type ReasonCode = keyof typeof REASONS;
