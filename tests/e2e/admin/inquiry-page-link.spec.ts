import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// The inquiry's "Page" is whatever the visitor's browser sent. It becomes a link only when, parsed
// as a URL, it is a path on this site; an address that a browser would read as another site
// ("/\t/evil.example", "/\\evil.example", "//evil.example", "https://…") is shown as text.

const origin = (page: Page) => page.getByRole('region', { name: 'Where it came from', exact: true });

async function leadFrom(page: Page, sentFrom: string) {
  const name = uniqueName('Page Probe');
  const res = await page.request.post('/api/contact/general', {
    data: { name, email: 'probe@example.com', subject: 'Page link', message: 'Hello.', page: sentFrom },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const hostile of [
  '/\t/evil.example/products',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
]) {
  test(`a page of ${JSON.stringify(hostile)} is shown as text, not as a link`, async ({ page }) => {
    const id = await leadFrom(page, hostile);
    await openAsAdmin(page, `/admin/inquiries/${id}`);
    const card = origin(page);
    await expect(card.getByRole('term').filter({ hasText: 'Page' })).toBeVisible();
    await expect(card).toContainText('evil.example');
    await expect(card.getByRole('link')).toHaveCount(0);
  });
}

test('a path on this site is a link to that path', async ({ page }) => {
  const id = await leadFrom(page, '/products?search=loader');
  await openAsAdmin(page, `/admin/inquiries/${id}`);
  const link = origin(page).getByRole('link', { name: '/products?search=loader' });
  await expect(link).toHaveAttribute('href', '/products?search=loader');
  expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).origin).toBe(
    new URL(page.url()).origin,
  );
});
