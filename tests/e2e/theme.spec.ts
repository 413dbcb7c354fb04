import { type APIRequestContext, expect, test } from './fixtures';
import { E2E_SETUP_CODE } from './support/setup-code';

// Settings → Appearance → Primary Color themes the whole site, server-rendered (no flash).

const DEFAULT_PRIMARY = '#F2A900';

// The e2e server is shared by every spec file and only the first registration becomes the admin:
// auth.spec.ts (which runs earlier) creates Ana Cruz; run alone, this file creates its own admin.
const KNOWN_ADMIN = { email: 'ana.admin@example.com', password: 'Excavator-Boom-2024' };
const THEME_ADMIN = {
  name: 'Theme Tester',
  email: 'theme-tester@ironsite.example',
  password: 'Theme-Test-Pass-2024',
};

let token = '';

/** An admin's token, signed in once per file (the auth routes are rate limited). */
async function signIn(request: APIRequestContext) {
  if (token) return;
  for (const who of [KNOWN_ADMIN, THEME_ADMIN]) {
    const login = await request.post('/api/login', { data: { email: who.email, password: who.password } });
    if (login.ok() && (await login.json()).user.role === 'admin') {
      token = (await login.json()).token;
      return;
    }
  }
  const res = await request.post('/api/register', {
    data: {
      ...THEME_ADMIN,
      password_confirmation: THEME_ADMIN.password,
      role: 'admin',
      setup_code: E2E_SETUP_CODE,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const auth = await res.json();
  expect(auth.user.role, 'an unknown admin exists: no way to change the settings').toBe('admin');
  token = auth.token;
}

async function putSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  await signIn(request);
  return request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { settings },
  });
}

const brandOf = (html: string) => /<html[^>]*style="[^"]*--brand:\s*([^;"]+)/.exec(html)?.[1];

test('the primary colour from the settings becomes the accent of every page', async ({ page, request }) => {
  await page.goto('/');
  // The stylesheet's default amber when nothing else is stored.
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand')),
  ).toMatch(/#f2a900/i);

  try {
    expect((await putSettings(request, { primary_color: '#0055AA' })).status()).toBe(200);

    // In the server-rendered HTML already, so the first paint has the right colour.
    const html = await (await request.get('/about')).text();
    expect(brandOf(html)).toBe('#0055aa');
    expect(html).toMatch(/<meta name="theme-color" content="#0055aa"/);

    await page.reload();
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return { brand: s.getPropertyValue('--brand').trim(), ink: s.getPropertyValue('--brand-ink').trim() };
    });
    expect(vars.brand).toBe('#0055aa');
    // A dark accent gets white text so text on it keeps its contrast.
    expect(vars.ink).toBe('#ffffff');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveCSS('background-color', 'rgb(0, 85, 170)');
  } finally {
    // Later tests in this run see the default look again.
    expect((await putSettings(request, { primary_color: DEFAULT_PRIMARY })).status()).toBe(200);
  }
});
