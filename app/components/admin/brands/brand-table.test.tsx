import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { listSection, openSection } from '#app/test/list-sections';
import { brand } from '#app/test/records';
import { rowOf } from '#app/test/table';

// A brand's row (docs/product.md §4, §6): logo, name, description and status; without a logo its
// initial stands in, without a description "No description".

const brands = listSection('Brands');

it('shows each brand with its logo, description and status', async () => {
  openSection(brands, [
    brand(1, {
      name: 'Norvane Machinery',
      description: 'Earthmoving machines for quarries',
      logo: '/uploads/brands/norvane-640x480.webp',
    }),
    brand(2, { name: 'Duranta Legacy Equipment', is_active: false }),
  ]);
  await waitFor(() => rowOf('Norvane Machinery'));
  const norvane = rowOf('Norvane Machinery');
  expect(norvane).toHaveTextContent('Earthmoving machines for quarries');
  expect(within(norvane).getByText('Active')).toBeVisible();
  expect(within(norvane).getByRole('presentation')).toHaveAttribute(
    'src',
    '/uploads/brands/norvane-640x480.webp',
  );
  expect(within(rowOf('Duranta Legacy Equipment')).getByText('Inactive')).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    '', // the tick box (docs/product.md §26, "Bulk actions and undo")
    'Brand',
    'Description',
    'Status',
    'Actions',
  ]);
});

it('a brand without a description or logo shows No description and its initial', async () => {
  openSection(brands, [
    brand(1, { name: 'Kalayaan Pumps', description: null, logo: null, is_active: false }),
  ]);
  await waitFor(() => rowOf('Kalayaan Pumps'));
  const row = rowOf('Kalayaan Pumps');
  expect(within(row).getByText('No description')).toBeVisible();
  expect(within(row).getByText('K')).toBeVisible();
  expect(within(row).queryByRole('presentation')).toBeNull();
  expect(within(row).getByText('Inactive')).toBeVisible();
});
