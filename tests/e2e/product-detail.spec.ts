import { type APIRequestContext, expect, journey, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// Product detail (/products/{id}) against the demo catalogue: BPG-100 Silent Generator has three
// images, features, applications, three featured parameters and a price.

const NAME = 'BPG-100 Silent Generator';

async function variantId(request: APIRequestContext, name = NAME): Promise<number> {
  const res = await request.get(`/api/public/variants?search=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { data: { id: number; name: string }[] };
  return body.data.find((v) => v.name === name)!.id;
}

test.use({ viewport: DESKTOP });

journey(3)(
  'a product page on a desktop: every section from the demo data, hydrated without console errors (the listing too), a thumbnail, Get Pricing to the form with the product shown whole',
  async ({ page, request }) => {
    await test.step('the listing and a product page hydrate without console errors', async () => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/products');
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await page.goto(`/products/${await variantId(request)}`);
      await page.getByRole('button', { name: 'Get Pricing' }).click();
      expect(errors).toEqual([]);
    });
    await test.step('every section shows the demo data', async () => {
      const id = await variantId(request);
      await page.goto(`/products/${id}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
      await expect(crumbs.getByRole('link', { name: 'Diesel Generators' })).toHaveAttribute(
        'href',
        '/products?category=Diesel+Generators',
      );
      await expect(crumbs.getByText(NAME)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await expect(page.getByText('₱1,400,000').first()).toBeVisible();
      const band = page.getByRole('region', { name: 'Key specifications' });
      await expect(band.getByText('Prime Power')).toBeVisible();
      await expect(band.getByText('100 kVA')).toBeVisible();
      const features = page.getByRole('region', { name: 'Features' });
      await expect(features.getByRole('listitem').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Applications' }).getByRole('listitem').first(),
      ).toBeVisible();
      const table = page.getByRole('table', { name: 'Technical specifications' });
      await expect(table.getByRole('columnheader', { name: 'Main Dimensions' })).toBeVisible();
      await expect(table.getByRole('row', { name: /Prime Power\s+100 kVA/ })).toBeVisible();
      const related = page.getByRole('region', { name: 'Related Products' });
      await expect(related.getByRole('article')).toHaveCount(3);
      await expect(related.getByRole('article').first()).toContainText('Diesel Generators');
      await crumbs.getByRole('link', { name: 'Diesel Generators' }).click();
      await expect(page.getByText('Filtered by Category: Diesel Generators')).toBeVisible();
    });
    await test.step('Get Pricing scrolls to the form; a thumbnail switches the main image', async () => {
      await page.goto(`/products/${await variantId(request)}`);
      const main = page.getByRole('img', { name: `${NAME}, image 1 of 3` });
      const first = await main.getAttribute('src');
      await page.getByRole('button', { name: 'Show image 2 of 3' }).press('Enter');
      const second = page.getByRole('img', { name: `${NAME}, image 2 of 3` });
      await expect(second).toBeVisible();
      expect(await second.getAttribute('src')).not.toBe(first);
      await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await expect(page.getByRole('heading', { name: 'Get in Touch' })).not.toBeInViewport();
      await page.getByRole('button', { name: 'Get Pricing' }).click();
      await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
      await expect(page.getByLabel('Full Name')).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue(NAME);
      await expect(page.getByRole('textbox', { name: 'Product' })).toHaveAttribute('readonly', '');
      // Shown whole: nothing cut at its right edge or scrolled away, no resize handle.
      expect(
        await page
          .getByRole('textbox', { name: 'Product' })
          .evaluate(
            (el) =>
              el.scrollWidth <= el.clientWidth &&
              el.scrollHeight <= el.clientHeight &&
              getComputedStyle(el).resize === 'none',
          ),
      ).toBe(true);
    });
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('says where the machine is (docs/product.md §28 "Availability"), and asks when the claim is stale; lays out the sections below the first screen as they near it', async ({
    page,
    request,
  }) => {
    await page.goto(`/products/${await variantId(request, 'NL-50 Wheel Loader')}`);
    // Decision 076: the specifications (far below a phone's first screen) are skipped until scrolled near.
    const specs = page.locator('#specs-heading');
    const drawn = () => specs.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await specs.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    const line = page.getByTestId('availability');
    await expect(line).toHaveText(/^In stock at Cebu and Valenzuela \(Head Office\) · confirmed 3 days ago$/);
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeVisible();
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.goto(`/products/${await variantId(request, 'TGC-50 Truck Crane')}`);
    await expect(page.getByTestId('availability')).toHaveText(/^On order, expected \w+( \d{4})?$/);
    await page.goto(`/products/${await variantId(request, 'CBP-120 Batching Plant')}`);
    await expect(page.getByTestId('availability')).toHaveText('Ask for availability');
  });
});
