import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, answer, fail, refused, serveUploadTarget } from '#app/test/api';
import { saveEditor } from '#app/test/editor';
import { listSection, openSection } from '#app/test/list-sections';
import { parameter, product, variant } from '#app/test/records';
import { requestsAsked } from '#app/test/server';
import { paginate } from '#common/schemas/pagination';

// The variant editor (docs/product.md §5, §7): what it requires before sending (a product, a name,
// each specification whole), the server's refusals on the field or on top, Saving... while it
// works, links that open it (?edit=, ?new=1&product=) and a link to a variant that is gone, the
// product picker, and unsaved changes asked about. Creating one that the product page then shows is
// the browser's journey (variants-editor.spec.ts).

const variants = listSection('Variants');
const editor = () => screen.getByRole('dialog');
const loader = product(1, { name: 'SRR Tandem Roller' });
const LABEL = 'SRR Tandem Roller (Norvane Machinery)';

function open(
  url = '/admin/variants',
  rows = [variant(4, { name: 'SRR-E1 Roller', features: ['Vibration control'] })],
) {
  serveUploadTarget();
  answer('/public/settings', { success: true, data: { currency: 'PHP' } });
  answer('/admin/products', paginate([loader, product(2, { name: 'NL Wheel Loader' })], 2, 1, 1000));
  answer('/admin/parameters', paginate([parameter(1, { name: 'Length', key: 'length' })], 1, 1, 1000));
  answer('/admin/variants/4', { success: true, data: rows[0] });
  fail('/admin/variants/2000000000', 404, 'Variant not found.');
  return openSection(variants, rows, { url });
}

it('product and name are required; a half-filled specification is refused', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Add Variant' }));
  const dims = within(editor()).getByRole('group', { name: 'Specification group 1' });
  await user.click(within(dims).getByRole('button', { name: /Add Specification/ }));
  await user.type(within(editor()).getByRole('combobox', { name: 'Specification 1 name' }), 'Length');
  const sent = accept('post', '/admin/variants');
  await user.click(within(editor()).getByRole('button', { name: 'Create Variant' }));
  expect(await within(editor()).findByText('Product is required')).toBeVisible();
  expect(within(editor()).getByText('Variant name is required')).toBeVisible();
  expect(within(editor()).getByText('A specification needs a name and a value.')).toBeVisible();
  await waitFor(() => expect(within(editor()).getByRole('combobox', { name: 'Product' })).toHaveFocus());
  expect(within(editor()).getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');
  expect(sent.bodies).toEqual([]);

  await user.click(within(editor()).getByRole('button', { name: 'Remove group 2' }));
  expect(within(editor()).queryByRole('button', { name: 'Remove group 2' })).toBeNull();
  expect(within(editor()).getByRole('button', { name: 'Add Group' })).toHaveFocus();
});

it('a failed save keeps the editor open with Failed to save variant and the reason', async () => {
  const { user } = open('/admin/variants?new=1&product=1');
  fail('/admin/variants', 500, 'Database unavailable', 'post');
  expect(await within(editor()).findByRole('heading', { name: 'Add New Variant' })).toBeVisible();
  await waitFor(() => expect(within(editor()).getByRole('combobox', { name: 'Product' })).toHaveValue(LABEL));
  await user.type(within(editor()).getByLabelText(/^Variant Name/), 'NL-Fail');
  await user.click(within(editor()).getByRole('button', { name: 'Create Variant' }));
  const failure = await within(editor()).findByText('Failed to save variant: Database unavailable');
  expect(failure.closest('[role="alert"]')).not.toBeNull();
  expect(within(editor()).getByRole('button', { name: 'Create Variant' })).toBeEnabled();
});

it('a refused save puts the server message on the field', async () => {
  const { user } = open('/admin/variants?new=1&product=1');
  refused('/admin/variants', 'post', { product_id: ['The selected product does not exist.'] });
  await user.type(
    await within(await screen.findByRole('dialog')).findByLabelText(/^Variant Name/),
    'NL-Gone',
  );
  await user.click(within(editor()).getByRole('button', { name: 'Create Variant' }));
  const failure = await within(editor()).findByText(
    'Failed to save variant: The selected product does not exist.',
  );
  expect(failure.closest('[role="alert"]')).not.toBeNull();
  expect(within(editor()).getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');
});

it('a link opens the editor, Saving... shows while the server works, and closing takes the link out of the address', async () => {
  const { user, location } = open('/admin/variants?edit=4');
  expect(
    await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'Edit Variant' }),
  ).toBeVisible();
  expect(within(editor()).getByLabelText(/^Variant Name/)).toHaveValue('SRR-E1 Roller');
  expect(within(editor()).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Vibration control');
  const updated = accept('put', '/admin/variants/4', { body: { success: true, data: variant(4) } });
  await user.type(within(editor()).getByLabelText(/^Variant Name/), ' Plus');
  await saveEditor(user, 'Update Variant', 'Variant updated successfully!', updated);
  expect(updated.bodies).toEqual([expect.objectContaining({ name: 'SRR-E1 Roller Plus', product_id: 1 })]);
  await waitFor(() => expect(location().search).toBe(''));
});

it('a link to a variant that is gone says so', async () => {
  open('/admin/variants?edit=2000000000');
  expect(await screen.findByText('Failed to fetch data: Variant not found.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('the product list opens from its button and picks with a click; Escape closes only the list; unsaved changes ask', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Add Variant' }));
  await user.click(within(editor()).getByRole('button', { name: 'Show products' }));
  const list = within(editor()).getByRole('listbox', { name: 'Products' });
  await user.click(await within(list).findByRole('option', { name: /^SRR Tandem Roller/ }));
  const product = within(editor()).getByRole('combobox', { name: 'Product' });
  expect(product).toHaveValue(LABEL);
  expect(product).toHaveAttribute('aria-expanded', 'false');

  await user.click(product);
  await user.keyboard('{ArrowDown}');
  expect(product).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(product).toHaveAttribute('aria-expanded', 'false');
  expect(editor()).toBeVisible();

  await user.type(within(editor()).getByLabelText(/^Variant Name/), 'Half done');
  await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
      name: 'Keep editing',
    }),
  );
  expect(within(editor()).getByLabelText(/^Variant Name/)).toHaveValue('Half done');
  await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
      name: 'Discard',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a viewer reads the specifications without add or remove, and no parse preview is asked for', async () => {
  const asked = requestsAsked();
  const roller = variant(4, {
    name: 'SRR-E1 Roller',
    features: ['Vibration control'],
    technical_parameters: [
      { category: 'Main Dimensions', specifications: [{ key: 'Length', value: '5 m' }] },
    ],
  });
  answer('/public/settings', { success: true, data: { currency: 'PHP' } });
  answer('/admin/products', paginate([loader], 1, 1, 1000));
  answer('/admin/parameters', paginate([parameter(1, { name: 'Length', key: 'length' })], 1, 1, 1000));
  answer('/admin/variants/4', { success: true, data: roller });
  openSection(variants, [roller], { url: '/admin/variants?edit=4', role: 'viewer' });
  expect(
    await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'View Variant' }),
  ).toBeVisible();
  expect(within(editor()).getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Vibration control');
  for (const name of [
    'Remove feature 1',
    'Add feature',
    /^Add Specification/,
    'Add Group',
    'Remove group 1',
    'Remove specification 1',
  ])
    expect(within(editor()).queryByRole('button', { name }), String(name)).toBeNull();
  // Past the preview's pause: the parse route needs catalog.write, so a viewer never asks.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(asked.filter((r) => r.includes('/parse') || r.includes('/admin/uploads/target'))).toEqual([]);
});
