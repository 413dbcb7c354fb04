import { expect, test } from './fixtures';

// Public image delivery (issues 3 and 5): stored images come with WebP renditions named after
// them (common/image-url.ts), pages offer them through srcset/sizes with intrinsic dimensions,
// the main picture of a product page is preloaded, and pictures below the fold load lazily.

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

test('a product page preloads its main picture with its srcset; thumbnails and related load lazily', async ({
  page,
  request,
}) => {
  const { data } = await (await request.get('/api/public/variants?per_page=1')).json();
  const html = await (await request.get(`/products/${data[0].id}`)).text();
  expect(html).toMatch(
    /<link rel="preload" as="image"[^>]*imageSrcSet="[^"]*320w[^"]*"[^>]*fetchPriority="high"/,
  );

  await page.goto(`/products/${data[0].id}`);
  const lazy = page.locator('main img[loading="lazy"]');
  expect(await lazy.count()).toBeGreaterThan(0);
  const eager = page.locator('main img[fetchpriority="high"]');
  await expect(eager).toHaveCount(1);
});
