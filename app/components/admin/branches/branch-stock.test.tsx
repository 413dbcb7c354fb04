import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, answer } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { paginate } from '#common/schemas/pagination';
import { BranchStock } from './branch-stock';

// A branch's stock list (docs/product.md §28 "Availability"): the rows changed on the page are
// saved together, and a role without stock.write reads the list without controls.

const rows = [
  {
    variant: { id: 11, name: 'NL-50 Wheel Loader', product: 'NL Wheel Loader' },
    status: 'in_stock' as const,
    quantity: 3,
    expected_at: null,
    confirmed_at: '2026-11-29T02:00:00.000Z',
    fresh: true,
  },
  {
    variant: { id: 12, name: 'TGC-50 Truck Crane', product: 'TGC Truck Crane' },
    status: 'none' as const,
    quantity: null,
    expected_at: null,
    confirmed_at: null,
    fresh: false,
  },
];
const serve = () => {
  answer('/admin/branches/4', { id: 4, name: 'Cebu' });
  answer('/admin/branches/4/stock', paginate(rows, 2, 1, 50));
};
const Screen = () => <BranchStock branchId={4} />;

it('saves the changed rows together and says how many', async () => {
  serve();
  const { user } = renderScreen(Screen, { role: 'sales' });
  expect(await screen.findByRole('heading', { name: 'Stock list: Cebu' })).toBeVisible();
  const save = screen.getByRole('button', { name: 'Save changes' });
  expect(save).toBeDisabled();
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Status of TGC-50 Truck Crane' }),
    'on_order',
  );
  await user.type(screen.getByLabelText('Expected date of TGC-50 Truck Crane'), '2030-03-01');
  await user.clear(screen.getByRole('textbox', { name: 'Quantity of NL-50 Wheel Loader' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantity of NL-50 Wheel Loader' }), '2');
  const sent = accept('put', '/admin/branches/4/stock', { body: { updated: 2 } });
  await user.click(screen.getByRole('button', { name: 'Save changes (2)' }));
  expect(await screen.findByText('2 entries saved.')).toBeVisible();
  expect(sent.bodies).toEqual([
    [
      { variant_id: 11, status: 'in_stock', quantity: 2 },
      { variant_id: 12, status: 'on_order', expected_at: '2030-03-01' },
    ],
  ]);
});

it('shows a viewer the list without controls', async () => {
  serve();
  renderScreen(Screen, { role: 'viewer' });
  expect(await screen.findByText('NL-50 Wheel Loader')).toBeVisible();
  expect(screen.getByText('Only staff who keep the stock can change it.')).toBeVisible();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: /Save changes/ })).toBeNull();
});
