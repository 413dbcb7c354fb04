import { type APIRequestContext, expect, journey, type Locator, type Page, test } from './fixtures';
import { holdRequests } from './support/hold';
import { scriptsReceived } from './support/scripts';
import { DESKTOP } from './support/viewports';

// docs/product.md §15: the product page's Get in Touch form and the contact page's form are on first paint
// as plain forms; react-hook-form (the contact-form-host chunk and what it imports) is fetched
// on the first focus, pointer or keystroke in them, then takes over the same controls. Here its
// download is held back, to act on the form before it arrives, the way a visitor on a slow phone
// connection would.

const NAME = 'BPG-100 Silent Generator';
const HOST_CHUNK = /\/assets\/contact-form-host-[\w-]+\.js$/;

test.use({ viewport: DESKTOP });

async function productPath(request: APIRequestContext) {
  const res = await request.get(`/api/public/variants?search=${encodeURIComponent(NAME)}`);
  const body = (await res.json()) as { data: { id: number; name: string }[] };
  return `/products/${body.data.find((v) => v.name === NAME)!.id}`;
}

/** Holds the live form's code back until `release()`. */
async function holdHostCode(page: Page) {
  let requested = false;
  const release = await holdRequests(page, HOST_CHUNK, {
    when: () => {
      requested = true;
      return true;
    },
  });
  return { release, requested: () => requested };
}

/** The props React last gave this element (none before hydration); undefined values dropped. */
const reactProps = (element: Locator) =>
  element.evaluate((el) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps'));
    const props = key ? (el as unknown as Record<string, Record<string, unknown>>)[key] : null;
    return props ? Object.keys(props).filter((name) => props[name] !== undefined) : null;
  });

/** React has hydrated this element, so the page's own handlers run. */
const hydrated = (element: Locator) => expect.poll(() => reactProps(element)).not.toBeNull();

/** react-hook-form has registered this control: it gets its change handler from `register`. */
const bound = (control: Locator) => expect.poll(() => reactProps(control)).toContain('onChange');

/** Where the element is on the page (not the viewport), to see that nothing moved. */
const placeOf = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, left: r.left, width: r.width, height: r.height };
  });

/** Tags the element, to tell later whether the same one is still on the page (nothing replaced). */
const tag = (element: Locator) =>
  element.evaluate((el) => {
    (el as HTMLElement & { __kept?: boolean }).__kept = true;
  });
const stillTagged = (element: Locator) =>
  element.evaluate((el) => (el as HTMLElement & { __kept?: boolean }).__kept === true);

// One browser through the three: each hold below routes the chunk, and a routed page skips the HTTP
// cache, so every new document asks for the code again as a first visit's would.
journey(3)(
  'the page forms fetch react-hook-form when used, and keep what was typed or sent before it arrived',
  async ({ page, request }) => {
    await test.step('a page form loads no react-hook-form until it is used', async () => {
      const scripts = scriptsReceived(page);
      for (const path of [await productPath(request), '/contact']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(
          scripts.filter((url) => HOST_CHUNK.test(url)),
          path,
        ).toEqual([]);
      }
      // The first focus in the form fetches it.
      const host = page.waitForResponse((r) => HOST_CHUNK.test(r.url()));
      await page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Full Name').focus();
      await host;
    });

    await test.step('text typed before the code arrives stays, in the same fields, focused, and then validates', async () => {
      const hold = await holdHostCode(page);
      await page.goto(await productPath(request));
      const form = page.getByRole('form', { name: 'Get in Touch' });
      const message = form.getByLabel('Message');
      // Before hydration typing works too, natively; the first use that fetches the code needs React.
      await hydrated(message);
      await expect(form.getByRole('textbox', { name: 'Product' })).toHaveValue(NAME);

      await form.getByLabel('Full Name').fill('Maria Santos');
      await message.click();
      await message.pressSequentially('Two units, please');
      // The phone field keeps what was typed, spaces and all, before react-hook-form and after.
      await form.getByLabel('Phone').pressSequentially('0917 123 4567');
      await message.focus();
      await tag(message);
      const before = await placeOf(form);
      expect(hold.requested()).toBe(true);

      hold.release();
      await bound(message);
      await expect(message).toHaveValue('Two units, please');
      await expect(message).toBeFocused();
      expect(await stillTagged(message)).toBe(true);
      await expect(form.getByLabel('Full Name')).toHaveValue('Maria Santos');
      await expect(form.getByLabel('Phone')).toHaveValue('0917 123 4567');
      await expect(form.getByRole('textbox', { name: 'Product' })).toHaveValue(NAME);
      expect(await placeOf(form)).toEqual(before);

      // Now react-hook-form validates while typing (docs/product.md §5: an emptied required field).
      await message.fill('');
      await expect(form.getByText('This field is required')).toBeVisible();
    });

    await test.step('a submit before the code arrives is sent when it does, with the chosen type and typed text', async () => {
      const hold = await holdHostCode(page);
      await page.route('**/api/contact/support', (route) =>
        route.fulfill({ status: 201, json: { data: { id: 1 }, message: 'ok' } }),
      );
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await expect(form.getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
      await hydrated(form);

      await form.getByRole('radio', { name: 'Technical Support' }).check();
      await form.getByLabel('Full Name').fill('Jose Reyes');
      await form.getByLabel('Email').fill('jose@example.com');
      await form.getByLabel('Message').fill('The batching plant mixer trips its breaker.');
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/contact/support'),
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      // Still on the page: the browser's own submit (a reload with the fields in the address) never ran.
      await expect(page).toHaveURL(/\/contact$/);

      hold.release();
      expect((await sent).postDataJSON()).toMatchObject({
        name: 'Jose Reyes',
        email: 'jose@example.com',
        message: 'The batching plant mixer trips its breaker.',
        inquiry_type: 'support',
      });
      await expect(page.getByRole('alertdialog', { name: 'Message Sent!' })).toContainText('within 4 hours');
    });
  },
);
