import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { compareUrl } from './support/compare';
import { publicMachines, seedList } from './support/quote-list';
import { EXCAVATORS, massRange, seriousViolations } from './support/spec-filters';

// Site-wide accessibility: axe-core on every type of public page at phone and desktop widths (the
// pages of text and forms at the phone's width only), each in the state a visitor sees it in (a
// listing with a filter set, a quote list with machines, a comparison of three), and the keyboard
// basics — a skip link first, and a visible focus indicator on links and buttons. One test per width: a page's own spec tests what a visitor does on it.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Each page type, opened and brought to the state axe reads. */
interface Visit {
  name: string;
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  /** Read at the phone's width only: a page of text and forms whose desktop layout adds nothing
   *  axe reads that the header and footer of the pages read at both widths do not already show. */
  phoneOnly?: boolean;
}

const plain = (path: string): Visit => ({
  name: path,
  phoneOnly: true,
  open: async (page) => {
    await page.goto(path);
  },
});

const VISITS: Visit[] = [
  {
    name: '/ (the first slide shown)',
    open: async (page) => {
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Featured products' }).getByRole('heading', { level: 2 }),
      ).toHaveText('NL-50 Wheel Loader');
    },
  },
  plain('/about'),
  plain('/services'),
  {
    name: '/news (nine cards)',
    phoneOnly: true,
    open: async (page) => {
      await page.goto('/news');
      await expect(
        page.getByRole('region', { name: /All Articles|Search Results/ }).getByRole('heading', { level: 3 }),
      ).toHaveCount(9);
    },
  },
  plain('/contact'),
  {
    name: '/products filtered by a brand',
    open: async (page) => {
      await page.goto('/products?brand=Norvane+Machinery');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'the listing with a spec filter set',
    open: async (page, request) => {
      const { min } = await massRange(request);
      await page.goto(`${EXCAVATORS}&spec.operating_mass=${min}..`);
      // The sidebar is a desktop's; a phone has the filters in a drawer.
      if ((page.viewportSize()?.width ?? 0) > 1000)
        await expect(
          page.getByRole('form', { name: 'Filters' }).getByLabel('Minimum operating mass').first(),
        ).toHaveValue(String(min));
      else await expect(page.getByRole('button', { name: /^Filters \(\d+ active\)$/ })).toBeVisible();
    },
  },
  {
    name: 'a product page',
    open: async (page, request) => {
      const [machine] = await publicMachines(request, 1);
      await page.goto(`/products/${machine!.id}`);
    },
  },
  {
    name: '/compare with three machines',
    open: async (page, request) => {
      const machines = await publicMachines(request, 3);
      await page.goto(compareUrl(...machines.map((m) => m.id)));
      await expect(page.getByRole('region', { name: /side by side$/ })).toBeVisible();
    },
  },
  {
    name: '/quote with machines',
    open: async (page, request) => {
      const machines = await publicMachines(request, 2);
      await seedList(
        page,
        machines.map((m) => ({ variant_id: m.id, quantity: 2 })),
      );
      for (const m of machines)
        await expect(page.getByRole('heading', { name: m.name, exact: true })).toBeVisible();
    },
  },
  plain('/parts'),
  plain('/service'),
  plain('/privacy'),
  plain('/terms'),
  plain('/login'),
  plain('/register'),
];

for (const { name, width, height } of WIDTHS) {
  test(`every page type has one h1 and no serious or critical axe violations at ${width} px (${name})`, async ({
    page,
    request,
  }) => {
    // Fourteen pages with axe: about a minute on two idle cores; far more on a loaded machine.
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height });
    for (const visit of VISITS.filter((v) => name === 'phone' || !v.phoneOnly)) {
      await test.step(visit.name, async () => {
        await visit.open(page, request);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await seriousViolations(page), visit.name).toEqual([]);
      });
    }
  });
}

test('the keyboard: a Skip to content link first, then a visible focus indicator on links and buttons', async ({
  page,
}) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Hidden until focused, so it does not disturb the design.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await expect(page.locator('main#main')).toHaveCount(1);

  const seen = { A: 0, BUTTON: 0 };
  const invisible: string[] = [];
  for (let i = 0; i < 40 && (seen.A < 3 || seen.BUTTON < 1); i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return {
        tag: el.tagName,
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
        visible: outline || s.boxShadow !== 'none',
      };
    });
    if (!focus) continue;
    if (focus.tag === 'A' || focus.tag === 'BUTTON') seen[focus.tag]++;
    if (!focus.visible) invisible.push(`${focus.tag} "${focus.label}"`);
  }
  expect(seen.A).toBeGreaterThan(0);
  expect(seen.BUTTON).toBeGreaterThan(0);
  expect(invisible).toEqual([]);

  await page.keyboard.press('Shift+Tab');
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
