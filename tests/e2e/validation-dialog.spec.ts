import { expect, type Locator, type Page, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { PHONE } from './support/viewports';

// docs/product.md §5: the Validation Error dialog covers the form, so it keeps its words and also names
// the fields that need attention by their visible labels; closing it takes focus to the first of
// them, which says what is wrong. What it lists and where focus goes in each form are component
// tests (app/components/forms/validation-dialog.test.tsx); here, on a phone, what only a browser
// shows: axe on the dialog, and the field focused on closing scrolled into view.

const alertOf = (page: Page) => page.getByRole('alertdialog', { name: 'Validation Error' });

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

test.use({ viewport: PHONE });

test('on a phone the contact page’s dialog has no serious axe findings, and OK brings the first field into view, focused', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const alert = await submitUntilInvalid(page, form.getByRole('button', { name: 'Send Message' }));
  await expect(alert).toHaveAccessibleDescription(
    'Please correct the highlighted fields. Full Name Email Message',
  );
  expect(await seriousViolations(page, '[role=alertdialog]')).toEqual([]);

  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  const name = form.getByLabel('Full Name');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expectDescribedError(name, 'Name is required');
});
