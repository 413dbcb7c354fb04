import { expect, journey, type Page, test } from './fixtures';
import { hydrated } from './support/compare';
import { EXCAVATORS, massRange, seriousViolations, shownTotal } from './support/spec-filters';
import { DESKTOP, PHONE } from './support/viewports';

// The listing's spec filters (docs/product.md §17): in the address, those of the first screen
// server-rendered and working before and without JavaScript, the rest drawn once the page is used,
// with chips and counts. The note for what cannot be used is in the
// server-rendered page: tests/api/site-listing.test.ts.

const sidebar = (page: Page) => page.getByRole('form', { name: 'Filters' });
const massGroup = (scope: ReturnType<typeof sidebar> | Page) =>
  scope.getByRole('group', { name: /^Operating Mass/ });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });

journey(4, DESKTOP)(
  'spec filters on a desktop: a range in the address through reload and history, checkboxes with counts, counts on brand and category, sorting by a parameter',
  async ({ page, request }) => {
    await test.step('a range is written to the address, narrows the results, survives reload, back and forward, and its chip removes it', async () => {
      const { min, max } = await massRange(request);
      const from = Math.round((min + max) / 2);
      await page.goto(EXCAVATORS);
      const all = await shownTotal(page);
      const group = massGroup(sidebar(page));
      await expect(group.getByText(/^Available: /)).toBeVisible();
      await group.getByLabel('Minimum operating mass').fill(String(from));
      await group.getByLabel('Minimum operating mass').press('Enter');
      await expect(page).toHaveURL(new RegExp(`spec\\.operating_mass=${from}\\.\\.(&|$)`));
      await expect.poll(() => shownTotal(page)).toBeLessThan(all);
      const chip = chips(page).getByRole('link', { name: /Operating Mass: ≥ [\d,]+ kg/ });
      await expect(chip).toBeVisible();

      await page.reload();
      await expect(massGroup(sidebar(page)).getByLabel('Minimum operating mass')).toHaveValue(String(from));
      await expect(chip).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/products\?category=Excavators$/);
      await expect(chip).toHaveCount(0);
      // (The field itself may show what was typed: the browser restores form fields on Back.)
      await expect.poll(() => shownTotal(page)).toBe(all);
      await page.goForward();
      await expect(chip).toBeVisible();

      await chip.click();
      await expect(page).toHaveURL(/\/products\?category=Excavators$/);
      await expect.poll(() => shownTotal(page)).toBe(all);
    });
    await test.step('text values are checkboxes with counts; Clear All Filters clears spec filters too', async () => {
      await page.goto(EXCAVATORS);
      // Below the first screen's three, a filter is drawn once the visitor uses the page (a
      // scroll here) and the filters have hydrated (decision 073).
      await expect(sidebar(page).getByRole('group', { name: 'Emission Standard' })).toHaveCount(0);
      await page.mouse.wheel(0, 300);
      const group = sidebar(page).getByRole('group', { name: 'Emission Standard' });
      const first = group.getByRole('checkbox').first();
      await expect(group.getByText(/^\(\d+\)$/).first()).toBeVisible();
      const value = await first.getAttribute('value');
      await first.check();
      await expect(page).toHaveURL(/spec\.emission_standard=/);
      await expect(
        chips(page).getByRole('link', { name: `Remove filter Emission Standard: ${value}` }),
      ).toBeVisible();
      await expect(group.locator(`input[value="${value}"]`)).toBeChecked();
      await page.getByRole('link', { name: 'Clear All Filters' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(chips(page)).toHaveCount(0);
    });
    await test.step('brand and category options show counts', async () => {
      await page.goto(EXCAVATORS);
      await expect(sidebar(page).getByLabel('Brand').locator('option').nth(1)).toHaveText(/\(\d+\)$/);
      await expect(
        sidebar(page).getByLabel('Category').locator('option', { hasText: 'Excavators' }),
      ).toHaveText(/^Excavators \(\d+\)$/);
    });
    await test.step('sorts by a numeric parameter of the category', async () => {
      await page.goto(EXCAVATORS);
      // The sort navigates from its change handler, so it is used once the page has hydrated.
      await hydrated(page.getByRole('combobox', { name: 'Sort by' }));
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('spec.operating_mass-desc');
      await expect(page).toHaveURL(/sort_by=spec\.operating_mass&sort_order=desc/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('spec.operating_mass-desc');
    });
  },
);

test('without JavaScript the filter form sends a range and lands on the written address', async ({
  browser,
  request,
}) => {
  const { min, max } = await massRange(request);
  const from = Math.round((min + max) / 2);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await page.goto(EXCAVATORS);
  const all = await shownTotal(page);
  await massGroup(sidebar(page)).getByLabel('Minimum operating mass').fill(String(from));
  await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`category=Excavators&spec\\.operating_mass=${from}\\.\\.$`));
  expect(await shownTotal(page)).toBeLessThan(all);
  await expect(chips(page).getByRole('link', { name: /Operating Mass: ≥/ })).toBeVisible();
  await context.close();
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the filters drawer sets a range', async ({ page, request }) => {
    const { min, max } = await massRange(request);
    const to = Math.round((min + max) / 2);
    await page.goto(EXCAVATORS);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await massGroup(drawer.locator('form')).getByLabel('Maximum operating mass').fill(String(to));
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`spec\\.operating_mass=\\.\\.${to}(&|$)`));
    await expect(chips(page).getByRole('link', { name: /Operating Mass: ≤/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
