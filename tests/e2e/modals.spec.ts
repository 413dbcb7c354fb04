import { expect, type Locator, type Page, test } from './fixtures';
import { openContactModal, openDialog } from './support/dialogs';

// The Request a Quote, General Inquiry and email modals (docs/product.md §3, §5, §6). Real submissions are
// few (the contact endpoints allow 5 a minute per address); the others answer from page.route.

test.use({ viewport: { width: 1440, height: 900 } });

const openQuote = (page: Page) => openContactModal(page, 'Request a Quote');
const openInquiry = (page: Page) => openContactModal(page, 'General Inquiry');
const openEmail = (page: Page) => openContactModal(page, 'Send Us an Email');

/** What an empty send of the quote or general inquiry modal says. */
const REQUIRED = ['Name is required', 'Email is required', 'Subject is required', 'Message is required'];

async function fillPerson(dialog: Locator, extra: Record<string, string> = {}) {
  await dialog.getByLabel('Full Name').fill('Maria Santos');
  await dialog.getByLabel('Email').fill('maria@example.com');
  await dialog.getByLabel('Phone').fill('09171234567');
  for (const [label, value] of Object.entries(extra)) await dialog.getByLabel(label).fill(value);
}

/** Answers the next call to `path` with `status`, keeping the request body for the test. */
async function answer(page: Page, path: string, status: number, body: object) {
  const sent: Record<string, unknown>[] = [];
  await page.route(`**/api/contact/${path}`, (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return sent;
}
const OK = { success: true, message: 'ok', id: 1 };

test.describe('Request a Quote', () => {
  test('validates on submit and while typing, with the product’s messages', async ({ page }) => {
    const dialog = await openQuote(page);
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
    await expect(alert).toContainText('Please fix the errors in the form before submitting.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    for (const text of REQUIRED) await expect(dialog.getByText(text)).toBeVisible();

    const name = dialog.getByLabel('Full Name');
    await name.fill('M');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await name.fill('');
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill('maria@');
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const phone = dialog.getByLabel('Phone');
    await phone.pressSequentially('0917-123-456');
    await expect(phone).toHaveValue('0917-123-456');
    await expect(dialog.getByText('Phone number must be exactly 11 digits')).toBeVisible();
    await phone.pressSequentially('7');
    await expect(phone).toHaveValue('0917-123-4567');
    await expect(dialog.getByText('Phone number must be exactly 11 digits')).toBeHidden();
  });

  test('sends to /api/contact/quote-simple, thanks the visitor and resets', async ({ page }) => {
    const dialog = await openQuote(page);
    await fillPerson(dialog, {
      Subject: 'Loader for a quarry',
      Quantity: '2',
      Message: 'Price for two units.',
    });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/quote-simple'));
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    expect((await response).status()).toBe(201);
    const done = page.getByRole('alertdialog', { name: 'Quote Request Sent!' });
    await expect(done).toContainText('detailed quote within 24 hours');
    await expect(dialog).toBeHidden();
    await done.getByRole('button', { name: 'OK' }).click();

    const again = await openDialog(
      page,
      page.getByRole('button', { name: 'Request a Quote' }),
      'Request a Quote',
    );
    await expect(again.getByLabel('Full Name')).toHaveValue('');
    await expect(again.getByLabel('Message')).toHaveValue('');
  });

  test('shows Sending... while the request runs, then the failure text and stays open', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact/quote-simple', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' });
    });
    const dialog = await openQuote(page);
    await fillPerson(dialog, { Subject: 'Crane', Message: 'Availability please.' });
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const failed = page.getByRole('alertdialog', { name: 'Error' });
    await expect(failed).toContainText('There was an error sending your quote request. Please try again.');
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Maria Santos');
  });

  test('maps server field errors onto the fields', async ({ page }) => {
    await answer(page, 'quote-simple', 422, {
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
    const dialog = await openQuote(page);
    await fillPerson(dialog, { Subject: 'Crane', Message: 'Hello' });
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    await page
      .getByRole('alertdialog', { name: 'Validation Error' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('Escape closes it, clears it and gives focus back to the opener', async ({ page }) => {
    const dialog = await openQuote(page);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await dialog.getByLabel('Full Name').fill('Someone');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const opener = page.getByRole('button', { name: 'Request a Quote' });
    await expect(opener).toBeFocused();
    // Page scroll is locked only while open.
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
    await opener.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
  });

  test('a product card prefills product, subject and message', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByRole('button', { name: /^Get Quote for / }).first();
    const variant = (await card.getAttribute('aria-label'))!.replace('Get Quote for ', '');
    const dialog = await openDialog(page, card, 'Request a Quote');
    await expect(dialog.getByLabel('Product / Equipment')).toHaveValue(new RegExp(`${variant}$`));
    await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(`^Quote Request for .*${variant}$`));
    await expect(dialog.getByLabel('Message')).toHaveValue(/pricing and availability/);
  });

  test('the home version has no subject and its own failure text', async ({ page }) => {
    await answer(page, 'quote-simple', 500, { message: 'x' });
    await page.goto('/');
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Get Free Quote' }),
      'Request a Quote',
    );
    await expect(dialog.getByLabel('Subject')).toHaveCount(0);
    await fillPerson(dialog, { Message: 'Hello' });
    await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Failed to send quote request. Please try again or contact us directly.',
    );
  });
});

