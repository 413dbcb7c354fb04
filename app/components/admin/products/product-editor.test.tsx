import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, answer, fail, serveList, serveUploadTarget } from '#app/test/api';
import { createEmpty, saveEditor } from '#app/test/editor';
import { listSection, openSection } from '#app/test/list-sections';
import { brand, category, product } from '#app/test/records';
import { requestsAsked } from '#app/test/server';
import { rowOf } from '#app/test/table';
import { adminBrandSchema } from '#common/schemas/brand';
import { adminCategorySchema } from '#common/schemas/category';
import { paginatedSchema } from '#common/schemas/pagination';
import { productDetailSchema } from '#common/schemas/product';

// The product editor (docs/product.md §5): the category list follows the chosen brand (active
// ones only), the required fields, the feature and application lists, the product's variants with
// links to the variants section, and a failed save with the server's reason.

const products = listSection('Products');
const editor = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(editor()).getByLabelText(label);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const alpha = brand(1, { name: 'Alpha Equipment' });
const bravo = brand(2, { name: 'Bravo Equipment' });
const retired = brand(3, { name: 'Retired Equipment', is_active: false });
const dozers = category(11, { name: 'Dozers', brand_id: 1, brand: { id: 1, name: alpha.name } });
const oldDozers = category(12, {
  name: 'Old Dozers',
  brand_id: 1,
  brand: { id: 1, name: alpha.name },
  is_active: false,
});
const graders = category(21, { name: 'Graders', brand_id: 2, brand: { id: 2, name: bravo.name } });
const loader = product(5, {
  name: 'SK Skid Steer',
  brand_id: 1,
  category_id: 11,
  brand: { id: 1, name: alpha.name },
  category: { id: 11, name: 'Dozers' },
  features: ['Old feature'],
});

function open(variants: { id: number; name: string }[] = []) {
  serveUploadTarget();
  serveList('/admin/brands', [alpha, bravo, retired], {
    text: (b) => b.name,
    schema: paginatedSchema(adminBrandSchema),
  });
  serveList('/admin/categories', [dozers, oldDozers, graders], {
    text: (c) => c.name,
    schema: paginatedSchema(adminCategorySchema),
  });
  answer('/admin/products/5', { ...loader, variants }, productDetailSchema);
  return openSection(products, [loader]);
}

it('the category list follows the chosen brand: active only, disabled until a brand is chosen', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  const brandSelect = field(/^Brand/);
  const categorySelect = field(/^Category/);
  await within(brandSelect).findByRole('option', { name: 'Alpha Equipment' });
  expect(categorySelect).toBeDisabled();
  expect(optionTexts(categorySelect)).toEqual(['Select a brand first']);
  expect(within(brandSelect).queryByRole('option', { name: /Retired/ })).toBeNull();

  await user.selectOptions(brandSelect, '1');
  expect(categorySelect).toBeEnabled();
  expect(optionTexts(categorySelect)).toEqual(['Select a category', 'Dozers']);
  await user.selectOptions(categorySelect, '11');
  // Bravo has no Dozers: the category is cleared.
  await user.selectOptions(brandSelect, '2');
  expect(categorySelect).toHaveValue('');
  expect(optionTexts(categorySelect)).toEqual(['Select a category', 'Graders']);
});

it('adding a product: required fields first, then it is sent with its lists, empty rows left out', async () => {
  const { user } = open();
  await createEmpty(user, 'Product', ['Brand is required', 'Category is required', 'Name is required']);

  const created = accept('post', '/admin/products', { body: { success: true, data: product(6) } });
  await within(field(/^Brand/)).findByRole('option', { name: 'Alpha Equipment' });
  await user.selectOptions(field(/^Brand/), '1');
  await user.selectOptions(field(/^Category/), '11');
  await user.type(field(/^Name/), 'SK-2 Skid Steer');
  await user.type(field('Introduction'), 'A compact loader for tight sites.');
  await user.type(within(editor()).getByRole('textbox', { name: 'Feature 1' }), 'Quick-attach coupler');
  await user.click(within(editor()).getByRole('button', { name: 'Add feature' }));
  await user.click(within(editor()).getByRole('button', { name: 'Add feature' }));
  await user.type(within(editor()).getByRole('textbox', { name: 'Feature 3' }), 'Enclosed cab');
  await user.type(within(editor()).getByRole('textbox', { name: 'Application 1' }), 'Landscaping');
  await user.click(within(editor()).getByRole('button', { name: 'Add application' }));
  await user.click(within(editor()).getByRole('button', { name: 'Remove application 2' }));
  expect(within(editor()).queryByRole('textbox', { name: 'Application 2' })).toBeNull();
  await saveEditor(user, 'Create Product', 'Product created successfully!', created);
  expect(created.bodies).toEqual([
    expect.objectContaining({
      brand_id: 1,
      category_id: 11,
      name: 'SK-2 Skid Steer',
      introduction: 'A compact loader for tight sites.',
      features: ['Quick-attach coupler', 'Enclosed cab'],
      applications: ['Landscaping'],
    }),
  ]);
});

