import { expect, test } from '../fixtures';
import { authHeader } from '../support/admin';
import { TINY_PNG, uniqueName } from '../support/catalog';
import { holdRequests } from '../support/hold';
import { banner, openCreateForm, rowOf, search, UPLOADED } from '../support/news';

// News Management (docs/product.md §4, §5, §6): the create/edit modal with the rich-text editor. Each test makes its own uniquely named articles.

test('creates an article with the rich-text editor: heading, bold, link and an uploaded image', async ({
  page,
  admin,
}) => {
  const title = uniqueName('Loader fleet update');
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(UPLOADED) }),
  );
  const dialog = await openCreateForm(page);
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
  const release = await holdRequests(page, '**/api/public/news', { release: 'fallback' });
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
  const headers = authHeader(admin);
  expect((await page.request.delete(`/api/public/news/${id}`, { headers })).ok()).toBe(true);
});

test('the toolbar is one Tab stop moved with arrow keys; links come off again and undo brings them back', async ({
  page,
}) => {
  const dialog = await openCreateForm(page);
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
