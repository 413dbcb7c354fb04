import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/catalog';
import { rows } from '../support/news';
import { PHONE } from '../support/viewports';

// News Management (docs/product.md §4, §5, §6): the editor's failure texts, the editor bundle, and
// no serious axe violations. Each test makes its own uniquely named articles. A failed list load
// and a failed delete are component tests (app/components/admin/list-sections*.test.tsx;
// docs/testing.md).

test('the rich-text editor comes with the news section (the marker page-types.spec.ts keeps off public pages)', async ({
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

for (const { width, height } of [PHONE]) {
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
