import { type APIRequestContext, expect, type Locator, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';

// The company's figures on the public pages agree with Settings: each figure's help text names the
// place and the label it appears under, and it appears exactly there. Values changed here are put
// back afterwards. An empty figure and About's count of categories are read from the server-rendered
// pages: tests/api/site-pages.test.ts.

interface Entry {
  value: string | number | boolean;
  description: string;
}

async function general(request: APIRequestContext): Promise<Record<string, Entry>> {
  const session = await adminSession(request);
  const res = await request.get('/api/admin/settings', { headers: authHeader(session) });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.general;
}

async function save(request: APIRequestContext, settings: Record<string, unknown>) {
  const session = await adminSession(request);
  const res = await request.put('/api/admin/settings', { headers: authHeader(session), data: { settings } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The label a help text promises: the text in quotes after "Shown as". */
const promisedLabel = (help: string) => {
  const label = /^Shown as "([^"]+)"/.exec(help)?.[1];
  if (!label) throw new Error(`Help text names no label: ${help}`);
  return label;
};

/** The value shown under `label` in a list of figures (<dt> label, <dd> value in one group). */
const figure = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const impactBand = (page: Page) => page.getByRole('region', { name: 'Our Impact' });

test('a figure changed in Settings shows where and under the label its help text says', async ({ page }) => {
  const before = await general(page.request);
  const original = Object.fromEntries(
    ['employees', 'countries_served', 'founded_year'].map((key) => [key, before[key].value]),
  );
  const values = { employees: '321+', countries_served: '17', founded_year: '1999' };
  try {
    await save(page.request, values);

    // What the admin reads under each field is the help text the pages are held to.
    await openAsAdmin(page, '/admin/settings');
    for (const key of Object.keys(values)) {
      await expect(page.getByRole('main').getByText(before[key].description, { exact: true })).toBeVisible();
    }

    for (const key of ['employees', 'countries_served'] as const) {
      const help = before[key].description;
      expect(help).toMatch(/ in Our Impact on the home and About pages /);
      for (const path of ['/', '/about']) {
        await page.goto(path);
        await expect(figure(impactBand(page), promisedLabel(help)), `${key} on ${path}`).toHaveText(
          values[key],
        );
      }
    }

    const foundedHelp = before.founded_year.description;
    expect(foundedHelp).toMatch(/ in At a glance on the About page /);
    await page.goto('/about');
    const glance = page.getByRole('complementary', { name: 'At a glance' });
    await expect(figure(glance, promisedLabel(foundedHelp))).toHaveText(values.founded_year);
    // The head count is shown once on About, in the impact band, under one label.
    await expect(page.getByRole('main').getByText('321+', { exact: true })).toHaveCount(1);
  } finally {
    await save(page.request, original);
  }
});
