import { expect, test } from '../fixtures';
import { uniqueName } from '../support/catalog';
import { banner, openFor, rowOf, search } from '../support/news';

// News Management (docs/product.md §4, §5, §6): view, edit and publish. Each test makes its own
// uniquely named articles. The list's states, search, pager and delete are component tests
// (app/components/admin/list-sections*.test.tsx, news/news-table.test.tsx; docs/testing.md).

test('view mode shows the article as readers see it, and leads to Edit', async ({ page, fresh }) => {
  const title = uniqueName('Quarry visit');
  await fresh.article({
    title,
    tags: 'quarry, Rizal',
    read_time: '3 min read',
    category: 'Success Stories',
    content:
      '<h2>On site in Rizal</h2><p>See the <a target="_blank" rel="noopener noreferrer" href="https://ironsite.example">crusher line</a>.</p>',
  });
  await openFor(page, title);
  await rowOf(page, title)
    .getByRole('button', { name: `View ${title}` })
    .click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view).toContainText('Liza Ramos');
  await expect(view).toContainText('Success Stories');
  await expect(view).toContainText('3 min read');
  await expect(view).toContainText('Short summary of the article');
  await expect(view.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'quarry',
    'Rizal',
  ]);
  await expect(view.getByRole('heading', { level: 2, name: 'On site in Rizal' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'crusher line' })).toHaveAttribute(
    'href',
    'https://ironsite.example',
  );
  await view.getByRole('button', { name: 'Edit Article' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit News Article' }).getByLabel('Title')).toHaveValue(
    title,
  );
});

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
  await expect(dialog.getByLabel('Publish Article')).not.toBeChecked();
  await dialog.getByLabel('Publish Article').check();
  await dialog.getByLabel('Title').fill(`${title} published`);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(banner(page)).toContainText('News article updated successfully');
  await search(page).fill(`${title} published`);
  await expect(rowOf(page, `${title} published`)).toContainText('Published');

  await page.goto(`/news?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: `${title} published` })).toBeVisible();
});
