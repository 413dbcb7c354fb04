import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { adminSession, authHeader, openAsAdmin } from './support/admin';
import { putSettings } from './support/settings';

// Chat with the machine attached (docs/product.md §20): the product page shows a button for each
// chat app set in Settings → Social Media, and only those, each opening the app with a message that
// names the machine and its page (the links themselves are in the server-rendered HTML:
// tests/api/site-product-page.test.ts). A click is counted, and the count shows on the admin dashboard.

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

test.use({ viewport: { width: 1440, height: 900 } });
test.afterAll(async ({ request }) => {
  await putSettings(request, NONE);
});

test('the chat buttons fit 390 and 1440 px with no serious axe violations; a click opens the chat app and counts, as the admin dashboard shows', async ({
  page,
  context,
}) => {
  // One test of three former tests, each with the time a test of its own had.
  test.setTimeout(3 * 30_000);
  await test.step('the chat buttons fit 390 and 1440 px and have no serious axe violations', async () => {
    for (const { width, height } of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
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
        const { violations } = await new AxeBuilder({ page }).include('main').analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
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
});
