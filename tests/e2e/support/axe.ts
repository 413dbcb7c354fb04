import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page (within `include`, a CSS selector, when
 * given), one line each with the elements that break the rule. axe is asked for violations only:
 * it still runs every rule, but no longer writes a selector for each element that passes a rule,
 * which was much of its time on a whole page. The tests read violations alone.
 *
 * In axe's one-page mode (`setLegacyMode`): the same rules, run by `axe.run` in the page itself,
 * same-origin frames included. The default mode runs them frame by frame and then opens a blank
 * page in the browser, loads axe a second time there and merges the frames' results in it: a page
 * and a renderer's work more for every check, for frames of other origins no checked page has (the
 * contact page's map is an iframe only once a visitor presses Show map).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
