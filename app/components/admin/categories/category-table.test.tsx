import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { listSection, openSection } from '#app/test/list-sections';
import { category } from '#app/test/records';
import { columnHeaders, rowOf } from '#app/test/table';

// A category's row (docs/product.md §4, §6): name, image, brand, description and status; an image
// that cannot be loaded gives way to the name's first letter, a missing description reads "No
// description".

const categories = listSection('Categories');

it('lists the columns of docs/product.md §4, each category with its brand, image and status', async () => {
  openSection(categories, [
    category(1, {
      name: 'Wheel Loaders',
      brand: { id: 3, name: 'Taglay Heavy Industries' },
      brand_id: 3,
      description: 'Front loaders for yards and quarries',
      image: '/uploads/categories/loaders-640x480.webp',
    }),
  ]);
  await waitFor(() => rowOf('Wheel Loaders'));
  expect(columnHeaders()).toEqual(['', 'Category', 'Image', 'Brand', 'Description', 'Status', 'Actions']);
  const cells = within(rowOf('Wheel Loaders')).getAllByRole('cell').slice(1); // after the tick box
  expect(within(cells[1]).getByRole('presentation')).toHaveAttribute(
    'src',
    '/uploads/categories/loaders-640x480.webp',
  );
  expect(cells[2]).toHaveTextContent(/^Taglay Heavy Industries$/);
  expect(cells[3]).toHaveTextContent(/^Front loaders for yards and quarries$/);
  expect(cells[4]).toHaveTextContent(/^Active$/);
});

it('no description reads No description; an image that fails to load shows the first letter', async () => {
  openSection(categories, [
    category(1, {
      name: 'Yard Cranes',
      image: '/uploads/categories/missing0000-640x480.webp',
      description: null,
      is_active: false,
    }),
  ]);
  await waitFor(() => rowOf('Yard Cranes'));
  const cells = within(rowOf('Yard Cranes')).getAllByRole('cell').slice(1);
  fireEvent.error(within(cells[1]).getByRole('presentation'));
  expect(await within(cells[1]).findByText('Y')).toBeVisible();
  expect(within(cells[1]).queryByRole('presentation')).toBeNull();
  expect(cells[3]).toHaveTextContent(/^No description$/);
  expect(cells[4]).toHaveTextContent(/^Inactive$/);
});
