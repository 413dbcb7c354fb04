import type { Variant } from '#common/schemas/variant';
import { expect, test } from '../fixtures';
import { authHeader } from '../support/admin';
import { adminGet, dialog, row, uniqueName } from '../support/catalog';
import { group, makeVariant, searchFor, spec } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// Clone variant (docs/product.md §17): from the Variants table, the copy opens in the editor.

test.use({ viewport: DESKTOP });

test('clones a variant from its row and opens the copy with its images and parameters', async ({
  page,
  fresh,
  asAdmin,
  admin,
}) => {
  const name = uniqueName('SRR-C1 Roller');
  const { data: demo } = await adminGet<{ data: Variant[] }>(page.request, 'variants?search=BPG-100');
  const [first, second] = demo[0].images;
  await makeVariant(fresh, page.request, name, {
    images: [first, second],
    technical_parameters: [
      { category: 'Engine', specifications: [{ key: 'Rated Power', value: '74 kW' }] },
      { category: 'Specifications', specifications: [{ key: 'Weight', value: '7 t' }] },
    ],
    featured_parameters: { Weight: '7 t' },
  });
  await asAdmin('/admin/variants');
  await searchFor(page, name);
  await row(page, name)
    .getByRole('button', { name: `Clone ${name}` })
    .click();

  await expect(page.getByRole('status').getByText('Variant cloned successfully!')).toBeVisible();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  await expect(form.getByLabel('Variant Name')).toHaveValue(`${name} (copy)`);
  await expect(page).toHaveURL(/[?&]edit=\d+/);
  const copyId = Number(new URL(page.url()).searchParams.get('edit'));
  try {
    await expect(
      form.getByRole('group', { name: 'Images' }).getByRole('button', { name: 'Remove' }),
    ).toHaveCount(2);
    await expect(group(form, 1).getByRole('textbox', { name: 'Group 1' })).toHaveValue('Engine');
    await expect(spec(group(form, 1), 1).getByRole('textbox', { name: 'Specification 1 value' })).toHaveValue(
      '74 kW',
    );
    await expect(form.getByRole('region', { name: 'Featured Parameters Preview' })).toContainText(
      'Weight: 7 t',
    );
  } finally {
    await page.request.delete(`/api/admin/variants/${copyId}`, { headers: authHeader(admin) });
  }
});
