import type { Page } from '@playwright/test';

// Decision 029: a public page asks for its scripts after the first paint, so the load event that
// `goto` waits for no longer means React has hydrated it; a press in that moment meets the server's
// HTML (a button that only works with JavaScript does nothing). The root layout marks
// <html data-hydrated> in an effect once React has taken over, and every page the `page` fixture
// gives (tests/e2e/fixtures.ts) waits for that mark the way a visitor waits for a page to be ready:
//  - `goto`, `reload`, `goBack` and `goForward` return once the page they land on has hydrated
//    (unless asked to stop early, at `commit` or `domcontentloaded`);
//  - any other new document (a link or a native form post, before hydration or with reloadDocument)
//    is caught by a locator handler, which Playwright runs before each action and auto-waiting
//    assertion: while the page is one of the app's (<html data-app>, written by the server in the
//    first byte, so a button the parser has reached before the scripts is covered) and is not yet
//    marked, the action waits.
// A document without the app's scripts (a JSON answer, another site) is never waited for.
// Specs about the moments before hydration opt out: `test.use({ waitForHydration: false })`, or a
// page of their own from `browser.newContext()`.

/** One of the app's documents that React has not yet hydrated. */
const UNHYDRATED = 'html[data-app]:not([data-hydrated])';

/** Returns once the page's document is hydrated, or is not one of the app's. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator(UNHYDRATED).waitFor({ state: 'detached' });
}

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
const early = (options?: { waitUntil?: WaitUntil }) =>
  options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';

/** Makes the page's navigations and actions wait for hydration (see above). */
export async function waitsForHydration(page: Page): Promise<void> {
  // One wrapper for the four: the navigation, then the wait unless asked to stop early.
  const hydrating =
    <R>(navigate: (options?: { waitUntil?: WaitUntil }) => Promise<R>) =>
    async (options?: { waitUntil?: WaitUntil }) => {
      const response = await navigate(options);
      if (!early(options)) await untilHydrated(page);
      return response;
    };
  const { goto, reload, goBack, goForward } = page;
  page.goto = (url, options) => hydrating((o) => goto.call(page, url, o))(options);
  page.reload = hydrating((o) => reload.call(page, o));
  page.goBack = hydrating((o) => goBack.call(page, o));
  page.goForward = hydrating((o) => goForward.call(page, o));
  // Nothing to do in the handler itself: Playwright then waits for the locator to be gone, i.e.
  // for the mark (within the action's own time limit).
  await page.addLocatorHandler(page.locator(UNHYDRATED), async () => {});
}
