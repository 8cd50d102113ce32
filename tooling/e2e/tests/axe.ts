import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now. The apps draw no
 * iframes, so axe runs in the page alone (legacy mode) and reports violations only: several times faster.
 */
export async function seriousViolations(page: Page, skippedRules: readonly string[] = []): Promise<string[]> {
  // options() replaces the run options, so it comes before the tags and rules, which add to them.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules([...skippedRules])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
