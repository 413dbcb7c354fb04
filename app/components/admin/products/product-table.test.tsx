import { waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { listSection, openSection } from '#app/test/list-sections';
import { product } from '#app/test/records';
import { columnHeaders, rowOf } from '#app/test/table';

// A product's row (docs/product.md §4): image, name, brand, category, how many variants, actions.

it('shows image, name, brand, category and variant count, then Edit and Delete', async () => {
  openSection(listSection('Products'), [
    product(1, {
      name: 'NL Series Wheel Loader',
      image: '/uploads/products/nl-series-640x480.webp',
      brand: { id: 1, name: 'Norvane Machinery' },
      category: { id: 2, name: 'Wheel Loaders' },
      category_id: 2,
      variants_count: 4,
    }),
  ]);
  await waitFor(() => rowOf('NL Series Wheel Loader'));
  expect(columnHeaders()).toEqual(['', 'Product', 'Brand', 'Category', 'Variants', 'Actions']);
  const row = rowOf('NL Series Wheel Loader');
  const cells = within(row).getAllByRole('cell').slice(1); // after the tick box
  expect(cells.slice(1, 4).map((cell) => cell.textContent)).toEqual([
    'Norvane Machinery',
    'Wheel Loaders',
    '4',
  ]);
  expect(within(row).getByRole('presentation')).toHaveAttribute(
    'src',
    '/uploads/products/nl-series-640x480.webp',
  );
  expect(within(row).getByRole('button', { name: 'Edit NL Series Wheel Loader' })).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Delete NL Series Wheel Loader' })).toBeVisible();
});
