import { expect, test } from '../fixtures';
import { adminGet, dialog, uniqueName } from '../support/catalog';
import { group, makeVariant, spec } from '../support/variants';

// A specification saved with a dictionary key (docs/product.md §17) keeps it through the variant
// editor: a row whose name is unchanged is saved with the same key, even where its name alone
// would match another parameter; a renamed row goes without one and the server matches its name.

test.use({ viewport: { width: 1440, height: 900 } });

type Specs = { key: string; value: string; parameter_key?: string }[];

test('saving keeps the parameter key of an unchanged row and drops it from a renamed one', async ({
  page,
  asAdmin,
  fresh,
}) => {
  // "Operating Weight" alone would match Operating Mass; the row was saved as a Rated Load.
  const variant = await makeVariant(fresh, page.request, uniqueName('Key Test Roller'), {
    technical_parameters: [
      {
        category: 'Specifications',
        specifications: [
          { key: 'Operating Weight', value: '12 t', parameter_key: 'rated_load' },
          { key: 'Motor', value: '90 kW', parameter_key: 'rated_power' },
        ],
      },
    ],
  });
  await asAdmin(`/admin/variants?edit=${variant.id}`);
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  const dims = group(form, 1);
  const first = spec(dims, 1);
  await expect(first.getByRole('combobox', { name: 'Specification 1 name' })).toHaveValue('Operating Weight');
  // The reading shown is the one the save will make: by the row's key, not its name.
  await expect(first.getByText(/^Rated Load: 12,000 kg/)).toBeVisible();

  const second = spec(dims, 2).getByRole('combobox', { name: 'Specification 2 name' });
  await second.fill('Engine Power');
  await form.getByRole('button', { name: 'Update Variant' }).click();
  await expect(page.getByText('Variant updated successfully!')).toBeVisible();

  const { data } = await adminGet<{ data: { technical_parameters: { specifications: Specs }[] } }>(
    page.request,
    `variants/${variant.id}`,
  );
  expect(data.technical_parameters[0].specifications).toEqual([
    { key: 'Operating Weight', value: '12 t', parameter_key: 'rated_load' },
    { key: 'Engine Power', value: '90 kW' },
  ]);
});