it('editing a product saves the change; without variants it says so', async () => {
  const { user } = open();
  const updated = accept('put', '/admin/products/5', { body: { success: true, data: loader } });
  await user.click(within(await waitFor(() => rowOf('SK Skid Steer'))).getByRole('button', { name: /Edit/ }));
  expect(within(editor()).getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  expect(within(editor()).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Old feature');
  expect(await within(editor()).findByText('This product has no variants yet.')).toBeVisible();
  await user.type(field(/^Name/), ' Mk II');
  await saveEditor(user, 'Update Product', 'Product updated successfully!');
  expect(updated.bodies).toEqual([
    expect.objectContaining({ name: 'SK Skid Steer Mk II', features: ['Old feature'] }),
  ]);
});

it('editing a product lists its variants with links, and leaving with unsaved changes asks first', async () => {
  const { user, location } = open([{ id: 40, name: 'PT-100' }]);
  await user.click(within(await waitFor(() => rowOf('SK Skid Steer'))).getByRole('button', { name: /Edit/ }));
  const variants = within(editor()).getByRole('region', { name: 'Variants' });
  const edit = await within(variants).findByRole('link', { name: 'Edit PT-100' });
  expect(edit).toHaveAttribute('href', '/admin/variants?edit=40');
  expect(within(variants).getByRole('link', { name: 'Add variant' })).toHaveAttribute(
    'href',
    '/admin/variants?new=1&product=5',
  );
  await user.type(field('Introduction'), 'Changed but not saved');
  await user.click(edit);
  const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  expect(location().pathname).toBe('/admin/products');
  await user.click(within(ask).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(location().pathname).toBe('/admin/variants'));
  expect(location().search).toBe('?edit=40');
});

it('a failed save keeps the editor open with the server’s reason', async () => {
  const { user } = open();
  fail('/admin/products/5', 500, 'Boom', 'put');
  await user.click(within(await waitFor(() => rowOf('SK Skid Steer'))).getByRole('button', { name: /Edit/ }));
  await user.type(field('Introduction'), 'Changed');
  await user.click(within(editor()).getByRole('button', { name: 'Update Product' }));
  expect(await within(editor()).findByRole('alert')).toHaveTextContent('Failed to save product: Boom');
});

it('a viewer sees the lists without add or remove, and nothing asks for Settings or writes', async () => {
  const asked = requestsAsked();
  serveList('/admin/brands', [alpha, bravo], {
    text: (b) => b.name,
    schema: paginatedSchema(adminBrandSchema),
  });
  serveList('/admin/categories', [dozers, graders], {
    text: (c) => c.name,
    schema: paginatedSchema(adminCategorySchema),
  });
  answer('/admin/products/5', { ...loader, variants: [] }, productDetailSchema);
  const { user } = openSection(products, [loader], { role: 'viewer' });
  await user.click(within(await waitFor(() => rowOf('SK Skid Steer'))).getByRole('button', { name: /View/ }));
  expect(within(editor()).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Old feature');
  expect(await within(editor()).findByText('This product has no variants yet.')).toBeVisible();
  expect(within(editor()).queryByRole('button', { name: 'Remove feature 1' })).toBeNull();
  expect(within(editor()).queryByRole('button', { name: 'Add feature' })).toBeNull();
  expect(within(editor()).queryByRole('button', { name: 'Add application' })).toBeNull();
  // The upload target is not the viewer's to read (catalog.write): no 403 in the background.
  expect(asked.filter((r) => r.includes('/admin/uploads/target') || !r.startsWith('GET'))).toEqual([]);
});
