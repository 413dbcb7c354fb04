import { expect, type Locator, type Page } from '@playwright/test';

// Opening the public site's contact modals, shared by the specs of their fields and their spam
// checks, and closing any dialog with Escape.

/** Clicks until the dialog shows: a click before hydration does nothing, so it is retried. */
export async function openDialog(page: Page, opener: Locator, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    // The first open also fetches the modal's code, so an earlier click may still be landing.
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/** On /contact each modal's button bears the dialog's own name. */
export async function openContactModal(
  page: Page,
  name: 'Request a Quote' | 'General Inquiry' | 'Send Us an Email',
) {
  await page.goto('/contact');
  return openDialog(page, page.getByRole('button', { name }), name);
}

/** Escape closes `dialog`; when `opener` is given, focus is back on it (the control that opened it). */
export async function closeWithEscape(page: Page, dialog: Locator, opener?: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener).toBeFocused();
}
