/** The six steps of both guides: nondisclosure at `/steps/<step>`, expunction at `/steps/expunction/<step>`. */
export const STEPS = ['review', 'petition', 'payment', 'file', 'hearing', 'order'] as const;
export type StepSlug = (typeof STEPS)[number];

/** The step a guide's path names (its last segment); `review` for anything else. */
export function stepFromPath(pathname: string): StepSlug {
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  return (STEPS as readonly string[]).includes(slug ?? '') ? (slug as StepSlug) : 'review';
}

/** i18n key of a nondisclosure section's description (`411.0726-bwi` → `s0726bwi`). */
export function sectionKey(section: string): string {
  return `s${section.replace('411.', '').replace('-', '')}`;
}
