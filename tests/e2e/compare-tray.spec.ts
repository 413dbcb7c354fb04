import { type APIRequestContext, devices, expect, journey, type Page, test } from './fixtures';
import { adminSession, authHeader } from './support/admin';
import { seriousViolations } from './support/axe';
import { type Machine, publicMachines } from './support/quote-list';
import { DESKTOP, PHONE } from './support/viewports';

// The compare list and its tray (docs/product.md §18): Compare on cards and product pages, at most
// four machines kept in this browser across pages and reloads, the tray fixed at the bottom with
// Remove, Clear and Compare now; the quote list's count in the header (§19); Add to quote list on
// cards and comparison columns; chat about the compared and listed machines (§20); the interest
// beacon on every add. A fifth machine refused, and storage that holds no list: the component test
// app/components/compare-tray/compare-tray.test.tsx.

const COMPARE_KEY = 'compare-list';

const tray = (page: Page) => page.getByRole('region', { name: /^Compare \d\/4/ });
const compareButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Compare ${name}`, exact: true });
const machineColumns = (page: Page) => page.locator('thead th[scope="col"]');
const quoteLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Quote list/ });

/** Presses a toggle until the hydrated page answers with `pressed`. */
async function press(page: Page, name: string, pressed = 'true') {
  const button = compareButton(page, name);
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== pressed) await button.click();
    await expect(button).toHaveAttribute('aria-pressed', pressed, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The staff's count of an event over every machine (§20): the beacon's path end to end. */
async function counted(request: APIRequestContext, figure: 'compare_adds' | 'quote_list_adds') {
  const session = await adminSession(request);
  const res = await request.get('/api/admin/dashboard/interest?days=7', { headers: authHeader(session) });
  return ((await res.json()) as { totals: Record<string, number> }).totals[figure] ?? 0;
}

// The interest figures count a visitor (address and browser name) once a day per machine: other
// specs add the same machines to their compare lists from the same address, so this file's
// browsers name themselves apart and their adds are counted whatever ran before.
test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} compare-tray-spec` });

async function seedCompare(page: Page, machines: Machine[]) {
  await page.goto('/about');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [COMPARE_KEY, JSON.stringify(machines.map(({ id, name }) => ({ id, name, image: null })))],
  );
  await page.reload();
}

test.describe('compare tray', () => {
  test.use({ viewport: DESKTOP });

  test('three machines from cards and a product page, compared, narrowed and shared', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/products');
    const names = (
      await page
        .getByRole('button', { name: /^Compare / })
        .evaluateAll((buttons) =>
          buttons.slice(0, 2).map((b) => b.getAttribute('aria-label')!.replace('Compare ', '')),
        )
    ).filter(Boolean);
    expect(names).toHaveLength(2);
    // The server renders every toggle unpressed, and no tray.
    await expect(tray(page)).toHaveCount(0);
    const before = await counted(request, 'compare_adds');
    await press(page, names[0]!);
    await expect.poll(() => counted(request, 'compare_adds')).toBe(before + 1);
    await press(page, names[1]!);
    await expect(tray(page)).toBeVisible();
    await expect(tray(page).getByRole('heading')).toHaveText('Compare 2/4 machines');

    const third = (await publicMachines(request, 20)).find((m) => !names.includes(m.name))!;
    await page.goto(`/products/${third.id}`);
    // Carried across pages: the first two are in the tray before anything is pressed here.
    await expect(tray(page).getByRole('listitem')).toHaveCount(2);
    await press(page, third.name);
    await expect(tray(page).getByRole('heading')).toHaveText('Compare 3/4 machines');

    // Survives a reload.
    await page.reload();
    await expect(tray(page).getByRole('listitem')).toHaveCount(3);
    await expect(compareButton(page, third.name)).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page, '#compare-tray')).toEqual([]);

    // Remove from the tray (keyboard), then put it back.
    await tray(page)
      .getByRole('button', { name: `Remove ${third.name} from the compare list` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(tray(page).getByRole('listitem')).toHaveCount(2);
    await expect(compareButton(page, third.name)).toHaveAttribute('aria-pressed', 'false');
    await press(page, third.name);

    await tray(page).getByRole('link', { name: 'Compare now' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    await expect(machineColumns(page)).toHaveCount(3);
    // No tray on the comparison itself: its table has Remove for each machine.
    await expect(tray(page)).toHaveCount(0);

    await page.getByRole('switch', { name: 'Only differences' }).click();
    await expect(page).toHaveURL(/diff=1/);
    await page.getByRole('link', { name: `Remove ${third.name} from the comparison` }).click();
    await expect(machineColumns(page)).toHaveCount(2);
    const shared = page.url();

    // The address alone carries the comparison: a fresh browser with no list shows the same two.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect(machineColumns(other)).toContainText(names);
    await fresh.close();

    // Remove on the comparison took it out of the list too; Clear empties the tray.
    await page.goto('/products');
    await expect(tray(page).getByRole('listitem')).toHaveCount(2);
    await tray(page).getByRole('button', { name: 'Clear' }).click();
    await expect(tray(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), COMPARE_KEY)).toBe('[]');
  });
});

