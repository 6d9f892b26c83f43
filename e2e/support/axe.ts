import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe (WCAG 2.x A and AA) and returns a readable list of violations (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
