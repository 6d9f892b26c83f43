import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe (WCAG 2.x A and AA) and returns a readable list of violations (empty when clean).
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe in each frame and then opens a blank
 * page to merge the frames' results: on pages with no frames (none of the site's have one) that extra page cost
 * about 0.3 CPU-seconds a check, a third of the check, over the browser suite's ~200 checks. The rules and the
 * result are the same.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
