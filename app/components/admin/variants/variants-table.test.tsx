import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lastAsked, listSection, openSection } from '#app/test/list-sections';
import { variant } from '#app/test/records';
import { columnHeaders, rowOf, showing, shownRows } from '#app/test/table';
import { MAX_ALL_PER_PAGE } from '#common/constants';

// The variant list of docs/product.md §4: Name, Product (with its brand), Features (the first two,
// then "..."), Technical Parameters (how many groups), Actions; and its page size All.

const variants = listSection('Variants');
const group = (category: string) => ({
  category,
  specifications: [{ key: 'Rated output', value: '100 kVA' }],
});

it('shows a variant’s product and brand, its first two features and how many parameter groups', async () => {
  openSection(variants, [
    variant(1, {
      name: 'BPG-100 Silent Generator',
      product: {
        id: 4,
        name: 'BPG Silent Diesel Generator Set',
        image: null,
        introduction: null,
        brand: { id: 2, name: 'Bantay Power Systems' },
        category: { id: 5, name: 'Generators' },
      },
      features: [
        'Automatic voltage regulation within ±1%',
        'Deep-sea controller with remote monitoring',
        'Sound-attenuated canopy',
      ],
      technical_parameters: [group('Engine'), group('Alternator'), group('Dimensions')],
    }),
  ]);
  await waitFor(() => rowOf('BPG-100 Silent Generator'));
  expect(columnHeaders()).toEqual([
    '', // the tick box (docs/product.md §26, "Bulk actions and undo")
    'Name',
    'Product',
    'Price',
    'Features',
    'Technical Parameters',
    'Actions',
  ]);
  const row = rowOf('BPG-100 Silent Generator');
  expect(row).toHaveTextContent('BPG Silent Diesel Generator Set');
  expect(row).toHaveTextContent('Bantay Power Systems');
  expect(row).toHaveTextContent(
    'Automatic voltage regulation within ±1%, Deep-sea controller with remote monitoring...',
  );
  expect(within(row).getAllByText('3 groups')[0]).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Edit BPG-100 Silent Generator' })).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Delete BPG-100 Silent Generator' })).toBeVisible();
});

it('shows each variant’s price in the site’s currency, and Contact for Price for the unpriced', async () => {
  openSection(variants, [
    variant(1, { name: 'NL-50 Wheel Loader', price: 7_000_000 }),
    variant(2, { name: 'NL-60 Wheel Loader', price: null }),
  ]);
  await waitFor(() => rowOf('NL-60 Wheel Loader'));
  const priceCell = (name: string) => {
    const row = rowOf(name);
    const column = screen.getAllByRole('columnheader').findIndex((th) => th.textContent === 'Price');
    return within(row).getAllByRole('cell')[column - 1];
  };
  expect(priceCell('NL-50 Wheel Loader')).toHaveTextContent(/^₱7,000,000$/);
  expect(priceCell('NL-60 Wheel Loader')).toHaveTextContent(/^Contact for Price$/);
});

it('a bare variant reads No features and No parameters', async () => {
  openSection(variants, [variant(1, { name: 'SRR-Bare', features: [], technical_parameters: [] })]);
  await waitFor(() => rowOf('SRR-Bare'));
  expect(within(rowOf('SRR-Bare')).getByText('No features')).toBeVisible();
  expect(within(rowOf('SRR-Bare')).getAllByText('No parameters')[0]).toBeVisible();
});

it('page size All asks for every variant and lists them on one page, without a pager', async () => {
  const { user, list } = openSection(variants, 23);
  expect(await showing(1, 10, 23)).toBeVisible();
  const pager = screen.getByRole('navigation', { name: 'Variant pages' });
  await user.selectOptions(screen.getByLabelText('Show'), 'All');
  expect(await showing(1, 23, 23)).toBeVisible();
  expect(lastAsked(list.requests)).toEqual({ page: '1', perPage: String(MAX_ALL_PER_PAGE) });
  expect(shownRows()).toBe(23);
  expect(pager).not.toBeInTheDocument();
});
