import type { Page, Route } from '@playwright/test';

/**
 * Holds the requests matching `url` (those `when` picks; all by default) until the returned
 * function is called, so a test can see a screen's loading or busy state; a held request then
 * goes on to the server (`release: 'continue'`) or to the next handler (`'fallback'`).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  {
    when = () => true,
    release: next = 'continue',
  }: { when?: (route: Route) => boolean; release?: 'continue' | 'fallback' } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (when(route)) await held;
    await (next === 'continue' ? route.continue() : route.fallback());
  });
  return release;
}
