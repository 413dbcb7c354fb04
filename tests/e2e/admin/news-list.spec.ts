import { expect, test } from '../fixtures';
import { uniqueName } from '../support/catalog';
import { banner, DELETE_TEXT, openFor, rowOf, rows, search } from '../support/news';

// News Management (docs/product.md §4, §5, §6): list, search and pager over the demo articles (15, three of
// them drafts, one featured), view, edit and publish, and delete. Each test makes its own uniquely named articles.

test('lists articles with status badges, searches as you type and pages', async ({ page, asAdmin }) => {
  await asAdmin('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News Management' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 11 to \d+ of \d+ results$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await search(page).fill('crane');
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, 'Working safely around mobile cranes on congested city sites')).toBeVisible();
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await expect(pager).toHaveCount(0);

  await search(page).fill('parts warehouse in Valenzuela');
  const featured = rowOf(page, 'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City');
  await expect(featured).toContainText('Published');
  await expect(featured).toContainText('Featured');
  await expect(featured).toContainText('Company News');

  await search(page).fill('PhilConstruct trade show');
  await expect(rowOf(page, 'Ironsite at the PhilConstruct trade show (draft)')).toContainText('Draft');

  await search(page).fill('no article is called this');
  await expect(page.getByText('No news articles found')).toBeVisible();
  await rows(page).getByRole('button', { name: 'Create News Article' }).click();
  await expect(page.getByRole('dialog', { name: 'Create News Article' })).toBeVisible();
});

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

test('delete asks with the product’s text and removes the article', async ({ page, fresh }) => {
  const title = uniqueName('Old notice');
  await fresh.article({ title });
  await openFor(page, title);
  await rowOf(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(DELETE_TEXT);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, title)).toBeVisible();

  await rowOf(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('News article has been deleted.');
  await expect(page.getByText('No news articles found')).toBeVisible();
});
