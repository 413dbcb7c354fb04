import { expect, journey, type Locator, type Page, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// Nothing on a public page looks unfinished: the content heroes show a drawing in the demo
// pictures' style instead of an empty striped panel, the footer's and the contact page's location
// cards show a drawn street map with the address from Settings (the footer's from the icon sprite), and the contact form's card holds
// no empty space: the Visit Us card fills the wide column under it.

/** Elements in `root` painted with a CSS gradient: how the striped placeholders were made. */
const gradientFills = (root: Locator) =>
  root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((node) => getComputedStyle(node).backgroundImage.includes('gradient'))
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}`),
  );

const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

const hero = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) });

const inQuery = (text: string) => encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function settings(page: Page) {
  const res = await page.request.get('/api/public/settings');
  return (await res.json()).data as Record<string, string>;
}

journey(5)(
  "drawings, not placeholders: the /about and /services heroes, the footer's and the contact page's location cards; the contact form card holds no empty space",
  async ({ page }) => {
    await test.step('the /about and /services heroes show a drawing beside the text, not a striped panel', async () => {
      for (const path of ['/about', '/services']) {
        await test.step(`the ${path} hero shows a drawing beside the text, not a striped panel`, async () => {
          await page.setViewportSize(DESKTOP);
          await page.goto(path);
          expect(await gradientFills(hero(page))).toEqual([]);
          const art = hero(page).getByTestId('hero-art');
          await expect(art).toBeVisible();
          await loaded(art);
          const text = (await hero(page).getByRole('heading', { level: 1 }).boundingBox())!;
          const picture = (await art.boundingBox())!;
          expect(picture.x).toBeGreaterThanOrEqual(text.x + text.width);
          expect(picture.width).toBeGreaterThan(300);

          // On a phone the text has the band to itself.
          await page.setViewportSize(PHONE);
          await expect(art).toBeHidden();
        });
      }
    });
    await test.step("the footer's and the contact page's location cards are drawn maps with the address from Settings and a map link; the contact page's form card holds no empty space", async () => {
      await test.step('the footer location card is a drawn map with the address from Settings and a map link', async () => {
        const { company_address } = await settings(page);
        await page.setViewportSize(DESKTOP);
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        const card = footer.getByRole('figure');
        await card.scrollIntoViewIfNeeded();
        await expect(card).toContainText(company_address);
        const link = card.getByRole('link', { name: /Open in Maps/ });
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(
            `^https://www\\.google\\.com/maps/search/\\?api=1&query=${encodeURIComponent(company_address)}`,
          ),
        );
        // Drawn from the icon sprite the page loads anyway (decision 082): the symbol it uses is there.
        const map = card.locator('svg').first();
        const [sprite, id] = ((await map.locator('use').getAttribute('href')) ?? '').split('#');
        expect(id).toBe('map-dark');
        expect(await (await page.request.get(sprite)).text()).toContain(`<symbol id="${id}"><rect`);
        expect((await map.boundingBox())?.height).toBeGreaterThan(100);
        expect(await gradientFills(footer)).toEqual([]);
      });
      await test.step('the Visit Us card is a drawn map with the address from Settings and a map link', async () => {
        const { company_address } = await settings(page);
        await page.goto('/contact');
        const card = page.getByRole('region', { name: 'Visit Us' });
        await expect(card).toContainText(company_address);
        await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
          'href',
          new RegExp(`query=${inQuery(company_address)}`),
        );
        await loaded(card.locator('img'));
        expect(await gradientFills(page.getByRole('main'))).toEqual([]);
      });
      await test.step('the form card holds no empty space; the Visit Us card fills the column under it', async () => {
        await page.goto('/contact');
        const formCard = page.getByRole('region', { name: 'Send Us a Message' });
        const empty = await formCard.evaluate((el) => {
          const last = el.lastElementChild!.getBoundingClientRect();
          const padding = Number.parseFloat(getComputedStyle(el).paddingBottom);
          return el.getBoundingClientRect().bottom - padding - last.bottom;
        });
        expect(empty).toBeLessThanOrEqual(40);

        // The Visit Us card follows the form in the wide column and reaches at least as far down as the
        // details column (Get in Touch … social links), so that column never leaves a gap beside it.
        const form = (await formCard.boundingBox())!;
        const visit = (await page.getByRole('region', { name: 'Visit Us' }).boundingBox())!;
        expect(Math.abs(visit.x - form.x)).toBeLessThanOrEqual(1);
        expect(visit.y - (form.y + form.height)).toBeLessThanOrEqual(40);
        const details = page
          .getByRole('heading', { name: 'Get in Touch' })
          .locator('xpath=ancestor::section[1]/..');
        const detailsEnd = await details.evaluate(
          (el) => el.lastElementChild!.getBoundingClientRect().bottom,
        );
        expect(visit.y + visit.height).toBeGreaterThanOrEqual(detailsEnd - 1);
      });
    });
  },
);
