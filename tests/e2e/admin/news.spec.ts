import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { seriousViolations, TINY_PNG, uniqueName } from '../support/catalog';

// News Management (docs/product.md §4, §5, §6): list, search and pager over the demo articles (15, three of
// them drafts, one featured), the create/edit/view modal with the rich-text editor, publish,
// delete and the failure texts. Each test makes its own uniquely named articles.

const DELETE_TEXT = 'This will permanently delete the news article. This action cannot be undone.';
const UPLOADED = { url: '/uploads/news/abc-1200x675.webp', width: 1200, height: 675 };

async function createArticle(request: APIRequestContext, fields: Record<string, unknown>) {
  const session = await adminSession(request);
  const res = await request.post('/api/public/news', {
    headers: authHeader(session),
    data: {
      author: 'Liza Ramos',
      excerpt: 'Short summary of the article for the cards on the news page and the admin list.',
      content: '<h2>Site report</h2><p>Three new <strong>loaders</strong> joined the fleet.</p>',
      category: 'Equipment',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: number; title: string };
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search news articles' });
const rows = (page: Page) => page.getByRole('table', { name: 'News articles' }).locator('tbody tr');
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
const banner = (page: Page) => page.getByRole('status');

async function openFor(page: Page, title: string) {
  await openAsAdmin(page, '/admin/news');
  await search(page).fill(title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, title)).toBeVisible();
}

test('lists articles with status badges, searches as you type and pages', async ({ page }) => {
  await openAsAdmin(page, '/admin/news');
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

test('the form reports the required fields in the schema words, and tags show as chips', async ({ page }) => {
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create News Article' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  for (const text of [
    'Title is required',
    'Author is required',
    'Excerpt is required',
    'Content is required',
    'Category is required',
  ])
    await expect(dialog.getByText(text)).toBeVisible();
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await expect(content).toHaveAttribute('aria-invalid', 'true');

  // With the fields above it filled, the first field in error, the editor, takes the cursor.
  await dialog.getByLabel('Title').fill('Valid title');
  await dialog.getByLabel('Author').fill('Liza Ramos');
  await dialog.getByLabel('Excerpt').fill('A valid excerpt.');
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(content).toBeFocused();
  await page.keyboard.type('Body text');
  await expect(dialog.getByText('Content is required')).toHaveCount(0);
  await expect(content).not.toHaveAttribute('aria-invalid', 'true');

  const tags = dialog.getByLabel('Tags', { exact: true });
  await tags.fill('loaders, fleet');
  await expect(dialog.getByText('2 tags')).toBeVisible();
  await tags.fill('loaders, fleet, , loaders ,  safety');
  await expect(dialog.getByText('3 tags')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Tags preview' }).getByRole('listitem')).toHaveText([
    'loaders',
    'fleet',
    'safety',
  ]);

  // Leaving with changes asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toHaveCount(0);
});

test('creates an article with the rich-text editor: heading, bold, link and an uploaded image', async ({
  page,
}) => {
  const title = uniqueName('Loader fleet update');
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(UPLOADED) }),
  );
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create News Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Author').fill('Liza Ramos');
  await dialog
    .getByLabel('Excerpt')
    .fill('Three new wheel loaders join the rental fleet in Cebu this month.');

  const content = dialog.getByRole('textbox', { name: 'Content' });
  const tool = (name: string) =>
    dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
  await content.click();
  await page.keyboard.type('Fleet update');
  await tool('Heading 2').click();
  await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Our ');
  await tool('Bold').click();
  await page.keyboard.type('new loaders');
  await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
  await tool('Bold').click();
  await page.keyboard.type(' arrive. Details: ');

  // Links: only web and e-mail addresses.
  await tool('Link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog.getByText('Enter a web address (https://…) or an e-mail address.')).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('ironsite.example/loaders');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog).toHaveCount(0);
  await expect(content.getByRole('link', { name: 'https://ironsite.example/loaders' })).toBeVisible();

  await tool('Insert image').click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog.getByText('Alt text is required')).toBeVisible();
  await imageDialog
    .getByLabel('Image file')
    .setInputFiles({ name: 'loader.png', mimeType: 'image/png', buffer: TINY_PNG });
  await imageDialog.getByLabel('Alt text').fill('Wheel loader at the Cebu yard');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog).toHaveCount(0);
  await expect(content.getByRole('img', { name: 'Wheel loader at the Cebu yard' })).toHaveAttribute(
    'src',
    UPLOADED.url,
  );

  await dialog.getByLabel('Category').selectOption('Equipment');
  await dialog.getByLabel('Tags', { exact: true }).fill('loaders, Cebu');
  await dialog.getByLabel('Featured Article').check();

  // Hold the save to see the busy state, and read what is sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/news', async (route) => {
    await held;
    await route.fallback();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/public/news') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({
    title,
    category: 'Equipment',
    tags: 'loaders, Cebu',
    featured: true,
    published: true,
  });
  expect(body.content).toContain('<h2>Fleet update</h2>');
  expect(body.content).toContain('<p>Our <strong>new loaders</strong> arrive. Details: <a ');
  expect(body.content).toContain('href="https://ironsite.example/loaders"');
  expect(body.content).toMatch(
    /<img src="\/uploads\/news\/abc-1200x675\.webp" alt="Wheel loader at the Cebu yard"/,
  );

  await expect(banner(page)).toContainText('News article created successfully');
  await expect(dialog).toHaveCount(0);
  await search(page).fill(title);
  await expect(rowOf(page, title)).toContainText('Featured');
  await expect(rowOf(page, title)).toContainText('Liza Ramos');

  // A featured article would lead the public news page for every later spec: take it away again.
  const saved = await (await sent).response();
  const { id } = (await saved!.json()).data;
  const headers = authHeader(await adminSession(page.request));
  expect((await page.request.delete(`/api/public/news/${id}`, { headers })).ok()).toBe(true);
});

