import { expect, test } from '../fixtures';
import { choose, dialog, file, holdRequests, png, TINY_PNG } from '../support/catalog';

// What an upload in flight must not break: an editor cannot save until its image has arrived (the
// form holds the old address until then, so the save would lose the new image), and a 401 from
// the upload ends the session like every other admin call. Uploads are held with page.route
// until the test lets them go; nothing here waits on a clock.

const WAIT = 'Wait for the image upload to finish';

// The same rule in every other editor with an upload widget: it comes from the shared widget and
// modal, not from each editor.
const EDITORS = [{ section: 'brands', opener: 'Add Brand', widget: 'Logo', submit: 'Create Brand' }];

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
