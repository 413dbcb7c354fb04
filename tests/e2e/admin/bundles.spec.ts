import { expect, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';

// The other half of tests/e2e/page-types.spec.ts's "no admin code" step: the markers it looks for
// on public pages are really in the admin's scripts, so that step cannot pass by looking for the
// wrong strings.

test('the admin loads the code public pages must not', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openAsAdmin(page, '/admin');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  for (const marker of ['Collapse sidebar', 'refetchOnWindowFocus'])
    expect(
      bodies.some((body) => body.includes(marker)),
      marker,
    ).toBe(true);
});
