import { expect, type Locator, type Page, type Response, test } from './fixtures';
import { adminSession, authHeader } from './support/admin';

// A phone pasted or autofilled whole ("+63 917 123 4567", "0917 123 4567") stays whole in the
// field — no maxlength or filter cuts it into another number — and the lead stores its 11 digits,
// on a phone and on a desktop, in the Contact page form and in the quote modal.

const STORED = '09171234567';
const WRITTEN = ['+63 917 123 4567', '0917 123 4567'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Puts the text in the field the way a paste does: one insertion, after which the field may filter. */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.insertText(text);
}

/** Submits the empty Contact form until the browser app answers (a click before hydration posts natively). */
async function openContactForm(page: Page) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(async () => {
    await form.getByRole('button', { name: 'Send Message' }).click({ timeout: 2000 });
    await expect(alert).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  return form;
}

/** What a submit sent and what was stored, read back through the admin API. */
async function storedPhone(page: Page, response: Promise<Response>) {
  const sent = await response;
  expect(sent.status()).toBe(201);
  expect(sent.request().postDataJSON()).toMatchObject({ phone: STORED });
  const { id } = await sent.json();
  const session = await adminSession(page.request);
  const lead = await page.request.get(`/api/admin/leads/${id}`, { headers: authHeader(session) });
  expect(lead.status()).toBe(200);
  return (await lead.json()).phone;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [i, written] of WRITTEN.entries()) {
      const put = i === 0 ? paste : (field: Locator, text: string) => field.fill(text);
      const how = i === 0 ? 'pasted' : 'filled';

      test(`the Contact page form keeps ${how} "${written}" and stores ${STORED}`, async ({ page }) => {
        const form = await openContactForm(page);
        await form.getByRole('radio', { name: 'General Inquiry' }).check();
        await form.getByLabel('Full Name').fill('Jose Reyes');
        await form.getByLabel('Email').fill('jose@example.com');
        const phone = form.getByLabel('Phone');
        await put(phone, written);
        await form.getByLabel('Message').fill('We need a 60 m3/h batching plant in Cebu.');
        await expect(phone).toHaveValue(written);
        await expect(form.getByText('Phone number must be exactly 11 digits')).toBeHidden();

        const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/general'));
        await form.getByRole('button', { name: 'Send Message' }).click();
        expect(await storedPhone(page, response)).toBe(STORED);
        await expect(page.getByRole('alertdialog', { name: 'Message Sent!' })).toBeVisible();
      });

      test(`the quote modal keeps ${how} "${written}" and stores ${STORED}`, async ({ page }) => {
        await page.goto('/contact');
        const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
        const opener = page.getByRole('main').getByRole('button', { name: 'Request a Quote' });
        // A click before hydration does nothing, and the first open fetches the modal's code.
        await expect(async () => {
          if (!(await dialog.isVisible())) await opener.click({ timeout: 2000 });
          await expect(dialog).toBeVisible({ timeout: 3000 });
        }).toPass({ timeout: 20_000 });

        await dialog.getByLabel('Full Name').fill('Maria Santos');
        await dialog.getByLabel('Email').fill('maria@example.com');
        const phone = dialog.getByLabel('Phone');
        await put(phone, written);
        await dialog.getByLabel('Subject').fill('Loader for a quarry');
        await dialog.getByLabel('Message').fill('Price for two units.');
        await expect(phone).toHaveValue(written);
        await expect(dialog.getByText('Phone number must be exactly 11 digits')).toBeHidden();

        const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/quote-simple'));
        await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
        expect(await storedPhone(page, response)).toBe(STORED);
        await expect(page.getByRole('alertdialog', { name: 'Quote Request Sent!' })).toBeVisible();
      });
    }
  });
}

test('a pasted number that is not a phone stays as pasted and is refused in the browser', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openContactForm(page);
  const phone = form.getByLabel('Phone');
  // Before, maxlength=11 cut this to 63917123456, which passed and stored another number.
  await paste(phone, '+63 917 123 45678');
  await expect(phone).toHaveValue('+63 917 123 45678');
  await expect(form.getByText('Phone number must be exactly 11 digits')).toBeVisible();
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await expect(phone).not.toHaveAttribute('maxlength', /.*/);
});
