import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, fail, refused, serveUploadTarget } from '#app/test/api';
import { saveEditor } from '#app/test/editor';
import { listSection, openSection } from '#app/test/list-sections';
import { brand } from '#app/test/records';
import { rowOf } from '#app/test/table';

// The brand editor (docs/product.md §4, §5): Name required, Saving... while it is sent, the
// server's field messages under their fields, its other failures on top, and unsaved changes
// asked about before the editor closes.

const brands = listSection('Brands');
const editor = () => screen.getByRole('dialog');

function open(rows = [brand(1, { name: 'Norvane Machinery', description: 'Old text' })]) {
  serveUploadTarget();
  return openSection(brands, rows);
}

it('adding a brand: Name is required, Saving... while it is sent, then the list says it was created', async () => {
  const { user, list } = open();
  await waitFor(() => rowOf('Norvane Machinery'));
  await user.click(screen.getByRole('button', { name: 'Add Brand' }));
  expect(within(editor()).getByRole('heading', { name: 'Add Brand' })).toBeVisible();
  await user.click(within(editor()).getByRole('button', { name: 'Create Brand' }));
  expect(await within(editor()).findByText('Name is required')).toBeVisible();

  const created = accept('post', '/admin/brands', { body: { success: true, data: brand(2) } });
  const release = created.hold();
  await user.type(within(editor()).getByLabelText(/^Name/), 'Bagwis Compressors');
  await user.type(within(editor()).getByLabelText('Description'), 'Rotary screw air compressors');
  expect(within(editor()).getByLabelText('Active')).toBeChecked();
  // Enter in a field submits the form.
  await user.type(within(editor()).getByLabelText(/^Name/), '{Enter}');
  expect(await within(editor()).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  list.rows.push(brand(2, { name: 'Bagwis Compressors' }));
  release();
  expect(await screen.findByText('Brand created successfully')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(created.bodies).toEqual([
    expect.objectContaining({
      name: 'Bagwis Compressors',
      description: 'Rotary screw air compressors',
      is_active: true,
    }),
  ]);
  await waitFor(() => rowOf('Bagwis Compressors'));
});

it('a name the server refuses is explained under the field', async () => {
  const { user } = open();
  refused('/admin/brands', 'post', { name: ['A brand with this name already exists.'] });
  await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  await user.type(within(editor()).getByLabelText(/^Name/), 'Norvane Machinery');
  await user.click(within(editor()).getByRole('button', { name: 'Create Brand' }));
  expect(await within(editor()).findByText('A brand with this name already exists.')).toBeVisible();
  expect(within(editor()).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(within(editor()).getByRole('alert')).toHaveTextContent('Failed to save brand');
});

it('editing a brand sends the change and says it was updated', async () => {
  const { user } = open();
  const updated = accept('put', '/admin/brands/1', { body: { success: true, data: brand(1) } });
  await user.click(
    within(await waitFor(() => rowOf('Norvane Machinery'))).getByRole('button', { name: /Edit/ }),
  );
  expect(within(editor()).getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  expect(within(editor()).getByLabelText(/^Name/)).toHaveValue('Norvane Machinery');
  const description = within(editor()).getByLabelText('Description');
  await user.clear(description);
  await user.type(description, 'Down-the-hole drills');
  await user.click(within(editor()).getByLabelText('Active'));
  await saveEditor(user, 'Update Brand', 'Brand updated successfully');
  expect(updated.bodies).toEqual([
    expect.objectContaining({
      name: 'Norvane Machinery',
      description: 'Down-the-hole drills',
      is_active: false,
    }),
  ]);
});

it('closing the editor with unsaved changes asks first', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  await user.type(within(editor()).getByLabelText(/^Name/), 'Half-typed brand');
  await user.keyboard('{Escape}');
  const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(within(editor()).getByLabelText(/^Name/)).toHaveValue('Half-typed brand');
  await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a failed save keeps the editor open with the server’s reason', async () => {
  const { user } = open();
  fail('/admin/brands', 500, 'Boom', 'post');
  await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  await user.type(within(editor()).getByLabelText(/^Name/), 'Never Saved');
  await user.click(within(editor()).getByRole('button', { name: 'Create Brand' }));
  expect(await within(editor()).findByRole('alert')).toHaveTextContent('Failed to save brand: Boom');
  expect(within(editor()).getByRole('button', { name: 'Create Brand' })).toBeEnabled();
});
