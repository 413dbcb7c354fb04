import { expect, journey, type Page, type Route, test } from './fixtures';
import { EXCAVATORS, seriousViolations } from './support/spec-filters';
import { PHONE } from './support/viewports';

// The filters drawer on a phone (docs/product.md §17): a category chosen in it shows that
// category's spec filters at once, from GET /api/public/facets with the drawer's other pending
// choices, and says so while they load; nothing applies before Apply Filters.

test.use({ viewport: PHONE });

const CRANES = 'Mobile Cranes';

async function openDrawer(page: Page, path = EXCAVATORS) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('group', { name: /^Operating Mass/ })).toBeVisible();
  return drawer;
}

/** Holds the drawer's facets requests until `release` is called, recording their addresses. */
async function holdFacets(page: Page) {
  const asked: URL[] = [];
  const waiting: Route[] = [];
  let released = false;
  await page.route('**/api/public/facets?**', async (route) => {
    asked.push(new URL(route.request().url()));
    if (released) await route.continue();
    else waiting.push(route);
  });
  const release = async () => {
    released = true;
    for (const route of waiting.splice(0)) await route.continue();
  };
  return { asked, release };
}

/** Boom length's range among the cranes, from the API, in `units`. */
async function boomRange(page: Page, units: 'metric' | 'imperial') {
  const res = await page.request.get(
    `/api/public/facets?category=${encodeURIComponent(CRANES)}&units=${units}`,
  );
  const { data } = await res.json();
  return data.parameters.find((p: { key: string }) => p.key === 'boom_length') as {
    min: number;
    max: number;
  };
}

journey(2)(
  "the filters drawer on a phone: a new category's spec filters shown before Apply, keeping the other choices; the shown one's back at once",
  async ({ page }) => {
    await test.step('a category chosen in the drawer shows its spec filters before Apply, keeping the other choices', async () => {
      const drawer = await openDrawer(page);
      // A minimum every demo crane's peso price clears, so the cranes' facets stay to be shown.
      await drawer.getByLabel('Minimum price').fill('10000');
      const facets = await holdFacets(page);

      await drawer.getByLabel('Category').selectOption(CRANES);
      await expect(drawer.getByRole('status')).toHaveText("Loading this category's specifications…");
      await expect(drawer.getByRole('group', { name: /^Operating Mass/ })).toHaveCount(0);
      await facets.release();

      const boom = drawer.getByRole('group', { name: /^Boom Length \(m\)/ });
      await expect(boom).toBeVisible();
      await expect(drawer.getByRole('status')).toHaveCount(0);
      await expect(drawer.getByRole('group', { name: /^Operating Mass/ })).toHaveCount(0);
      await expect(drawer.getByLabel('Minimum price')).toHaveValue('10000');
      const asked = facets.asked[0].searchParams;
      expect(Object.fromEntries(asked)).toEqual({ category: CRANES, min_price: '10000', units: 'metric' });
      // Nothing is applied yet.
      await expect(page).toHaveURL(/\/products\?category=Excavators$/);
      expect(await seriousViolations(page)).toEqual([]);

      const { min } = await boomRange(page, 'metric');
      await boom.getByLabel('Minimum boom length').fill(String(min));
      await drawer.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(
        new RegExp(
          `category=Mobile\\+Cranes&spec\\.boom_length=${String(min).replace('.', '\\.')}\\.\\.&min_price=10000$`,
        ),
      );
      await expect(
        page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: /Boom Length: ≥/ }),
      ).toBeVisible();
    });
    await test.step('choosing the category shown again brings back its own filters at once', async () => {
      const drawer = await openDrawer(page);
      await drawer.getByLabel('Category').selectOption(CRANES);
      await expect(drawer.getByRole('group', { name: /^Boom Length/ })).toBeVisible();
      const facets = await holdFacets(page);
      await drawer.getByLabel('Category').selectOption('Excavators');
      await expect(drawer.getByRole('group', { name: /^Operating Mass/ })).toBeVisible();
      await expect(drawer.getByRole('group', { name: /^Boom Length/ })).toHaveCount(0);
      expect(facets.asked).toEqual([]);
    });
  },
);

journey(2)(
  'the filters drawer on a phone: in imperial, numbers typed for a new category kept in metric; when its filters cannot be loaded, it says to apply',
  async ({ page, context, baseURL }) => {
    await test.step('in imperial, numbers typed for the new category are kept in metric in the address', async () => {
      await context.addCookies([{ name: 'units', value: 'imperial', url: baseURL }]);
      const drawer = await openDrawer(page);
      await drawer.getByLabel('Category').selectOption(CRANES);
      const boom = drawer.getByRole('group', { name: /^Boom Length \(ft\)/ });
      await expect(boom).toBeVisible();
      await boom.getByLabel('Minimum boom length').fill('100');
      await drawer.getByRole('button', { name: 'Apply Filters' }).click();
      // 100 ft is 30.48 m.
      await expect(page).toHaveURL(/category=Mobile\+Cranes&spec\.boom_length=30\.48\.\.$/);
      await expect(
        page
          .getByRole('list', { name: 'Active filters' })
          .getByRole('link', { name: /Boom Length: ≥ 100′ 0″/ }),
      ).toBeVisible();
    });
    await test.step('when the new category’s filters cannot be loaded, the drawer says to apply', async () => {
      const drawer = await openDrawer(page);
      await page.route('**/api/public/facets?**', (route) => route.fulfill({ status: 503, json: {} }));
      await drawer.getByLabel('Category').selectOption(CRANES);
      await expect(drawer.getByRole('status')).toHaveText(
        "Apply to filter by this category's specifications.",
      );
      await drawer.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(page).toHaveURL(/\/products\?category=Mobile\+Cranes$/);
      await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
    });
  },
);
