import { type APIRequestContext, expect, journey, type Locator, type Page, test } from './fixtures';
import { adminSession, authHeader, openAsAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { publicMachines } from './support/quote-list';
import { putSettings } from './support/settings';
import { DESKTOP, PHONE } from './support/viewports';

// Chat with the machine attached (docs/product.md §20): the product page shows a button for each
// chat app set in Settings → Social Media, and only those, each opening the app with a message that
// names the machine and its page (the links themselves are in the server-rendered HTML:
// tests/api/site-product-page.test.ts). A click is counted, and the count shows on the admin dashboard.
//
// Every browser test that sets the chat apps of Settings is in this file, so that they run one
// after another: the settings are the whole site's, and a test of another file setting them beside
// one of these changed the buttons under it.

const NAME = 'BPG-100 Silent Generator';
const ACCOUNTS = { messenger: 'ironsite.ph', viber: '+639171234567', whatsapp: '639171234567' };
const NONE = { messenger_page: '', viber_number: '', whatsapp_number: '' };

async function variantId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/public/variants?search=${encodeURIComponent(NAME)}`);
  const body = (await res.json()) as { data: { id: number; name: string }[] };
  return body.data.find((v) => v.name === NAME)!.id;
}

// The hero's buttons (a phone also has them in the contact bar at the page's end: contact-bar.spec.ts).
const chatButtons = (page: Page) =>
  page
    .getByRole('list', { name: 'Chat with us about this machine' })
    .getByRole('link', { name: /^Chat on / });

test.afterAll(async ({ request }) => {
  await putSettings(request, NONE);
});

journey(3, DESKTOP)(
  'the chat buttons fit 390 and 1440 px with no serious axe violations; a click opens the chat app and counts, as the admin dashboard shows',
  async ({ page, context }) => {
    await test.step('the chat buttons fit 390 and 1440 px and have no serious axe violations', async () => {
      for (const { width, height } of [PHONE, DESKTOP]) {
        await test.step(`the chat buttons fit ${width} px and have no serious axe violations`, async () => {
          await putSettings(page.request, {
            messenger_page: ACCOUNTS.messenger,
            viber_number: ACCOUNTS.viber,
            whatsapp_number: ACCOUNTS.whatsapp,
          });
          await page.setViewportSize({ width, height });
          await page.goto(`/products/${await variantId(page.request)}`);
          await expect(chatButtons(page)).toHaveCount(3);
          for (const button of await chatButtons(page).all()) {
            const box = await button.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= width && box.height >= 44).toBe(true);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          expect(await seriousViolations(page, 'main')).toEqual([]);
        });
      }
    });
    await test.step('a click opens the chat app and counts, as the admin dashboard shows', async () => {
      const id = await variantId(page.request);
      await putSettings(page.request, { ...NONE, whatsapp_number: ACCOUNTS.whatsapp });
      const session = await adminSession(page.request);
      const whatsappClicks = async () => {
        const res = await page.request.get('/api/admin/dashboard/interest?days=7', {
          headers: authHeader(session),
        });
        const { machines } = (await res.json()) as {
          machines: { variant_id: number; chat: { whatsapp: number } }[];
        };
        return machines.find((m) => m.variant_id === id)?.chat.whatsapp ?? 0;
      };
      const before = await whatsappClicks();
      // The chat app is outside the test: its page opens as an empty one.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );

      await page.goto(`/products/${id}`);
      const beacon = page.waitForRequest('**/api/public/interest');
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: `Chat on WhatsApp about ${NAME}` }).click();
      const chat = await popup;
      expect(chat.url()).toMatch(/^https:\/\/wa\.me\/639171234567\?text=Hello%2C/);
      await chat.close();
      // The machine, the action and the app: nothing about the person.
      expect((await beacon).postDataJSON()).toEqual({
        variant_id: id,
        event: 'chat_click',
        channel: 'whatsapp',
      });
      await expect.poll(whatsappClicks).toBe(before + 1);

      await openAsAdmin(page, '/admin');
      const table = page.getByRole('region', { name: 'Top machines, last 7 days' });
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: new RegExp(`^${NAME}`) }) });
      await expect(row).toContainText(`WhatsApp ${before + 1}`);
    });
  },
);

// Call or chat in one tap on a phone (docs/product.md §2, §20): the product and contact pages end
// with a bar, sticky at the bottom, holding the phone of Settings and the chat apps that are set —
// no menu to open, nothing left under it. The listing keeps its first screen for the machines, and
// a desktop has the number in the top bar instead.

const TEL = 'tel:09175550142'; // the demo company's 0917 555 0142

const bar = (page: Page) => page.getByRole('region', { name: 'Call or chat with us' });
const call = (page: Page) => bar(page).getByRole('link', { name: 'Call 0917 555 0142' });

const quoteLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Quote list/ });

async function firstVariant(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const { data } = await (await request.get('/api/public/variants?per_page=1')).json();
  return data[0];
}

/** Wholly in the viewport, and what a tap on its middle or its lower corners would reach. */
async function expectUncovered(element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const reached = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (el === top || el.contains(top));
    });
  });
  expect(reached, 'something covers it').toBe(true);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

journey(5, PHONE)(
  "on a phone: Call and the chat apps at hand on a product page and down the contact page's form, none on the listing, above the compare tray and aside while typing; on a desktop the number in the top bar and no bar",
  async ({ browser, page }) => {
    await test.step("on a phone: Call and the chat apps at hand on a product page and down the contact page's form, none on the listing, above the compare tray and aside while typing", async () => {
      await test.step('a product page offers Call and its chat apps in view, and ends with nothing under the bar', async () => {
        await putSettings(page.request, {
          ...NONE,
          messenger_page: 'ironsite.ph',
          viber_number: '+639171234567',
        });
        const machine = await firstVariant(page.request);
        await page.goto(`/products/${machine.id}`);
        await expect(call(page)).toBeInViewport({ ratio: 1 });
        await expect(call(page)).toHaveAttribute('href', TEL);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(bar(page).getByRole('link')).toHaveCount(3);
        await expect(
          bar(page).getByRole('link', { name: `Chat on Messenger about ${machine.name}` }),
        ).toHaveAttribute('href', `https://m.me/ironsite.ph?ref=variant-${machine.id}`);
        await expect(
          bar(page).getByRole('link', { name: `Chat on Viber about ${machine.name}` }),
        ).toHaveAttribute('href', /^viber:\/\/chat\?number=%2B639171234567&draft=/);
        for (const link of await bar(page).getByRole('link').all()) {
          expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }

        // Halfway down it is still one tap away, and the scroll-to-top button sits at its end, in
        // the room the bar makes for it: on the bar, not stacked above it, and covering no link.
        await page.getByRole('heading', { name: 'Technical Specifications' }).scrollIntoViewIfNeeded();
        await expect(call(page)).toBeInViewport({ ratio: 1 });
        const up = page.getByRole('button', { name: 'Scroll to top' });
        await expect(up).toBeVisible();
        const upBox = (await up.boundingBox())!;
        const barBox = (await bar(page).boundingBox())!;
        expect(upBox.y).toBeGreaterThanOrEqual(barBox.y);
        expect(upBox.y + upBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
        for (const link of await bar(page).getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x + box.width, 'a link under the scroll-to-top button').toBeLessThanOrEqual(upBox.x);
        }
        await expectUncovered(call(page));

        // At the end the last of the page is whole and can be tapped; and a field or button brought
        // into view at the bottom edge (as a keyboard's focus does) stops above the bar.
        await scrollToEnd(page);
        await expectUncovered(page.getByRole('contentinfo').getByText(/^©/));
        const send = page.getByRole('button', { name: 'Send Message' });
        await send.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await expectUncovered(send);
      });
      await test.step('the contact page keeps Call and the chat apps at hand down to its form', async () => {
        await putSettings(page.request, { ...NONE, whatsapp_number: '639171234567' });
        await page.goto('/contact');
        await expect(call(page)).toHaveAttribute('href', TEL);
        const whatsapp = bar(page).getByRole('link', { name: 'Chat with us on WhatsApp' });
        await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/639171234567');
        await page.getByRole('heading', { name: 'Send Us a Message' }).scrollIntoViewIfNeeded();
        await expect(call(page)).toBeInViewport({ ratio: 1 });
        await expect(whatsapp).toBeInViewport({ ratio: 1 });
        await scrollToEnd(page);
        await expectUncovered(page.getByRole('contentinfo').getByText(/^©/));
      });
      await test.step('the listing shows no bar: its first screen is for the machines', async () => {
        await page.goto('/products');
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(bar(page)).toHaveCount(0);
        for (const tel of await page.locator('a[href^="tel:"]').all()) await expect(tel).not.toBeInViewport();
      });
      await test.step('the bar rises above the compare tray, and steps aside while a field is typed in', async () => {
        const machine = await firstVariant(page.request);
        await page.goto(`/products/${machine.id}`);
        await page.getByRole('button', { name: `Compare ${machine.name}`, exact: true }).click();
        const tray = page.getByRole('region', { name: /^Compare 1\/4/ });
        await expect(tray).toBeVisible();
        await expect(call(page)).toBeInViewport({ ratio: 1 });
        const trayTop = (await tray.boundingBox())!.y;
        const barBox = (await bar(page).boundingBox())!;
        expect(barBox.y + barBox.height).toBeLessThanOrEqual(trayTop + 1);

        // Scrolled down, the bar, the tray (one slim row under the bar) and the scroll-to-top
        // button leave the page the rest of the screen: together at most 120 of its 844 px.
        await page.getByRole('heading', { name: 'Technical Specifications' }).scrollIntoViewIfNeeded();
        const up = page.getByRole('button', { name: 'Scroll to top' });
        await expect(up).toBeVisible();
        const boxes = [
          (await bar(page).boundingBox())!,
          (await tray.boundingBox())!,
          (await up.boundingBox())!,
        ];
        const top = Math.min(...boxes.map((b) => b.y));
        const bottom = Math.max(...boxes.map((b) => b.y + b.height));
        expect(bottom - top, 'the bottom of the screen the bar, tray and button take').toBeLessThanOrEqual(
          120,
        );
        await expect(tray.getByRole('link', { name: 'Compare now' })).toBeInViewport({ ratio: 1 });
        await expectUncovered(call(page));

        await page.getByRole('main').getByRole('textbox').first().focus();
        await expect(bar(page)).toBeHidden();
        await page.getByRole('main').getByRole('textbox').first().blur();
        await expect(bar(page)).toBeVisible();
      });
    });
    await test.step('a desktop has the number in the top bar and no contact bar', async () => {
      // A desktop of its own: this phone's compare list (the step before) stays on the phone.
      const desktop = await browser.newContext({
        viewport: DESKTOP,
        baseURL: test.info().project.use.baseURL,
      });
      const page = await desktop.newPage();
      const machine = await firstVariant(page.request);
      await page.goto(`/products/${machine.id}`);
      await expect(page.getByRole('banner').getByRole('link', { name: '0917 555 0142' })).toBeInViewport();
      await expect(bar(page)).toBeHidden();
      await page.goto('/contact');
      await expect(bar(page)).toBeHidden();
      await desktop.close();
    });
  },
);

