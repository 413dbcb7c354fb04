import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from './fixtures';
import { openContactModal } from './support/dialogs';

// docs/product.md §5: the Validation Error dialog covers the form, so it keeps its words and also names
// the fields that need attention by their visible labels; closing it takes focus to the first of
// them, which says what is wrong (aria-invalid, aria-describedby pointing at its error text).

const alertOf = (page: Page) => page.getByRole('alertdialog', { name: 'Validation Error' });

/** The labels the dialog lists, in order. */
const listed = (alert: Locator) => alert.getByRole('listitem').allInnerTexts();

/** The field is marked invalid and one of the elements describing it holds `error`. */
async function expectDescribedError(field: Locator, error: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  expect(texts).toContain(error);
}

/** Submits until the browser app answers with the dialog (a click before hydration may be early). */
async function submitUntilInvalid(page: Page, submit: Locator) {
  const alert = alertOf(page);
  await expect(async () => {
    if (!(await alert.isVisible())) await submit.click({ timeout: 2000 });
    await expect(alert).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return alert;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test('the contact page lists what to fix; OK takes focus to the first field', async ({ page }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const alert = await submitUntilInvalid(page, form.getByRole('button', { name: 'Send Message' }));
      await expect(alert).toContainText('Please correct the highlighted fields.');
      expect(await listed(alert)).toEqual(['Full Name', 'Email', 'Message']);
      // The list is part of the dialog's description, read with its words.
      await expect(alert).toHaveAccessibleDescription(
        'Please correct the highlighted fields. Full Name Email Message',
      );
      const { violations } = await new AxeBuilder({ page }).include('[role=alertdialog]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();
      const name = form.getByLabel('Full Name');
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expectDescribedError(name, 'Name is required');
      await expectDescribedError(form.getByLabel('Message'), 'Message is required');
    });

    test('a landline in the phone: only Phone is listed, with the hint to use the message', async ({
      page,
    }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const phone = form.getByLabel('Phone');
      await expect(form.getByText('09XX XXX XXXX or +63 9XX XXX XXXX')).toBeVisible();
      await form.getByLabel('Full Name').fill('Jose Reyes');
      await form.getByLabel('Email').fill('jose@example.com');
      await form.getByLabel('Message').fill('Please call our office.');
      await phone.fill('+63 (45) 982-1234');
      const alert = await submitUntilInvalid(page, form.getByRole('button', { name: 'Send Message' }));
      expect(await listed(alert)).toEqual(['Phone']);

      await page.keyboard.press('Escape');
      await expect(alert).toBeHidden();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveValue('+63 (45) 982-1234');
      await expectDescribedError(
        phone,
        'Phone number must be exactly 11 digits. For a landline, write it in your message.',
      );
    });

    test('the quote list form: the first field in the form’s order, not the first in error', async ({
      page,
    }) => {
      await page.goto('/quote');
      const form = page.getByRole('form', { name: 'Your Details' });
      await form.getByLabel('Full Name').fill('Ana Cruz');
      await form.getByLabel('Email').fill('not an address');
      const alert = await submitUntilInvalid(page, form.getByRole('button', { name: 'Send Quote Request' }));
      const labels = await listed(alert);
      expect(labels.slice(0, 3)).toEqual(['Email', 'Phone', 'Who is buying']);
      expect(labels).toContain('Date needed');
      expect(labels).not.toContain('Full Name');

      await alert.getByRole('button', { name: 'OK' }).click();
      const email = form.getByLabel('Email');
      await expect(email).toBeFocused();
      await expectDescribedError(email, 'Please enter a valid email address');
    });
  });
}

test.describe('in a modal over the page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the quote modal’s dialog lists its fields and gives focus back inside the modal', async ({
    page,
  }) => {
    const modal = await openContactModal(page, 'Request a Quote');
    const alert = await submitUntilInvalid(page, modal.getByRole('button', { name: 'Send Quote Request' }));
    await expect(alert).toContainText('Please fix the errors in the form before submitting.');
    expect(await listed(alert)).toEqual(['Full Name', 'Email', 'Subject', 'Message']);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(modal).toBeVisible();
    const name = modal.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expectDescribedError(name, 'Name is required');
  });
});
