import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core's serious and critical violations on the page (within `include`, a CSS selector, when
 * given), one line each with the elements that break the rule. axe is asked for violations only:
 * it still runs every rule, but no longer writes a selector for each element that passes a rule,
 * which was much of its time on a whole page. The tests read violations alone.
 *
 * `axe.run` in the page itself, same-origin frames included, as @axe-core/playwright's one-page
 * mode runs it (its default mode opens a blank page and loads axe there a second time to merge
 * frames of other origins, which no checked page has). axe-core's 550 KB script is put into a
 * document once, when it is not there yet: that wrapper sent it twice on every check, which was
 * about a third of a check's time (4 Dec: 340 → 215 ms a page on an idle machine).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  for (const frame of page.frames()) {
    // A frame of another origin cannot be read from here; axe reports what it cannot reach.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] })
        .then((results) => results.violations),
    include ?? null,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
