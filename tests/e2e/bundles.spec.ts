import { expect, test } from './fixtures';

// Public pages never download the back office: no admin route module, no TanStack Query (its option names survive minifying), no
// rich-text editor, no back-office constants (the dashboard's greeting is there when public code
// imports common/constants.ts rather than common/site-constants.ts). Checked by the content of
// every script a public page loads, so a shared chunk that drags admin code in is caught as well as
// a direct import.

const ADMIN_MARKERS = [
  'Collapse sidebar',
  'admin.sidebar.collapsed',
  'refetchOnWindowFocus',
  'ProseMirror',
  'Welcome to Admin Dashboard',
];

test('public pages load no admin code', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  const { data } = await (await request.get('/api/public/variants?per_page=1')).json();
  for (const path of [
    '/',
    '/products',
    `/products/${data[0].id}`,
    '/news',
    '/about',
    '/services',
    '/contact',
    `/compare?ids=${data[0].id}`,
    `/quote?items=${data[0].id}x2`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    for (const marker of ADMIN_MARKERS)
      expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false);
  }
});
