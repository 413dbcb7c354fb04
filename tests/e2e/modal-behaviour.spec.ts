import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';

// How the contact modals behave for a person, which only a browser shows: where focus lands on
// opening (a phone's keyboard must not cover the form) and where it goes back on closing, the page's
// scroll locked only while one is open, and a long model name shown whole. Their fields, messages
// and sends are component tests (app/components/modals/contact-modals.test.tsx).

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

interface Listed {
  id: number;
  name: string;
  product: { brand: { name: string } };
}

/** The demo variant with the longest full name (brand and model), as the quote modal shows it. */
async function longestNamed(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/public/variants?per_page=100')).json()) as {
    data: Listed[];
  };
  const full = (v: Listed) => `${v.product.brand.name} ${v.name}`;
  const variant = data.reduce((a, b) => (full(b).length > full(a).length ? b : a));
  return { id: variant.id, name: variant.name, fullName: full(variant) };
}

/** Presses until the dialog shows: a press before hydration does nothing, so it is retried. */
async function openDialog(page: Page, opener: Locator, name: string, touch = false) {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await (touch ? opener.tap({ timeout: 2000 }) : opener.click({ timeout: 2000 }));
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** The quote modal opened from the card of the longest-named variant. */
async function openLongQuote(page: Page, request: APIRequestContext, touch = false) {
  const variant = await longestNamed(request);
  await page.goto(`/products?search=${encodeURIComponent(variant.name)}`);
  const button = page.getByRole('button', { name: `Get Quote for ${variant.name}` });
  return { variant, dialog: await openDialog(page, button, 'Request a Quote', touch) };
}

/**
 * Everything the control holds is in view: nothing cut at its right edge or scrolled away, and the
 * box follows its text rather than offering a resize handle.
 */
const shownWhole = (control: Locator) =>
  control.evaluate(
    (el) =>
      el.scrollWidth <= el.clientWidth &&
      el.scrollHeight <= el.clientHeight &&
      getComputedStyle(el).resize === 'none',
  );

test.describe('on a phone (touch screen, 390 px)', () => {
  test.use(PHONE);

  test('the quote modal opened from a card: focus on the dialog, not a field; the whole name and subject; Escape closes', async ({
    page,
    request,
  }) => {
    const { variant, dialog } = await openLongQuote(page, request, true);
    await expect(dialog).toBeFocused();
    const focusedTag = await page.evaluate(() => document.activeElement?.tagName);
    expect(['INPUT', 'TEXTAREA', 'SELECT']).not.toContain(focusedTag);

    const product = dialog.getByLabel('Product / Equipment');
    await expect(product).toHaveValue(variant.fullName);
    expect(await shownWhole(product)).toBe(true);
    const subject = dialog.getByLabel('Subject');
    await expect(subject).toHaveValue(`Quote Request for ${variant.fullName}`);
    expect(await shownWhole(subject)).toBe(true);

    // Escape still closes it, focus being inside.
    await closeWithEscape(page, dialog);
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use(DESKTOP);

  test('the quote modal opened from a card: its first field focused, the whole name sent with Enter; focus and scroll lock on closing', async ({
    page,
    request,
  }) => {
    const { variant, dialog } = await openLongQuote(page, request);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    const product = dialog.getByLabel('Product / Equipment');
    await expect(product).toHaveValue(variant.fullName);
    expect(await shownWhole(product)).toBe(true);
    expect(await shownWhole(dialog.getByLabel('Subject'))).toBe(true);

    // Still one line of text: Enter sends the form rather than adding a line.
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/contact/quote-simple', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 201, json: { success: true, message: 'ok', id: 1 } });
    });
    await dialog.getByLabel('Full Name').fill('Maria Santos');
    await dialog.getByLabel('Email').fill('maria@example.com');
    await product.press('End');
    await product.press('Enter');
    const done = page.getByRole('alertdialog', { name: 'Quote Request Sent!' });
    await expect(done).toBeVisible();
    expect(sent[0]?.product).toBe(variant.fullName);
    await done.getByRole('button', { name: 'OK' }).click();

    // Escape closes it and gives focus back to the button that opened it; the page scrolls again.
    const opener = page.getByRole('button', { name: `Get Quote for ${variant.name}` });
    await expect(opener).toBeFocused();
    await opener.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await closeWithEscape(page, dialog, opener);
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  });
});
