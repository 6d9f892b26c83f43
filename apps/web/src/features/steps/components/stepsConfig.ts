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

export const ALL_SECTIONS = [
  '411.072',
  '411.0725',
  '411.0726',
  '411.0726-bwi',
  '411.0727',
  '411.0728',
  '411.0729',
  '411.073',
  '411.0731',
  '411.0735',
  '411.0736',
] as const;
