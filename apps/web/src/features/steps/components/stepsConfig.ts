// The zod-free vocabulary, not @cyr/schemas: the steps pages build no schema and need not load zod.
import { NDO_SECTION_IDS } from '@cyr/rules/vocabulary';

export const STEPS = ['review', 'petition', 'payment', 'file', 'hearing', 'order'] as const;
export type StepSlug = (typeof STEPS)[number];

export function stepFromPath(pathname: string): StepSlug {
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  return (STEPS as readonly string[]).includes(slug ?? '') ? (slug as StepSlug) : 'review';
}

/** i18n key of a nondisclosure section's description (`411.0726-bwi` → `s0726bwi`). */
export function sectionKey(section: string): string {
  return `s${section.replace('411.', '').replace('-', '')}`;
}

/** Every nondisclosure section, in the contract's order (the list the schemas' `ndo_form` values come from). */
export const ALL_SECTIONS = NDO_SECTION_IDS;
