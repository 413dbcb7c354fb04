import { expect, test } from '../fixtures';
import { uniqueName } from '../support/catalog';
import { banner, openFor, rowOf, search } from '../support/news';

// News Management (docs/product.md §4, §5, §6): view, edit and publish. Each test makes its own
// uniquely named articles. The list's states, search, pager and delete are component tests
// (app/components/admin/list-sections*.test.tsx, news/news-table.test.tsx; docs/testing.md).

test('editing loads the content into the editor; publishing a draft puts it on /news', async ({
  page,
  fresh,
}) => {
  const title = uniqueName('Draft about dozers');
  await fresh.article({ title, published: false });
  await openFor(page, title);
  await expect(rowOf(page, title)).toContainText('Draft');

  await rowOf(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit News Article' });
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await expect(content.getByRole('heading', { level: 2, name: 'Site report' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('loaders');
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByLabel('Title').fill(`${title} published`);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(banner(page)).toContainText('News article updated successfully');
  await search(page).fill(`${title} published`);
  await expect(rowOf(page, `${title} published`)).toContainText('Published');

  await page.goto(`/news?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: `${title} published` })).toBeVisible();
});
