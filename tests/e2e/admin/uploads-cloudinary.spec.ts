import { expect, test } from '../fixtures';
import { adminGet, choose, file, png, uniqueName } from '../support/catalog';
import { putSettings } from '../support/settings';
import { brandLogoWidget, CLOUDINARY_OFF, countUploads } from '../support/uploads';

// The admin upload widget (docs/product.md §12): Cloudinary when Settings say so (its endpoint intercepted: we
// mock only what we do not own).

test.describe('with Cloudinary in Settings', () => {
  test.afterEach(async ({ request }) => putSettings(request, CLOUDINARY_OFF));

  test('uploads straight to Cloudinary and keeps its secure_url', async ({ page }) => {
    await putSettings(page.request, {
      cloudinary_enabled: true,
      cloudinary_cloud_name: 'ironsite-e2e',
      cloudinary_upload_preset: 'unsigned_e2e',
    });
    const secureUrl = 'https://res.cloudinary.com/ironsite-e2e/image/upload/v1712/brands/pagasa-logo.png';
    const sent: string[] = [];
    await page.route('https://api.cloudinary.com/**', async (route) => {
      sent.push(`${route.request().url()} ${route.request().postDataBuffer()?.toString('latin1') ?? ''}`);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ secure_url: secureUrl, width: 600, height: 300 }),
      });
    });
    const picture = await png(600, 300, '#F2A900');
    await page.route('https://res.cloudinary.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: picture }),
    );
    // Every upload POST the page makes from here on, read when the test asks.
    const uploads = countUploads(page);

    const name = uniqueName('Pagasa Cranes');
    const logo = await brandLogoWidget(page);
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await choose(logo, file('pagasa-logo.png', picture));
    await expect(logo.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      /res\.cloudinary\.com/,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('https://api.cloudinary.com/v1_1/ironsite-e2e/image/upload ');
    expect(sent[0]).toMatch(/name="upload_preset"\r\n\r\nunsigned_e2e/);
    expect(sent[0]).toMatch(/name="folder"\r\n\r\nbrands/);
    expect(uploads.filter((u) => u.includes('/api/admin/uploads'))).toEqual([]);

    await page.getByRole('dialog').getByRole('button', { name: 'Create Brand' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const { data } = await adminGet<{ data: { logo: string | null }[] }>(
      page.request,
      `brands?search=${encodeURIComponent(name)}`,
    );
    expect(data[0].logo).toBe(secureUrl);
  });
});
