import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminGet, choose, dialog, file, holdRequests, png, rowAction, TINY_PNG } from '../support/catalog';

// What an upload in flight must not break: an editor cannot save until its image has arrived (the
// form holds the old address until then, so the save would lose the new image), and a 401 from
// the upload ends the session like every other admin call. Uploads are held with page.route
// until the test lets them go; nothing here waits on a clock.

const WAIT = 'Wait for the image upload to finish';

/** Every request that would save the record: the test proves there are none while a file travels. */
function countWrites(page: Page, method: 'POST' | 'PUT', url: RegExp) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && url.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('the product editor cannot save while its new image uploads, then saves that image', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const { product } = await fresh.product({ image: '/uploads/products/e2e-old-640x480.webp' });
  const writes = countWrites(page, 'PUT', new RegExp(`/api/admin/products/${product.id}$`));
  await asAdmin('/admin/products');
  await rowAction(page, 'products', product.name, 'Edit');
  const main = dialog(page).getByRole('group', { name: 'Main Image' });
  const save = dialog(page).getByRole('button', { name: 'Update Product' });

  const held = await holdRequests(page, '**/api/admin/uploads', 'POST');
  await choose(main, file('loader.png', await png(640, 480, '#F2A900')));
  await expect(main.getByRole('progressbar')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(WAIT);
  await expect(dialog(page).getByText(WAIT)).toBeVisible();
  // Enter in a field submits the form, except while its submit button is disabled.
  await dialog(page).getByLabel('Name').press('Enter');

  held.release();
  const preview = main.getByRole('img', { name: 'Main Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/products\/[0-9a-f]{20}-640x480\.webp$/);
  const uploaded = await preview.getAttribute('src');
  // The upload has answered, so a save sent by that Enter would have left by now.
  expect(writes).toEqual([]);
  await expect(dialog(page).getByText(WAIT)).toHaveCount(0);
  await save.click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  const saved = await adminGet<{ image: string }>(page.request, `products/${product.id}`);
  expect(saved.image).toBe(uploaded);
  expect(writes).toHaveLength(1);
});

// The same rule in every other editor with an upload widget: it comes from the shared widget and
// modal, not from each editor.
const EDITORS = [
  { section: 'brands', opener: 'Add Brand', widget: 'Logo', submit: 'Create Brand' },
  { section: 'categories', opener: 'Add Category', widget: 'Category Image', submit: 'Create Category' },
  { section: 'variants', opener: 'Add Variant', widget: 'Image 1', submit: 'Create Variant' },
  { section: 'news', opener: 'Create News Article', widget: 'Featured Image', submit: 'Create Article' },
];

for (const { section, opener, widget, submit } of EDITORS) {
  test(`${section}: Save waits for the upload, and closing during it asks first`, async ({
    page,
    asAdmin,
  }) => {
    const held = await holdRequests(page, '**/api/admin/uploads', 'POST');
    await asAdmin(`/admin/${section}`);
    await page.getByRole('button', { name: opener }).click();
    const upload = dialog(page).getByRole('group', { name: widget, exact: true });
    const save = dialog(page).getByRole('button', { name: submit });
    await choose(upload, file('photo.png', await png(320, 240, '#1F2328')));
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(WAIT);

    // The image on its way is unsaved work, even in an otherwise untouched form.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();

    held.release();
    await expect(upload.getByRole('button', { name: 'Replace image' })).toBeVisible();
    await expect(save).toBeEnabled();
    await expect(dialog(page).getByText(WAIT)).toHaveCount(0);
  });
}

test('a 401 from the upload signs out and goes to the login page, like any other admin call', async ({
  page,
  asAdmin,
}) => {
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await asAdmin('/admin/brands');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await choose(dialog(page).getByRole('group', { name: 'Logo' }), file('logo.png', TINY_PNG));
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test("a 401 from the news editor's image dialog signs out too", async ({ page, asAdmin }) => {
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
  );
  await asAdmin('/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  await page
    .getByRole('dialog', { name: 'Create News Article' })
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Insert image', exact: true })
    .click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByLabel('Image file').setInputFiles(file('loader.png', TINY_PNG));
  await imageDialog.getByLabel('Alt text').fill('Wheel loader at the Cebu yard');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