test.describe('quote list count and buttons', () => {
  test.use({ viewport: DESKTOP });
  test('Add to quote list on a card counts in the header, across pages, reloads and tabs', async ({
    page,
    context,
  }) => {
    // The server cannot know the list: its page has the link and no count.
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('aria-label="Quote list"');
    expect(html).not.toMatch(/aria-label="Quote list, /);

    await page.goto('/products');
    const link = quoteLink(page);
    const box = async () => {
      const { x, width, height } = (await link.boundingBox())!;
      return { x, width, height };
    };
    const before = await box();
    const add = page.getByRole('button', { name: /^Add .+ to quote list$/ }).first();
    const counts = await counted(page.request, 'quote_list_adds');
    await expect(async () => {
      await add.click();
      await expect(page.getByRole('status').filter({ hasText: 'Added · View list' })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect.poll(() => counted(page.request, 'quote_list_adds')).toBe(counts + 1);
    await expect(link).toHaveAccessibleName('Quote list, 1 machine');
    // The count sits over the icon: the link neither moves nor grows.
    expect(await box()).toEqual(before);

    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(quoteLink(page)).toHaveAccessibleName('Quote list, 1 machine');
    await page.reload();
    await expect(quoteLink(page)).toHaveAccessibleName('Quote list, 1 machine');

    // Another tab adds a machine: this one follows.
    const other = await context.newPage();
    await other.goto('/about');
    await other.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('quote-list') ?? '[]');
      list.push({ variant_id: 2_000_000, quantity: 1, note: '' });
      localStorage.setItem('quote-list', JSON.stringify(list));
    });
    await expect(quoteLink(page)).toHaveAccessibleName('Quote list, 2 machines');
    await other.close();
    await quoteLink(page).click();
    await expect(page).toHaveURL(/\/quote$/);
  });
});

journey(2)(
  "the tray fits 390 and 1440 px, covers nothing at the page's end, and lifts scroll-to-top",
  async ({ page, request }) => {
    for (const { width, height } of [PHONE, DESKTOP]) {
      await test.step(`the tray fits ${width} px, covers nothing at the page's end, and lifts scroll-to-top`, async () => {
        await page.setViewportSize({ width, height });
        await seedCompare(page, await publicMachines(request, 3));
        await page.goto('/products');
        await expect(tray(page).getByRole('listitem')).toHaveCount(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const trayBox = (await tray(page).boundingBox())!;
        const footerEnd = (await page.getByRole('contentinfo').boundingBox())!;
        expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(trayBox.y + 1);
        const up = page.getByRole('button', { name: 'Scroll to top' });
        await expect(up).toBeVisible();
        const upBox = (await up.boundingBox())!;
        expect(upBox.y + upBox.height).toBeLessThanOrEqual(trayBox.y);
        for (const control of await tray(page).getByRole('button').all()) {
          const box = (await control.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(32);
        }
      });
    }
  },
);
