import { expect, test } from '../fixtures';
import { openSeeingLoading, row, searchBox, uniqueName } from '../support/catalog';
import { makeVariant, searchFor } from '../support/variants';

// Variant Management (docs/product.md §4, §7, §5, §6): the list searched on Enter, page size All, and delete.

test.use({ viewport: { width: 1440, height: 900 } });

test('a demo variant shows its product, first two features and parameter categories', async ({ page }) => {
  await openSeeingLoading(page, 'variants');
  await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
  for (const heading of ['Name', 'Product', 'Features', 'Technical Parameters', 'Actions'])
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();

  await searchFor(page, 'BPG-100');
  const demo = row(page, 'BPG-100 Silent Generator');
  await expect(demo).toContainText('BPG Silent Diesel Generator Set');
  await expect(demo).toContainText('Bantay Power Systems');
  await expect(demo).toContainText(
    'Automatic voltage regulation within ±1%, Deep-sea controller with remote monitoring...',
  );
  await expect(demo).toContainText('3 groups');
  await expect(demo.getByRole('button', { name: 'Edit BPG-100 Silent Generator' })).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Delete BPG-100 Silent Generator' })).toBeVisible();
});

test('a bare variant reads No features and No parameters; an empty search says so', async ({
  page,
  fresh,
  asAdmin,
}) => {
  const name = uniqueName('SRR-Bare');
  await makeVariant(fresh, page.request, name);
  await asAdmin('/admin/variants');
  await searchFor(page, name);
  await expect(row(page, name)).toContainText('No features');
  await expect(row(page, name)).toContainText('No parameters');
  await searchFor(page, 'no such variant anywhere');
  await expect(page.getByText('No variants found. Add your first variant!')).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
});

test('search waits for Enter or the Search button, shows Filtered by, and clears', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/admin/variants');
  const total = page.getByText(/^Showing 1 to 10 of \d+ results$/);
  await expect(total).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/variants' && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search') ?? '');
  });

  await searchBox(page, 'variants').pressSequentially('tandem');
  await expect(page.getByText('Press Enter to search for "tandem"')).toBeVisible();
  await expect(page.getByText(/Filtered by/)).toHaveCount(0);
  await expect(total).toBeVisible();
  const applied = page.waitForRequest((r) => new URL(r.url()).searchParams.get('search') === 'tandem');
  await searchBox(page, 'variants').press('Enter');
  await applied;
  await expect(page.getByText('Filtered by: tandem')).toBeVisible();
  await expect(page.getByText(/Press Enter/)).toHaveCount(0);
  await expect(page.getByText(/^Showing 1 to \d of \d results$/)).toBeVisible();
  await expect(row(page, 'SRR-T3 Tandem Roller')).toBeVisible();
  expect(searches).toEqual(['tandem']);

  await page.getByRole('button', { name: 'Clear search filter' }).click();
  await expect(page.getByText(/Filtered by/)).toHaveCount(0);
  await expect(searchBox(page, 'variants')).toHaveValue('');
  await expect(total).toBeVisible();

  await searchBox(page, 'variants').fill('forklift');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Filtered by: forklift')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(page.getByText(/Filtered by/)).toHaveCount(0);
});

test('page size All lists every variant on one page; the pager shows up to 10 pages', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/admin/variants');
  const pager = page.getByRole('navigation', { name: 'Variant pages' });
  await page.getByLabel('Show').selectOption('5');
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(10);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 6 to 10 of \d+ results$/)).toBeVisible();

  await page.getByLabel('Show').selectOption('All');
  const showing = page.getByText(/^Showing 1 to (\d+) of \1 results$/);
  await expect(showing).toBeVisible();
  const total = Number((await showing.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(80);
  await expect(page.getByRole('row')).toHaveCount(total + 1);
  await expect(pager).toHaveCount(0);
});

test('deletes a variant after the product’s confirmation', async ({ page, fresh, asAdmin }) => {
  const name = uniqueName('SRR-D1 Roller');
  await makeVariant(fresh, page.request, name);
  await asAdmin('/admin/variants');
  await searchFor(page, name);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    'This will permanently delete the variant. This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, name)).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Deleted! Variant has been deleted successfully.')).toBeVisible();
  await expect(page.getByText('No variants found. Add your first variant!')).toBeVisible();
});

test('deleting the only row of the last page shows the page before it', async ({ page, fresh, asAdmin }) => {
  const prefix = uniqueName('SRR-P');
  for (let i = 1; i <= 6; i++) await makeVariant(fresh, page.request, `${prefix} No ${i}`);
  await asAdmin('/admin/variants');
  await searchFor(page, prefix);
  await page.getByLabel('Show').selectOption('5');
  await page
    .getByRole('navigation', { name: 'Variant pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page.getByText('Showing 6 to 6 of 6 results')).toBeVisible();
  // The newest come first, so the oldest is alone on page 2.
  await row(page, `${prefix} No 1`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it' })
    .click();
  await expect(page.getByText('Showing 1 to 5 of 5 results')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Variant pages' })).toHaveCount(0);
});
