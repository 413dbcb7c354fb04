import { expect, journey, test } from './fixtures';
import {
  cellTexts,
  columnNames,
  compareUrl,
  diffSwitch,
  frame,
  hydrated,
  machineHeads,
  otherMachines,
  rowTint,
  specRow,
  threeMachines,
  WHITE,
} from './support/compare';
import { closeWithEscape } from './support/dialogs';
import { expectNoSidewaysScroll } from './support/layout';
import { seriousViolations } from './support/spec-filters';
import { DESKTOP, PHONE } from './support/viewports';

// The comparison page (docs/product.md §18): machines side by side, server-rendered, working
// without JavaScript. Its head, its notes on an address it cannot read whole and its empty state
// are in the server-rendered HTML: tests/api/web-services-compare.test.ts.

journey(6, DESKTOP)(
  'the comparison on a desktop: three machines side by side, Only differences and Remove with and without JavaScript, imperial units, four machines fitting, and the printed A4 page',
  async ({ page, fresh, browser, baseURL }) => {
    await test.step('three machines of two brands side by side, rows aligned, differences tinted and the best marked', async () => {
      const { a, b, c, brands, category } = await threeMachines(fresh);
      await page.goto(compareUrl(a.id, b.id, c.id));
      await expect(page).toHaveTitle(
        `Compare: ${a.name} vs ${b.name} vs ${c.name} | Ironsite Heavy Equipment`,
      );
      expect(await columnNames(page)).toEqual([a.name, b.name, c.name]);
      const heads = machineHeads(page);
      await expect(heads.nth(0)).toContainText(`${brands[0]} · ${category}`);
      await expect(heads.nth(2)).toContainText(brands[1]);
      await expect(heads.nth(0).getByRole('link', { name: a.name })).toHaveAttribute(
        'href',
        `/products/${a.id}`,
      );
      expect(await cellTexts(specRow(page, 'Price'))).toEqual(['₱95,000', '₱120,000', 'Contact for Price']);

      // Named differently by each brand, in other units: one row each, a value in every column.
      const power = specRow(page, 'Rated Power');
      await expect(power).toHaveCount(1);
      await expect(power.getByRole('rowheader')).toContainText('Rated Power (kW), differs');
      expect(await cellTexts(power)).toEqual(['110 kW', '119 kW', '120 kWBest value in this row']);
      await expect(power.getByRole('cell').nth(2).getByText(/^Best/)).toBeVisible();
      expect(await rowTint(power)).not.toBe(WHITE);
      expect(await cellTexts(specRow(page, 'Operating Mass'))).toEqual([
        '20,000 kg',
        '21,000 kg',
        '20,000 kg',
      ]);
      await expect(specRow(page, 'Operating Mass').getByText('Best')).toHaveCount(0);
      const cycle = await cellTexts(specRow(page, 'Cycle Time'));
      expect(cycle.map((t) => t.includes('Best'))).toEqual([false, true, true]);

      const speed = specRow(page, 'Travel Speed');
      expect(await cellTexts(speed)).toEqual(['5.5 km/h', '5.5 km/h', '5.5 km/h']);
      await expect(speed.getByRole('rowheader')).not.toContainText('differs');
      expect(await rowTint(speed)).toBe(WHITE);
      await expect(page.getByText('3 machines · 4 of 5 rows differ')).toBeVisible();

      // Get Quote opens the site's quote modal with that machine filled in.
      await page.getByRole('button', { name: `Get Quote for ${c.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
      await expect(dialog.getByLabel('Product / Equipment')).toHaveValue(`${brands[1]} ${c.name}`);
      await closeWithEscape(page, dialog);
    });
    await test.step('Only differences and Remove change the rows in place, without a request', async () => {
      const { a, b, c } = await threeMachines(fresh);
      await page.goto(compareUrl(a.id, b.id, c.id));
      await hydrated(diffSwitch(page));
      // A reload or a data request for the page (code fetched ahead of a first press is another matter).
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document' || r.url().includes('/compare')) requests.push(r.url());
      });
      await diffSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`\\?ids=${a.id},${b.id},${c.id}&diff=1$`));
      await expect(diffSwitch(page)).toHaveAttribute('aria-checked', 'true');
      await expect(specRow(page, 'Travel Speed')).toHaveCount(0);
      await expect(specRow(page, 'Rated Power')).toHaveCount(1);
      expect(requests).toEqual([]);
      await diffSwitch(page).press('Space');
      await expect(diffSwitch(page)).toHaveAttribute('aria-checked', 'false');
      await expect(specRow(page, 'Travel Speed')).toHaveCount(1);

      // Remove is a link of one word: a 44 px tall target all the same.
      const remove = page.getByRole('link', { name: `Remove ${b.name} from the comparison` });
      expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await remove.click();
      await expect(page).toHaveURL(new RegExp(`\\?ids=${a.id},${c.id}$`));
      // The address changes before React has drawn the page without B: wait for the columns.
      await expect.poll(() => columnNames(page)).toEqual([a.name, c.name]);
      expect(await cellTexts(specRow(page, 'Rated Power'))).toEqual([
        '110 kW',
        '120 kWBest value in this row',
      ]);
    });
    await test.step('without JavaScript, Only differences and Remove are links that work', async () => {
      const { a, b, c } = await threeMachines(fresh);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(compareUrl(a.id, b.id, c.id));
      await diffSwitch(page).click();
      await expect(page).toHaveURL(/&diff=1$/);
      await expect(specRow(page, 'Travel Speed')).toHaveCount(0);
      await expect(specRow(page, 'Engine Type')).toHaveCount(1);
      await page.getByRole('link', { name: `Remove ${a.name} from the comparison` }).click();
      await expect(page).toHaveURL(new RegExp(`\\?ids=${b.id},${c.id}&diff=1$`));
      expect(await columnNames(page)).toEqual([b.name, c.name]);
      // B and C share Travel Speed and Cycle Time: hidden while only differences show.
      await expect(specRow(page, 'Cycle Time')).toHaveCount(0);
      await diffSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`\\?ids=${b.id},${c.id}$`));
      await expect(specRow(page, 'Cycle Time')).toHaveCount(1);
      await context.close();
    });
    await test.step('the visitor’s imperial units, from the cookie', async () => {
      const { a, b, c } = await threeMachines(fresh);
      await page.context().addCookies([{ name: 'units', value: 'imperial', url: baseURL! }]);
      await page.goto(compareUrl(a.id, b.id, c.id));
      await expect(page.getByText(/in imperial units/)).toBeVisible();
      const mass = specRow(page, 'Operating Mass');
      await expect(mass.getByRole('rowheader')).toContainText('Operating Mass (lb)');
      expect(await cellTexts(mass)).toEqual(['44,092 lb', '46,297 lb', '44,092 lb']);
      expect(await cellTexts(specRow(page, 'Rated Power'))).toEqual([
        '148 hp',
        '160 hp',
        '161 hpBest value in this row',
      ]);
    });
    await test.step('at desktop width four machines fit without scrolling', async () => {
      await page.setViewportSize(DESKTOP);
      const { a, b, c } = await threeMachines(fresh);
      const [d] = await otherMachines(page, [a, b, c]);
      await page.goto(compareUrl(a.id, b.id, c.id, d.id));
      expect(await columnNames(page)).toHaveLength(4);
      const { scrollWidth, clientWidth } = await frame(page).evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await expectNoSidewaysScroll(page);
    });
    await test.step('prints on A4 landscape: the table alone, whole, nothing sticky', async () => {
      const { a, b, c } = await threeMachines(fresh);
      await page.goto(compareUrl(a.id, b.id, c.id));
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: `Get Quote for ${a.name}` })).toBeHidden();
      expect(
        await specRow(page, 'Rated Power')
          .getByRole('rowheader')
          .evaluate((th) => getComputedStyle(th).position),
      ).toBe('static');
      expect(await frame(page).evaluate((el) => getComputedStyle(el).overflowX)).toBe('visible');
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
      // A4 is 595 × 842 pt.
      expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([842, 595]);
    });
  },
);

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the parameters column stays while the machines scroll sideways inside the frame', async ({
    page,
    fresh,
  }) => {
    const { a, b, c } = await threeMachines(fresh);
    await page.goto(compareUrl(a.id, b.id, c.id));
    await expectNoSidewaysScroll(page);
    const table = frame(page);
    const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const heading = specRow(page, 'Rated Power').getByRole('rowheader');
    expect(await heading.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    const before = (await heading.boundingBox())!;
    const cell = specRow(page, 'Rated Power').getByRole('cell').first();
    const cellBefore = (await cell.boundingBox())!;
    await table.evaluate((el) => {
      el.scrollLeft = 200;
    });
    await expect.poll(async () => (await cell.boundingBox())!.x).toBeLessThan(cellBefore.x - 100);
    expect((await heading.boundingBox())!.x).toBe(before.x);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
