import { type Browser, expect, type Page, test } from './fixtures';
import { untilHydrated } from './support/hydration';

// docs/product.md §15, Lighthouse on a phone: what the first paint waits for. The one stylesheet
// only: the page's scripts are asked for after it. The home hero's picture is found in the HTML and
// fetched first in the size for the screen, and the web font arriving (font-display: swap) does not
// move the page.

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

// One load of each page serves both: where its scripts start, and where its first screen's text is
// set in Inter, compared with a second load that never gets the font.
test('the first paint waits for the stylesheet only, scripts start after it, and the web font arriving moves nothing', async ({
  browser,
  request,
}) => {
  const { data } = await (await request.get('/api/public/variants?per_page=1')).json();
  for (const path of ['/', '/products', `/products/${data[0].id}`, '/news']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.search(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/), path).toBeGreaterThan(-1);
    expect(html, path).not.toMatch(/<link rel="modulepreload"|<script[^>]* type="module"/);

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    // Rendering waits for the stylesheet, so a script asked for after the first paint starts
    // after the stylesheet has arrived (the paint's own timestamp is when the frame reached the
    // screen, a little later than the frame itself).
    const timing = await page.evaluate(() => {
      const assets = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheet: assets.find((r) => /\/assets\/[^/]+\.css$/.test(r.name))?.responseEnd ?? Number.NaN,
        scripts: assets.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime),
      };
    });
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.stylesheet);
    // Set in Inter here and in the fallback there (the font never arrives): the same lines, in
    // the same places.
    const inInter = await firstScreen(page);
    expect(await fallbackScreen(browser, path), path).toEqual(inInter);
    // And the page still comes to life: the phone menu is React's, and opens on a press once
    // React has taken over (this page is the test's own, so it does not wait by itself).
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.close();
  }
});

test('the home hero picture is in the HTML, preloaded first, in the size for the screen', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preload = html.match(/<link rel="preload" as="image" imageSrcSet="([^"]+)"[^>]*>/);
  expect(preload?.[1]).toMatch(/^\/uploads\/hero\/[0-9a-f]+-1200x675\.320w\.webp 320w, /);
  expect(preload?.[0]).toContain('fetchPriority="high"');
  expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('<link rel="stylesheet"'));

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"] > img').first();
  await expect(hero).toHaveAttribute('alt', '');
  // 412 px at 1.75 device pixels: the 960 px rendition, not the 1200 px original.
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.960w\.webp$/);
  await context.close();
});

/** The first screen of `path` in a page that never gets the web font. */
async function fallbackScreen(browser: Browser, path: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'networkidle' });
  const blocks = await firstScreen(page);
  await context.close();
  return blocks;
}

/** Top and height of the header's and main's text blocks in the first screen, in page coordinates,
 * once the page's fonts are settled. */
async function firstScreen(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, main h1, main h2, main p, main li, main img')]
      // The listing's toast (a live region over the page, gone after 2 s) is in one of the two
      // snapshots or both, as the machine is quick or slow: it moves nothing (listing-toast.spec.ts).
      .filter((el) => !el.closest('[role="status"]'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          el: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 24)}`,
          top: r.top + scrollY,
          h: r.height,
        };
      })
      .filter((b) => b.top < innerHeight)
      // The home hero's later slides, stacked on the first one, are put in after hydration or not
      // yet as the machine is quick or slow: a block is compared by where it is, not how many share it.
      .filter((b, i, all) => all.findIndex((o) => o.el === b.el && o.top === b.top && o.h === b.h) === i),
  );
}
