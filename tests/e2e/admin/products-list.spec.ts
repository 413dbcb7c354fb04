import { expect, test } from '../fixtures';
import { dialog, row, searchBox, WIDTHS } from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';

// Product Management (docs/product.md §4, §5, §6): no serious axe violations in the list and the
// editor. The list's states, paging and search are component tests
// (app/components/admin/list-sections*.test.tsx, products/product-table.test.tsx) and its server
// search an API test (tests/api/products-read.test.ts); docs/testing.md.

for (const size of WIDTHS.filter((w) => w.name === 'phone'))
  test(
    `the list and the editor have no serious axe violations (${size.name})`,
    listAndEditorAxe(
      size,
      '/admin/products',
      async (page) => {
        await searchBox(page, 'products').fill('NL Series Wheel Loader');
        await expect(row(page, 'NL Series Wheel Loader')).toBeVisible();
      },
      async (page) => {
        await row(page, 'NL Series Wheel Loader').getByRole('button', { name: /^Edit/ }).click();
        await expect(dialog(page).getByRole('link', { name: 'Add variant' })).toBeVisible();
      },
    ),
  );
