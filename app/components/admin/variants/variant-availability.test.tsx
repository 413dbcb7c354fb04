import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { accept, answer, fail, refused } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { adminVariantAvailabilitySchema } from '#common/schemas/availability';
import { okEnvelope } from '#common/schemas/envelopes';
import { VariantAvailability } from './variant-availability';

// The variant editor's Availability section (docs/product.md §28 "Availability"): loaded when first
// opened, each branch's status with its quantity or expected date, a stale entry said as such,
// the save's body and the server's refusal under its field, and no controls without stock.write.

const PATH = '/admin/variants/7/availability';
const DAY = 86_400_000;
// One branch's entry as the server sends it; each case below differs only in these fields.
const entry = (
  id: number,
  name: string,
  status: 'in_stock' | 'none',
  quantity: number | null,
  confirmedDaysAgo: number | null,
  fresh: boolean,
) => ({
  branch: { id, name, slug: name.toLowerCase() },
  status,
  quantity,
  expected_at: null,
  confirmed_at:
    confirmedDaysAgo === null ? null : new Date(Date.now() - confirmedDaysAgo * DAY).toISOString(),
  fresh,
});
const entries = [
  entry(1, 'Cebu', 'in_stock', 2, 3, true),
  entry(2, 'Davao', 'in_stock', null, 40, false),
  entry(3, 'Valenzuela', 'none', null, null, false),
];
const serve = () =>
  answer(PATH, { success: true, data: entries }, okEnvelope(z.array(adminVariantAvailabilitySchema)));
const Screen = () => <VariantAvailability variantId={7} />;

it('loads when opened and shows each branch, a stale entry as such', async () => {
  serve();
  const { user } = renderScreen(Screen, { role: 'sales' });
  const toggle = screen.getByRole('button', { name: 'Availability' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(await screen.findByText('Confirmed 3 days ago')).toBeVisible();
  expect(screen.getByText(/Confirmed 40 days ago · stale/)).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Status at Cebu' })).toHaveValue('in_stock');
  expect(screen.getByRole('textbox', { name: 'Quantity (optional) at Cebu' })).toHaveValue('2');
  expect(screen.getByRole('combobox', { name: 'Status at Valenzuela' })).toHaveValue('none');
});

it('saves every entry shown, and an on-order date; a refusal shows under its field', async () => {
  serve();
  const { user } = renderScreen(Screen, { role: 'editor' });
  await user.click(screen.getByRole('button', { name: 'Availability' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Status at Valenzuela' }), 'on_order');
  const date = screen.getByLabelText('Expected at Valenzuela');
  await user.type(date, '2020-01-01');
  const sent = refused(PATH, 'put', { '2.expected_at': ['The expected date may not be in the past.'] });
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  expect(await screen.findByText('The expected date may not be in the past.')).toBeVisible();
  expect(screen.getByLabelText('Expected at Valenzuela')).toHaveAttribute('aria-invalid', 'true');
  expect(sent.bodies).toEqual([
    [
      { branch_id: 1, status: 'in_stock', quantity: 2 },
      { branch_id: 2, status: 'in_stock' },
      { branch_id: 3, status: 'on_order', expected_at: '2020-01-01' },
    ],
  ]);

  const ok = accept('put', PATH, { body: { success: true, data: entries } });
  await user.clear(screen.getByRole('textbox', { name: 'Quantity (optional) at Cebu' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantity (optional) at Cebu' }), '5');
  await user.click(screen.getByRole('button', { name: 'Save availability' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Availability saved.');
  expect((ok.bodies[0] as unknown[])[0]).toEqual({ branch_id: 1, status: 'in_stock', quantity: 5 });
});

it('shows the entries without controls to a role without stock.write', async () => {
  serve();
  const { user } = renderScreen(Screen, { role: 'viewer' });
  await user.click(screen.getByRole('button', { name: 'Availability' }));
  expect(await screen.findByText('Only staff who keep the stock can change it.')).toBeVisible();
  const list = screen.getByRole('list');
  expect(within(list).getByText('In stock · 2')).toBeVisible();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save availability' })).toBeNull();
});

it('says a failed load', async () => {
  fail(PATH, 500, 'Database unavailable');
  const { user } = renderScreen(Screen);
  await user.click(screen.getByRole('button', { name: 'Availability' }));
  expect(await screen.findByText('Failed to load availability: Database unavailable')).toBeVisible();
});