test('the toolbar is one Tab stop moved with arrow keys; links come off again and undo brings them back', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create News Article' });
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await tool('Heading 2').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool('Heading 3')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool('Redo')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool('Heading 2')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tool('Redo')).toBeFocused();
  await expect(tool('Undo')).toHaveAttribute('aria-disabled', 'true');

  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Visit our yard');
  await page.keyboard.press('Shift+Home');
  await tool('Italic').click();
  await expect(tool('Italic')).toHaveAttribute('aria-pressed', 'true');
  await tool('Numbered list').click();
  await expect(content.locator('ol li em')).toHaveText('Visit our yard');
  await tool('Link').click();
  await page
    .getByRole('dialog', { name: 'Add link' })
    .getByLabel('Link address')
    .fill('sales@ironsite.example');
  await page.getByRole('button', { name: 'Apply link' }).click();
  const link = content.getByRole('link', { name: 'Visit our yard' });
  await expect(link).toHaveAttribute('href', 'mailto:sales@ironsite.example');
  await expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');

  await tool('Remove link').click();
  await expect(link).toHaveCount(0);
  await tool('Undo').click();
  await expect(link).toBeVisible();
});

test('view mode shows the article as readers see it, and leads to Edit', async ({ page }) => {
  const title = uniqueName('Quarry visit');
  await createArticle(page.request, {
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

test('editing loads the content into the editor; publishing a draft puts it on /news', async ({ page }) => {
  const title = uniqueName('Draft about dozers');
  await createArticle(page.request, { title, published: false });
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

test('delete asks with the product’s text and removes the article', async ({ page }) => {
  const title = uniqueName('Old notice');
  await createArticle(page.request, { title });
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

test('failures show the product’s texts: load, create, update and delete', async ({ page }) => {
  const title = uniqueName('Failure check');
  await createArticle(page.request, { title });
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });

  const list = /\/api\/admin\/news\?/;
  await page.route(list, fail);
  await openAsAdmin(page, '/admin/news');
  // The list retries a failing server twice before giving up.
  await expect(page.getByText('Failed to load news articles')).toBeVisible({ timeout: 15_000 });
  await page.unroute(list);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(10);

  await search(page).fill(title);
  await expect(rows(page)).toHaveCount(1);
  await page.route('**/api/public/news/*', fail);
  await rowOf(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit News Article' });
  await edit.getByRole('button', { name: 'Update Article' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to update news article');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  await rowOf(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('Failed to delete news article');
  await expect(rowOf(page, title)).toBeVisible();

  await page.route('**/api/public/news', fail);
  await page.getByRole('button', { name: 'Create News Article' }).click();
  const create = page.getByRole('dialog', { name: 'Create News Article' });
  await create.getByLabel('Title').fill(uniqueName('Never saved'));
  await create.getByLabel('Author').fill('Liza Ramos');
  await create.getByLabel('Excerpt').fill('This one meets a broken server.');
  await create.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Body');
  await create.getByLabel('Category').selectOption('Business');
  await create.getByRole('button', { name: 'Create Article' }).click();
  await expect(create.getByRole('alert')).toHaveText('Failed to create news article');
  await expect(create.getByRole('button', { name: 'Create Article' })).toBeEnabled();
});

test('the rich-text editor comes with the news section (the marker bundles.spec.ts keeps off public pages)', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(bodies.some((body) => body.includes('ProseMirror'))).toBe(true);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the news section and its editor have no serious axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/news');
    await expect(rows(page)).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create News Article' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