test.describe('the quote list', () => {
  test.use({ viewport: DESKTOP });

  test('Add to quote list on a comparison column; chat about the compared and listed machines', async ({
    page,
    request,
    baseURL,
  }) => {
    const [a, b] = await publicMachines(request, 2);
    await putSettings(request, { ...NONE, whatsapp_number: '639171234567' });
    await page.goto(`/compare?ids=${a!.id},${b!.id}`);
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp about 2 machines' });
    const href = decodeURIComponent((await chat.getAttribute('href'))!);
    for (const m of [a!, b!]) expect(href).toContain(`${m.name}: ${baseURL}/products/${m.id}`);

    const add = page.getByRole('button', { name: `Add ${b!.name} to quote list` });
    await expect(async () => {
      await add.click();
      await expect(quoteLink(page)).toHaveAccessibleName('Quote list, 1 machine', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    await page.goto('/quote');
    await expect(page.getByRole('heading', { name: 'Machines (1)' })).toBeVisible();
    const quoteChat = page.getByRole('link', { name: `Chat on WhatsApp about ${b!.name}` });
    await expect(quoteChat).toHaveAttribute('href', /^https:\/\/wa\.me\/639171234567\?text=/);
    expect(decodeURIComponent((await quoteChat.getAttribute('href'))!)).toContain(
      `${b!.name}: ${baseURL}/products/${b!.id}`,
    );
  });
});
