import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';

// How the contact modals behave for a person: where focus lands on opening (a phone's keyboard
// must not cover the form), that a long model name is shown whole, and that an emptied required
// field says so while typing, as on the contact page. Also the product page form's phone marker.

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

  test('opening the quote modal focuses the dialog, not a field (no keyboard over the form)', async ({
    page,
    request,
  }) => {
    const { dialog } = await openLongQuote(page, request, true);
    await expect(dialog).toBeFocused();
    const focusedTag = await page.evaluate(() => document.activeElement?.tagName);
    expect(['INPUT', 'TEXTAREA', 'SELECT']).not.toContain(focusedTag);
    // Escape still closes it, focus being inside.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the quote modal shows the whole product name and subject', async ({ page, request }) => {
    const { variant, dialog } = await openLongQuote(page, request, true);
    const product = dialog.getByLabel('Product / Equipment');
    await expect(product).toHaveValue(variant.fullName);
    expect(await shownWhole(product)).toBe(true);
    const subject = dialog.getByLabel('Subject');
    await expect(subject).toHaveValue(`Quote Request for ${variant.fullName}`);
    expect(await shownWhole(subject)).toBe(true);
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use(DESKTOP);

  test('opening the quote modal focuses its first field', async ({ page, request }) => {
    const { dialog } = await openLongQuote(page, request);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
  });

  test('the quote modal shows the whole product name, and sends it', async ({ page, request }) => {
    const { variant, dialog } = await openLongQuote(page, request);
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
    await expect(page.getByRole('alertdialog', { name: 'Quote Request Sent!' })).toBeVisible();
    expect(sent[0]?.product).toBe(variant.fullName);
  });

  for (const [opener, name] of [
    ['Request a Quote', 'Request a Quote'],
    ['General Inquiry', 'General Inquiry'],
    ['Send Us an Email', 'Send Us an Email'],
  ] as const) {
    test(`${name}: an emptied required field says "This field is required" before any submit`, async ({
      page,
    }) => {
      await page.goto('/contact');
      const dialog = await openDialog(page, page.getByRole('button', { name: opener, exact: true }), name);
      for (const label of ['Full Name', 'Message']) {
        const field = dialog.getByLabel(label);
        await field.fill('x');
        await field.fill('');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        // Under that field (its label, control and message share one wrapper).
        await expect(field.locator('..').getByText('This field is required')).toBeVisible();
      }
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  }

  test('the product page form marks Phone as required, like name, email and message', async ({
    page,
    request,
  }) => {
    const { id } = await longestNamed(request);
    await page.goto(`/products/${id}`);
    const form = page.getByRole('form', { name: 'Get in Touch' });
    for (const label of ['Full Name', 'Email', 'Phone', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true');
      await expect(form.locator('label', { hasText: label })).toContainText('*');
    }
    // The product is shown whole there too.
    const product = form.getByRole('textbox', { name: 'Product' });
    expect(await shownWhole(product)).toBe(true);
  });
});
