import { readFile } from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import { expect, type Page, test } from '../fixtures';
import { createAdmin, signIn } from '../support/admin';
import { seriousViolations } from '../support/catalog';
import { card, passwordStep, submitCode } from '../support/two-factor';

// Two-factor sign-in (docs/decisions/015): an admin enrols in Profile with an authenticator app
// (the test is the app: it reads the key from the page and computes the codes), keeps the ten
// recovery codes, then signs in with a code or a recovery code. One admin account of its own,
// carried through the file in order, so the shared e2e admin never gets two-factor.

test.describe.configure({ mode: 'serial' });

let who: { name: string; email: string; password: string };
let secret = '';
let recoveryCodes: string[] = [];
let lastStep = -1;

const STEP_MS = 30_000;
/** The authenticator's time step, counted from a moment a little earlier to allow for clock skew. */
const currentStep = () => Math.floor((Date.now() - 250) / STEP_MS);

/**
 * A code for a time step not used before: the server accepts each step once, and the step after
 * the current one too (clock drift), so a second code is the next step's rather than a wait for it.
 */
async function freshCode(): Promise<string> {
  const step = Math.max(currentStep(), lastStep + 1);
  if (step > currentStep() + 1) {
    await expect
      .poll(currentStep, { timeout: STEP_MS + 5_000, intervals: [250] })
      .toBeGreaterThanOrEqual(step - 1);
  }
  lastStep = step;
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: step * STEP_MS + STEP_MS / 2,
  });
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome back, ${who.name}`)).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.beforeAll(async ({ request }) => {
  who = await createAdmin(request, 'Two Factor');
});

// The worker's next test shares this browser context (decision 080), and a reset keeps permissions.
test.afterEach(async ({ context }) => {
  await context.clearPermissions();
});

test('an admin sets up two-factor in Profile, is shown ten recovery codes once, then signs in with a code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Without two-factor the password alone signs in.
  await signIn(page, who);
  await page.goto('/admin/profile');
  await expect(card(page).getByText('Off', { exact: true })).toBeVisible();

  await card(page).getByRole('button', { name: 'Set up' }).click();
  await card(page).getByLabel('Current Password').fill('Not-The-Password-1');
  await card(page).getByRole('button', { name: 'Continue' }).click();
  await expect(card(page).getByText('The current password is incorrect.')).toBeVisible();
  await card(page).getByLabel('Current Password').fill(who.password);
  await card(page).getByRole('button', { name: 'Continue' }).click();

  const qr = card(page).getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  secret = ((await card(page).locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await seriousViolations(page)).toEqual([]);

  await card(page).getByLabel('Code from the app').fill('000000');
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(card(page).getByText('The code is not valid.')).toBeVisible();
  await card(page)
    .getByLabel('Code from the app')
    .fill(await freshCode());
  await card(page).getByRole('button', { name: 'Turn on' }).click();

  const list = card(page).getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = await list.getByRole('listitem').allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card(page).getByRole('button', { name: 'Download (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const file = await readFile(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(file).toContain(code);

  await card(page).getByRole('button', { name: 'Copy' }).click();
  await expect(card(page).getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of recoveryCodes) expect(copied).toContain(code);

  await card(page).getByRole('button', { name: 'I have saved them' }).click();
  await expect(list).toHaveCount(0);
  await expect(card(page).getByText('On', { exact: true })).toBeVisible();
  await expect(card(page).getByText('10 recovery codes left.')).toBeVisible();
  // Shown once: a reload has the status, not the codes.
  await page.reload();
  await expect(card(page).getByText('10 recovery codes left.')).toBeVisible();
  await expect(card(page).getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  // Signing in again asks for a code (the test is the authenticator app).
  await logout(page);
  await passwordStep(page, who);
  const field = page.getByLabel('Two-factor code');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);

  await submitCode(page, 'Two-factor code', '000000');
  await expect(page.getByRole('alert')).toHaveText('The code is not valid.');
  await expect(page).toHaveURL(/\/login$/);

  // The enrolment used this time step's code: the next one is needed.
  await submitCode(page, 'Two-factor code', await freshCode());
  await expectSignedIn(page);
});
