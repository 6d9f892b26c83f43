/**
 * When the Texas law the site applies was last checked, and when it must be checked again. Results and the FAQ
 * print the date (docs/law D61); the next check follows the 90th Legislature.
 */
import type { Fact } from './county';

export const texasLawCheck = {
  /** The 2023 and 2025 legislation was read against the engine on this day (docs/law D61–D65). */
  lastChecked: {
    value: '2026-11-26',
    source: 'docs/law/decisions.md D61–D65 (2023 and 2025 legislation: nothing enacted changes who qualifies or when)',
    sourceDate: '2026-11-26',
    checked: '2026-11-26',
    confidence: 'medium',
  } satisfies Fact<string>,
  /** The 90th Legislature convenes 2027-01-12; its changes usually take effect 2027-09-01. */
  nextCheckDue: {
    value: '2027-09-01',
    source: 'Tex. Const. art. III, §5 (regular session in odd years); usual effective date of September 1',
    sourceDate: null,
    checked: '2026-11-26',
    confidence: 'medium',
  } satisfies Fact<string>,
};
