import { expect, journey, type Page, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';

// Demo content: server/db/seed/demo-company.ts (hero texts), demo-catalog.ts (DEMO_HERO_VARIANTS),
// demo-news.ts (the featured article is the newest published one).
const HERO_TITLE = 'Heavy Equipment Built for Philippine Projects';
const SLIDES = [
  'NL-50 Wheel Loader',
  'TGC-50 Truck Crane',
  'CBP-120 Batching Plant',
  'NX-240 Crawler Excavator',
  'CTP-47 Boom Pump',
];
const FEATURED_NEWS = 'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City';

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured products' });
// Hidden slides are aria-hidden, so the only slide heading in the accessibility tree is the active one.
const activeSlide = (page: Page) => carousel(page).getByRole('heading', { level: 2 });

journey(7)(
  'the home page: server-rendered from the hero settings and hydrated without errors; its buttons, carousel, categories strip, latest news and closing call to action',
  async ({ page }) => {
    await test.step('the home page is server-rendered from the hero settings and hydrates without errors', async () => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
      await expect(page.getByText('Batching Plants · Cranes · Loaders · Power')).toBeVisible();
      await expect(
        page.getByText('From a 25 m³/h batching plant to a 160-tonne all-terrain crane'),
      ).toBeVisible();
      for (const bullet of ['Genuine parts stocked in Valenzuela City', 'Financing and rent-to-own options'])
        await expect(page.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Request Quote' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Learn More' })).toBeVisible();
      // The impact band: the demo's head count and countries served (Settings), then the fixed figures.
      await expect(page.getByRole('region', { name: 'Our Impact' }).getByRole('definition')).toHaveText([
        '180+',
        '6',
        '2000+',
        '500+',
      ]);
      expect(errors).toEqual([]);
    });
    await test.step('Learn More goes to /about and Request Quote opens the quote modal', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Request Quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
      await expect(dialog).toBeVisible();
      await closeWithEscape(page, dialog, page.getByRole('button', { name: 'Request Quote' }));
      await page.getByRole('link', { name: 'Learn More' }).click();
      await expect(page).toHaveURL(/\/about$/);
    });
    await test.step('the carousel steps with next, previous and dots, wrapping around, and a slide opens its product', async () => {
      await page.goto('/');
      await expect(activeSlide(page)).toHaveText(SLIDES[0]);
      const next = carousel(page).getByRole('button', { name: 'Next slide' });
      const previous = carousel(page).getByRole('button', { name: 'Previous slide' });
      await next.click();
      await expect(activeSlide(page)).toHaveText(SLIDES[1]);
      await previous.click();
      await previous.click();
      await expect(activeSlide(page)).toHaveText(SLIDES[4]);
      await next.click();
      await expect(activeSlide(page)).toHaveText(SLIDES[0]);
      await carousel(page)
        .getByRole('button', { name: `Go to slide 3: ${SLIDES[2]}` })
        .click();
      await expect(activeSlide(page)).toHaveText(SLIDES[2]);
      await expect(carousel(page).getByRole('button', { name: /Go to slide 3/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Keyboard: the controls are buttons, Enter on Next steps forward.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(activeSlide(page)).toHaveText(SLIDES[3]);
      await carousel(page)
        .getByRole('link', { name: new RegExp(SLIDES[3]) })
        .click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
    });
    await test.step('the categories strip filters products on click and scrolls on drag', async () => {
      await page.goto('/');
      const strip = page.getByRole('list', { name: 'Equipment categories' });
      const third = strip.getByRole('link', { name: 'Concrete Pumps' });
      await third.scrollIntoViewIfNeeded();
      const box = (await third.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 200, y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await expect(page).toHaveURL(/\/$/);
      await third.click();
      await expect(page).toHaveURL(/\/products\?category=Concrete\+Pumps$/);
    });
    await test.step('latest news opens the reader; Escape closes it and focus returns; View All News', async () => {
      await page.goto('/');
      const news = page.getByRole('region', { name: 'Latest News' });
      const opener = news.getByRole('button', { name: FEATURED_NEWS });
      await opener.click();
      const reader = page.getByRole('dialog', { name: FEATURED_NEWS });
      await expect(reader).toBeVisible();
      await expect(reader.getByText('Ironsite Team')).toBeVisible();
      await expect(reader.getByRole('heading', { name: 'Same-day dispatch' })).toBeVisible();
      await expect(reader.getByRole('list', { name: 'Tags' })).toContainText('warehouse');
      await closeWithEscape(page, reader, opener);
      await opener.click();
      await reader.getByRole('button', { name: 'Close Article' }).click();
      await expect(reader).toBeHidden();
      await news.getByRole('link', { name: 'View All News' }).click();
      await expect(page).toHaveURL(/\/news$/);
    });
    await test.step('the closing call to action opens the quote and inquiry modals', async () => {
      await page.goto('/');
      const cta = page.getByRole('region', { name: 'Ready to equip your next project?' });
      await cta.getByRole('button', { name: 'Get Free Quote' }).click();
      await expect(page.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible();
      await page.keyboard.press('Escape');
      await cta.getByRole('button', { name: 'Contact Us' }).click();
      await expect(page.getByRole('dialog', { name: 'General Inquiry' })).toBeVisible();
    });
    await test.step('a category without a working picture shows its first letter', async () => {
      await page.route('**/uploads/categories/**', (r) => r.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      const strip = page.getByRole('list', { name: 'Equipment categories' });
      await expect(
        strip.getByRole('link', { name: 'Asphalt Plants' }).getByTestId('category-letter'),
      ).toHaveText('A');
    });
  },
);
