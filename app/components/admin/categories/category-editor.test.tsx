import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, fail, serveList, serveUploadTarget } from '#app/test/api';
import { createEmpty, saveEditor } from '#app/test/editor';
import { listSection, openSection } from '#app/test/list-sections';
import { brand, category } from '#app/test/records';
import { rowOf } from '#app/test/table';
import { adminBrandSchema } from '#common/schemas/brand';
import { paginatedSchema } from '#common/schemas/pagination';

// The category editor (docs/product.md §4, §5): name and brand required, Saving... while it is
// sent, the saved brand selected when editing, and a failed save told with the server's reason.

const categories = listSection('Categories');
const editor = () => screen.getByRole('dialog');

function open() {
  serveUploadTarget();
  serveList(
    '/admin/brands',
    [brand(1, { name: 'Norvane Machinery' }), brand(7, { name: 'Kalayaan Pumps' })],
    {
      text: (b) => b.name,
      schema: paginatedSchema(adminBrandSchema),
    },
  );
  return openSection(categories, [
    category(3, { name: 'Pile Drivers', brand_id: 7, brand: { id: 7, name: 'Kalayaan Pumps' } }),
  ]);
}

it('adding a category: name and brand are required, Saving... while it is sent, then it is created', async () => {
  const { user } = open();
  await createEmpty(user, 'Category', ['Name is required', 'Brand is required']);

  const created = accept('post', '/admin/categories', { body: { success: true, data: category(4) } });
  await user.type(within(editor()).getByLabelText(/^Category Name/), 'Rough Terrain Cranes');
  await within(editor()).findByRole('option', { name: /Norvane Machinery/ });
  await user.selectOptions(within(editor()).getByLabelText(/^Brand/), 'Norvane Machinery');
  await user.type(within(editor()).getByLabelText('Description'), 'Cranes for uneven ground.');
  await saveEditor(user, 'Create Category', 'Category created successfully!', created);
  expect(created.bodies).toEqual([
    expect.objectContaining({
      name: 'Rough Terrain Cranes',
      brand_id: 1,
      description: 'Cranes for uneven ground.',
      is_active: true,
    }),
  ]);
});

it('editing a category keeps its brand selected and saves the change', async () => {
  const { user } = open();
  const updated = accept('put', '/admin/categories/3', { body: { success: true, data: category(3) } });
  await user.click(within(await waitFor(() => rowOf('Pile Drivers'))).getByRole('button', { name: /Edit/ }));
  expect(within(editor()).getByRole('heading', { name: 'Edit Category' })).toBeVisible();
  await waitFor(() => expect(within(editor()).getByLabelText(/^Brand/)).toHaveValue('7'));
  await user.type(within(editor()).getByLabelText('Description'), 'Hydraulic impact hammers.');
  await saveEditor(user, 'Update Category', 'Category updated successfully!');
  expect(updated.bodies).toEqual([
    expect.objectContaining({ brand_id: 7, description: 'Hydraulic impact hammers.' }),
  ]);
});

it('a failed save keeps the editor open with the server’s reason', async () => {
  const { user } = open();
  fail('/admin/categories/3', 500, 'Server Error', 'put');
  await user.click(within(await waitFor(() => rowOf('Pile Drivers'))).getByRole('button', { name: /Edit/ }));
  await user.type(within(editor()).getByLabelText('Description'), 'Changed');
  await user.click(within(editor()).getByRole('button', { name: 'Update Category' }));
  expect(await within(editor()).findByRole('alert')).toHaveTextContent(
    'Failed to save category: Server Error',
  );
  expect(within(editor()).getByRole('button', { name: 'Update Category' })).toBeEnabled();
});
