import { expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// The news editor's Read Time (docs/decisions/016-computed-read-time.md): empty while the time is
// computed from the text, with that time as the placeholder; a typed time is kept until cleared.

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

async function editorFor(page: Page, title: string) {
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('searchbox', { name: 'Search news articles' }).fill(title);
  const row = page
    .getByRole('table', { name: 'News articles' })
    .locator('tbody tr')
    .filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  return page.getByRole('dialog', { name: 'Edit News Article' });
}

test('a computed read time stays empty in the editor; a typed one is kept, and clearing it computes again', async ({
  page,
}) => {
  const title = uniqueName('Read time check');
  const session = await adminSession(page.request);
  const created = await page.request.post('/api/public/news', {
    headers: authHeader(session),
    data: {
      title,
      author: 'Liza Ramos',
      excerpt: 'Short summary of the article for the cards on the news page and the admin list.',
      content: `<p>${words(450)}</p>`,
      category: 'Equipment',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const stored = async () =>
    (await (await page.request.get(`/api/admin/news/${id}`, { headers: authHeader(session) })).json()).data;

  let dialog = await editorFor(page, title);
  const field = dialog.getByRole('textbox', { name: 'Read Time' });
  await expect(field).toHaveValue('');
  await expect(field).toHaveAttribute('placeholder', '3 min read');
  await expect(field).toHaveAccessibleDescription('Computed from the text when empty.');
  await field.fill('6 min read');
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(page.getByRole('status')).toContainText('News article updated successfully');
  expect(await stored()).toMatchObject({ read_time: '6 min read', read_time_auto: false });

  await page.reload();
  dialog = await editorFor(page, title);
  await expect(dialog.getByRole('textbox', { name: 'Read Time' })).toHaveValue('6 min read');
  await dialog.getByRole('textbox', { name: 'Read Time' }).fill('');
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(page.getByRole('status')).toContainText('News article updated successfully');
  expect(await stored()).toMatchObject({ read_time: '3 min read', read_time_auto: true });
});
