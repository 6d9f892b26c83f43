import type { IsoDate } from '../model';

/** Where a section's text comes from and how sure the law notes are of it (law notes §0). */
export interface SectionMeta {
  /** Section id, e.g. `411.0725` or `55A`. */
  id: string;
  title: string;
  citation: string;
  /** Date the rule as encoded took effect. */
  effective: IsoDate;
  /** H read in statute text; M one good secondary source; L inference (law notes §0). */
  confidence: 'H' | 'M' | 'L';
}
