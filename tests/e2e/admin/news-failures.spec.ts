import { expect, test } from '../fixtures';
import { seriousViolations, uniqueName } from '../support/catalog';
import { rowOf, rows, search } from '../support/news';

// News Management (docs/product.md §4, §5, §6): the editor's failure texts, the editor bundle, and
// no serious axe violations. Each test makes its own uniquely named articles. A failed list load
// and a failed delete are component tests (app/components/admin/list-sections*.test.tsx;
// docs/testing.md).

test('failures show the product’s texts: create and update', async ({ page, fresh, asAdmin }) => {
  const title = uniqueName('Failure check');
  await fresh.article({ title });
  const fail = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });

  await asAdmin('/admin/news');
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
  asAdmin,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await asAdmin('/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(bodies.some((body) => body.includes('ProseMirror'))).toBe(true);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the news section and its editor have no serious axe violations at ${width} px`, async ({
    page,
    asAdmin,
  }) => {
    await page.setViewportSize({ width, height });
    await asAdmin('/admin/news');
    await expect(rows(page)).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create News Article' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
