import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks of what a person sees: whether the page scrolls sideways, how a text wraps, and
// whether an element can be seen and clicked where it is (not clipped by a scrolling frame nor
// covered by a sticky bar).

/** The page is no wider than the window, so it cannot scroll sideways. */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));

export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await pageWidth(page);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/**
 * The element's text as laid out, one string per line, read from each character's box. Spaces
 * where a line wraps have no box of their own and stay at the end of the line they follow.
 */
function textLines(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const lines: string[] = [];
    let top: number | null = null;
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = [...range.getClientRects()].find((rect) => rect.width > 0);
        if (box && (top === null || box.top > top + box.height / 2)) {
          lines.push('');
          top = box.top;
        }
        if (lines.length === 0) lines.push('');
        lines[lines.length - 1] += text[i];
      }
    }
    return lines;
  });
}

/** Every line but the last ends between words (at a space or after a hyphen), never inside one. */
export async function expectWholeWords(target: Locator) {
  const lines = await textLines(target);
  for (const line of lines.slice(0, -1)) expect(line, `a line of ${JSON.stringify(lines)}`).toMatch(/[\s-]$/);
}

/** An e-mail address wraps only after its "@" or a hyphen, or before a dot. */
export async function expectEmailSeams(target: Locator) {
  const lines = await textLines(target);
  lines.slice(0, -1).forEach((line, i) => {
    const seam = /[@-]$/.test(line) || lines[i + 1]?.startsWith('.');
    expect(seam, `a break in ${JSON.stringify(lines)}`).toBe(true);
  });
}

/**
 * The element is inside the window and is what a click at its centre reaches: not scrolled out
 * of its frame, not covered by a sticky header or a pinned column.
 */
export async function expectReachable(target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop, 'nothing covers it').toBe(true);
}
