import { expect, test } from '../fixtures';
import {
  adminGet,
  choose,
  file,
  holdRequests,
  png,
  seriousViolations,
  uniqueName,
  WIDTHS,
} from '../support/catalog';
import { brandLogoWidget, FORMAT, STORED } from '../support/uploads';

// The admin upload widget (docs/product.md §12): click or drop, preview, progress, replace and remove; the
// product's format and size errors before anything is sent, the server's refusal after.

test('uploads a logo with progress and preview, replaces and removes it, and saves the brand with it', async ({
  page,
}) => {
  const name = uniqueName('Banaue Lifting');
  const logo = await brandLogoWidget(page);
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await expect(logo).toContainText('jpg, jpeg, png, gif, webp; max 5 MB');

  // Keyboard: the button opens the picker; while the file travels there is a progress bar.
  const held = await holdRequests(page, '**/api/admin/uploads', 'POST');
  const picker = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: 'Upload image' }).focus();
  await page.keyboard.press('Enter');
  await (await picker).setFiles(file('banaue-logo.png', await png(600, 300, '#F2A900')));
  await expect(logo.getByRole('progressbar', { name: 'Logo preview: upload progress' })).toBeVisible();
  await expect(logo.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/);
  held.release();

  const preview = logo.getByRole('img', { name: 'Logo preview' });
  await expect(preview).toHaveAttribute('src', STORED);
  await expect(logo.getByRole('progressbar')).toHaveCount(0);
  const first = (await preview.getAttribute('src'))!;
  expect(first).toMatch(/-600x300\.webp$/);
  await expect(preview).toHaveAttribute(
    'srcset',
    `${first.replace('.webp', '.320w.webp')} 320w, ${first} 600w`,
  );
  const served = await page.request.get(first);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);

  await choose(logo, file('second.png', await png(400, 400, '#1F2328')));
  await expect(preview).toHaveAttribute('src', /-400x400\.webp$/);
  const second = (await preview.getAttribute('src'))!;

  await logo.getByRole('button', { name: 'Remove' }).click();
  await expect(preview).toHaveCount(0);
  await expect(logo.getByRole('button', { name: 'Upload image' })).toBeFocused();
  await choose(logo, file('second-again.png', await png(400, 400, '#1F2328')));
  await expect(preview).toHaveAttribute('src', second); // same picture, same address

  await page.getByRole('dialog').getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { data } = await adminGet<{ data: { name: string; logo: string | null }[] }>(
    page.request,
    `brands?search=${encodeURIComponent(name)}`,
  );
  expect(data[0]).toMatchObject({ name, logo: second });
});

test('a file dropped on the widget is uploaded; a file the server refuses says why', async ({ page }) => {
  const logo = await brandLogoWidget(page);
  const zone = logo.locator('[data-drop-zone]');
  const bytes = (await png(500, 250, '#8A939B')).toString('base64');
  const dataTransfer = await page.evaluateHandle((b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, bytes);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /-500x250\.webp$/);

  // What the server refuses after the file was sent: its reason, and "Upload failed" for anything else.
  // A PNG cut short: its name and first bytes look right, only the server's decoding finds out.
  const cut = await png(300, 300, '#F2A900');
  await choose(logo, file('cut.png', cut.subarray(0, cut.length - 40)));
  await expect(logo.getByRole('alert')).toHaveText('The image is damaged or incomplete and cannot be read.');
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Internal Server Error"}',
    }),
  );
  await choose(logo, file('fine.png', await png(300, 300, '#F2A900')));
  await expect(logo.getByRole('alert')).toHaveText('Upload failed');
});

for (const { name, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`the widget has no serious accessibility problems (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const logo = await brandLogoWidget(page);
    await choose(logo, file('logo.png', await png(600, 300, '#F2A900')));
    await expect(logo.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', STORED);
    await choose(logo, file('logo.bmp', Buffer.from('BM'), 'image/bmp'));
    await expect(logo.getByRole('alert')).toHaveText(FORMAT);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
