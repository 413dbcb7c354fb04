import { expect, type Page } from '@playwright/test';
import type { Session } from './admin';
import { seriousViolations, type WIDTHS } from './catalog';

/**
 * The body of the admin catalogue lists' accessibility test at one of WIDTHS: the list at `path`
 * once `listed` has seen it filled, then its editor once `openEditor` has brought it up. The spec
 * calls test() itself, so the test stays reported under its own file.
 */
export function listAndEditorAxe(
  { width, height }: (typeof WIDTHS)[number],
  path: string,
  listed: (page: Page) => Promise<void>,
  openEditor: (page: Page) => Promise<void>,
) {
  return async ({ page, asAdmin }: { page: Page; asAdmin: (path: string) => Promise<Session> }) => {
    await page.setViewportSize({ width, height });
    await asAdmin(path);
    await listed(page);
    expect(await seriousViolations(page)).toEqual([]);
    await openEditor(page);
    expect(await seriousViolations(page)).toEqual([]);
  };
}
