import { expect, journey } from '../fixtures';
import { adminSession, authHeader, newStaff, signIn } from '../support/admin';
import { createRecord, type Ref, searchBox, seriousViolations } from '../support/catalog';
import { DESKTOP, PHONE } from '../support/viewports';

// Bulk actions and undo (docs/product.md §26, "Bulk actions and undo"): an editor ticks two brands, deactivates them in one
// action at a desktop's width, and reverts that change set from the Activity page on a phone. The
// selection states, the refusals and the toast's Undo are component tests (app/components/admin/bulk/).

const PASSWORD = 'Motor-Grader-4410';
/** Sign-in, the bulk action, the Activity page and the revert at two widths: three tests' time. */
const test = journey(3);

test('an editor deactivates two brands at once and undoes it from the Activity page', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const editor = await newStaff(request, admin, { first: 'Bulk', role: 'editor', password: PASSWORD });
  const { stamp } = editor;
  const brands = [
    await createRecord<Ref>(request, 'brands', { name: `Tondo Lifts ${stamp}` }),
    await createRecord<Ref>(request, 'brands', { name: `Tondo Pumps ${stamp}` }),
  ];
  const isActive = async () =>
    Promise.all(
      brands.map(async (b) => {
        const res = await request.get(`/api/admin/brands/${b.id}`, { headers: authHeader(admin) });
        return (await res.json()).is_active as boolean;
      }),
    );

  await page.setViewportSize(DESKTOP);
  await signIn(page, editor);
  await page.goto('/admin/brands');
  await searchBox(page, 'brands').fill(stamp);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all brands on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 brands selected');
  expect(await seriousViolations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivate: 2 records.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: stamp }).getByText('Inactive')).toHaveCount(2);
  expect(await isActive()).toEqual([false, false]);

  await page.setViewportSize(PHONE);
  await page.goto('/admin/activity');
  await page.getByLabel('Action').selectOption('Bulk change');
  const entries = page
    .getByRole('region', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: editor.name });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Bulk change');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  await entries.first().getByRole('button', { name: 'Revert change set' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Revert this change set?' });
  await ask.getByRole('button', { name: 'Revert change set' }).click();
  await expect(page.getByText('Change set reverted.')).toBeVisible();
  expect(await isActive()).toEqual([true, true]);
  expect(await seriousViolations(page)).toEqual([]);
});
