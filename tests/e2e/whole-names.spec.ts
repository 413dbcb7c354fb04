import { expect, journey, type Locator, test } from './fixtures';

// A closed select cannot wrap: the listing's sidebar is wide enough, and sets its names small
// enough, that every brand and category (with its count) shows whole, as a buyer reads them.

/** The options whose text is wider than the select has room for, in the select's own font. */
async function cutOptions(select: Locator): Promise<string[]> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const room =
      el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return [...el.options].map((o) => o.text).filter((text) => context.measureText(text).width > room);
  });
}

journey(2)(
  "at 1024 and 1440 px the sidebar's brand and category selects show every name whole",
  async ({ page }) => {
    for (const width of [1024, 1440]) {
      await test.step(`at ${width} px the sidebar's brand and category selects show every name whole`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/products');
        const sidebar = page.getByRole('form', { name: 'Filters' });
        const brand = sidebar.getByLabel('Brand');
        await expect(brand.locator('option', { hasText: 'Hexalift Material Handling' })).toHaveCount(1);
        expect(await cutOptions(brand)).toEqual([]);
        expect(await cutOptions(sidebar.getByLabel('Category'))).toEqual([]);
      });
    }
  },
);
