import { expect, journey } from '../fixtures';
import { adminSession, authHeader, newStaff, signIn } from '../support/admin';
import { createRecord, dialog, type Ref, rowAction, seriousViolations, uniqueName } from '../support/catalog';
import { DESKTOP, PHONE } from '../support/viewports';

// Who changed what, and revert (docs/product.md §26): an editor changes a brand, finds the change
// on the Activity page (at a desktop's width and a phone's, with no serious axe violations), and
// reverts it from there; the brand's History tab then shows the revert. The diff's words, the
// filters, paging and the revert's refusal are component tests (app/components/admin/audit/).

const PASSWORD = 'Motor-Grader-4410';
/** Sign-in, the change, the Activity page at two widths, the revert and the History: three tests' time. */
const test = journey(3);

test('an editor changes a brand, sees it on the Activity page and reverts it', async ({ page, request }) => {
  const admin = await adminSession(request);
  const editor = await newStaff(request, admin, { first: 'Elena', role: 'editor', password: PASSWORD });
  const brand = await createRecord<Ref>(request, 'brands', {
    name: uniqueName('Kalayaan Cranes'),
    description: 'Tower cranes for Metro Manila high-rises.',
  });

  await page.setViewportSize(DESKTOP);
  await signIn(page, editor);
  await page.goto('/admin/brands');
  await rowAction(page, 'brands', brand.name, 'Edit');
  const description = dialog(page).getByLabel('Description');
  await description.fill('Tower and crawler cranes for the Visayas.');
  await dialog(page).getByRole('button', { name: 'Update Brand' }).click();
  await expect(page.getByText('Brand updated successfully')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await page.getByLabel('Record type').selectOption('Brand');
  const entries = page.getByRole('region', { name: 'Activity' }).getByRole('listitem');
  const entry = entries.filter({ hasText: editor.name }).filter({ hasText: 'Changed' }).first();
  await expect(entry).toContainText(`Brand #${brand.id} · ${brand.name}`);
  await expect(entry).toContainText('Tower cranes for Metro Manila high-rises.');
  await expect(entry).toContainText('Tower and crawler cranes for the Visayas.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await expect(entry).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  await entry.getByRole('button', { name: /^Revert this change/ }).click();
  const ask = page.getByRole('alertdialog', { name: 'Revert this change?' });
  await ask.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Change reverted.')).toBeVisible();
  await expect(
    entries.filter({ hasText: editor.name }).filter({ hasText: 'Reverted' }).first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const res = await request.get(`/api/admin/brands/${brand.id}`, { headers: authHeader(admin) });
  expect((await res.json()).description).toBe('Tower cranes for Metro Manila high-rises.');

  // The brand's own History tab says it too.
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/brands');
  await rowAction(page, 'brands', brand.name, 'Edit');
  await dialog(page).getByRole('tab', { name: 'History' }).click();
  await expect(dialog(page).getByRole('region', { name: 'History' })).toContainText('Reverted');
  expect(await seriousViolations(page)).toEqual([]);
});