test.describe('General Inquiry', () => {
  test('requires name, email, subject and message', async ({ page }) => {
    const dialog = await openInquiry(page);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    // OK, not Escape: an Escape in the moment the alert shows but has not yet taken the keyboard
    // closed the modal under it once on a loaded CI machine.
    await page
      .getByRole('alertdialog', { name: 'Validation Error' })
      .getByRole('button', { name: 'OK' })
      .click();
    for (const text of REQUIRED) await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByLabel('Area of Interest')).toHaveValue('products');
    await dialog.getByLabel('Phone').fill('0917123456');
    await expect(dialog.getByText('Phone number must be exactly 11 digits')).toBeVisible();
  });

  test('sends to /api/contact/general and says Inquiry Sent!', async ({ page }) => {
    const dialog = await openInquiry(page);
    await fillPerson(dialog, { Company: 'Santos Builders', Message: 'Do you rent cranes?' });
    await dialog.getByLabel('Subject').selectOption('technical-support');
    await dialog.getByLabel('Area of Interest').selectOption({ label: 'Services' });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/general'));
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    const sent = await response;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({
      subject: 'technical-support',
      interest_area: 'services',
      company: 'Santos Builders',
      phone: '09171234567',
    });
    await expect(page.getByRole('alertdialog', { name: 'Inquiry Sent!' })).toContainText('within 24 hours');
    await expect(dialog).toBeHidden();
  });

  test('a failure keeps the modal open with the product’s text', async ({ page }) => {
    await answer(page, 'general', 500, { message: 'x' });
    const dialog = await openInquiry(page);
    await fillPerson(dialog, { Message: 'Hello' });
    await dialog.getByLabel('Subject').selectOption('general');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Failed to send your inquiry. Please try again or contact us directly.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  test('the home version has no company and sends interest_area general', async ({ page }) => {
    const sent = await answer(page, 'general', 201, OK);
    await page.goto('/');
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Contact Us' }),
      'General Inquiry',
    );
    await expect(dialog.getByLabel('Company')).toHaveCount(0);
    await fillPerson(dialog, { Subject: 'Plant visit', Message: 'Can we visit?' });
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Inquiry Sent!' })).toBeVisible();
    expect(sent[0]).toMatchObject({ interest_area: 'general', subject: 'Plant visit' });
    expect(sent[0]).not.toHaveProperty('company');
  });
});

test.describe('Email modal', () => {
  test('validates, sends to /api/contact/inquiry and says Email Sent!', async ({ page }) => {
    const dialog = await openEmail(page);
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await page
      .getByRole('alertdialog', { name: 'Validation Error' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await fillPerson(dialog, { Message: 'Please call me about parts.' });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/inquiry'));
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('alertdialog', { name: 'Email Sent!' })).toContainText(
      'Thank you for contacting us. We will get back to you within 24 hours.',
    );
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Send Us an Email' })).toBeFocused();
  });

  test('a failure shows the email failure text', async ({ page }) => {
    await answer(page, 'inquiry', 500, { message: 'x' });
    const dialog = await openEmail(page);
    await fillPerson(dialog, { Message: 'Hello' });
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Failed to send your email. Please try again or contact us directly.',
    );
  });
});
