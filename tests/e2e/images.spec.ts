import { expect, test } from './fixtures';

// Public image delivery (docs/product.md §12): stored images come with WebP renditions named after
// them (common/image-url.ts), pages offer them through srcset/sizes with intrinsic dimensions, and
// the browser picks one and decodes it. The product page's preload and lazy pictures are in its
// server-rendered HTML: tests/api/site-product-page.test.ts.

test('listing cards offer every rendition in srcset, each served as immutable WebP', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const img = page.getByRole('main').locator('img[srcset]').first();
  await expect(img).toBeVisible();
  const srcset = (await img.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((c) => c.split(' '));
  expect(candidates.map(([, w]) => w)).toEqual(expect.arrayContaining(['320w', '640w']));
  expect(await img.getAttribute('sizes')).toBeTruthy();
  // Intrinsic size from the name, so the browser reserves the box before the bytes arrive.
  const [, w, h] = /-(\d+)x(\d+)\.webp$/.exec((await img.getAttribute('src')) ?? '') ?? [];
  expect(await img.getAttribute('width')).toBe(w);
  expect(await img.getAttribute('height')).toBe(h);
  for (const [url] of candidates) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toContain('immutable');
  }
  // The browser picked one of them, and it decoded.
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});
