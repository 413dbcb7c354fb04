import { readFile } from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import { expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, createAdmin, signIn } from '../support/admin';
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
 * The app's current code, for a time step not used before: the server accepts each step once, so
 * a second code means waiting for the next step (and a code about to expire is not worth sending).
 */
async function freshCode(): Promise<string> {
  const step = currentStep();
  if (step <= lastStep || Date.now() % STEP_MS > STEP_MS - 3000) {
    await expect.poll(currentStep, { timeout: STEP_MS + 5_000, intervals: [250] }).toBeGreaterThan(step);
  }
  lastStep = Math.floor(Date.now() / STEP_MS);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
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

test('an admin sets up two-factor in Profile and is shown ten recovery codes once', async ({
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
});

test('signing in then asks for a code: a wrong one is refused, the right one opens the admin', async ({
  page,
}) => {
  test.setTimeout(60_000);
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

test('a recovery code signs in once', async ({ page }) => {
  await passwordStep(page, who);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await submitCode(page, 'Recovery code', recoveryCodes[0]);
  await expectSignedIn(page);
  await logout(page);

  await passwordStep(page, who);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await submitCode(page, 'Recovery code', recoveryCodes[0]);
  await expect(page.getByRole('alert')).toHaveText('The code is not valid.');
  await submitCode(page, 'Recovery code', recoveryCodes[1]);
  await expectSignedIn(page);

  await page.goto('/admin/profile');
  await expect(card(page).getByText('8 recovery codes left.')).toBeVisible();
});

test('after too many wrong codes the sign-in starts again from the password', async ({ page }) => {
  await passwordStep(page, who);
  // The person may also go back on purpose.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await submitCode(page, 'Two-factor code', '000000');
    await expect(page.getByRole('alert')).toHaveText('The code is not valid.');
  }
  await submitCode(page, 'Two-factor code', '000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The sign-in has expired. Please sign in again.');
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
});

test('new recovery codes replace the old ones', async ({ page, request }) => {
  await passwordStep(page, who);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await submitCode(page, 'Recovery code', recoveryCodes[2]);
  await expectSignedIn(page);
  await page.goto('/admin/profile');

  await card(page).getByRole('button', { name: 'New recovery codes' }).click();
  await card(page).getByLabel('Code from the app').fill(recoveryCodes[3]);
  await card(page).getByRole('button', { name: 'Make new codes' }).click();
  const list = card(page).getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const fresh = await list.getByRole('listitem').allTextContents();
  await card(page).getByRole('button', { name: 'I have saved them' }).click();
  await expect(card(page).getByText('10 recovery codes left.')).toBeVisible();

  // An old code no longer signs in; a new one does.
  const challenge = async () =>
    (await (await request.post('/api/login', { data: { email: who.email, password: who.password } })).json())
      .mfa_token as string;
  const old = await request.post('/api/login/mfa', {
    data: { mfa_token: await challenge(), code: recoveryCodes[4] },
  });
  expect(old.status()).toBe(401);
  const now = await request.post('/api/login/mfa', {
    data: { mfa_token: await challenge(), code: fresh[0] },
  });
  expect(now.status()).toBe(200);
  recoveryCodes = fresh.slice(1);
});

test('while two-factor is required, an admin without it is kept on Profile with a notice', async ({
  page,
  request,
}) => {
  // This file's admin has two-factor, so it may switch the setting (and switch it back).
  const challenge = await (
    await request.post('/api/login', { data: { email: who.email, password: who.password } })
  ).json();
  const signedIn = await request.post('/api/login/mfa', {
    data: { mfa_token: challenge.mfa_token, code: recoveryCodes.shift() },
  });
  expect(signedIn.status()).toBe(200);
  const headers = authHeader(await signedIn.json());
  const setRequired = (on: boolean) =>
    request.put('/api/admin/settings', { headers, data: { settings: { require_admin_mfa: on } } });

  const plain = await createAdmin(request, 'No Second Factor');
  const signInPlain = async () => {
    await page.goto('/login');
    await expect(async () => {
      await page.getByLabel('Email').fill(plain.email);
      await page.getByLabel('Password').fill(plain.password);
      await page.getByRole('button', { name: 'Sign In' }).click({ timeout: 2000 });
      await expect(page).not.toHaveURL(/\/login$/, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  };
  const nav = (name: string) =>
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name });
  const notice = page.getByRole('main').getByRole('alert');
  try {
    // Signed in before the setting changes: the next admin call's 403 sends the admin to Profile.
    await signInPlain();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await setRequired(true)).status()).toBe(200);
    await nav('Brands').click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(notice).toContainText('Set up two-factor sign-in first.');
    await expect(card(page).getByRole('button', { name: 'Set up' })).toBeVisible();
    await expect(card(page)).toContainText('Required for every admin account');
    expect(await seriousViolations(page)).toEqual([]);

    // Another section leads back to Profile; so does signing in again.
    await nav('Categories').click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(notice).toBeVisible();
    await logout(page);
    await signInPlain();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(notice).toBeVisible();
  } finally {
    expect((await setRequired(false)).status()).toBe(200);
  }
  // The shared e2e admin (no two-factor) works again.
  const shared = await adminSession(request);
  expect((await request.get('/api/admin/users', { headers: authHeader(shared) })).status()).toBe(200);
});

test('turning two-factor off asks for the password and a code', async ({ page, request }) => {
  await passwordStep(page, who);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await submitCode(page, 'Recovery code', recoveryCodes.shift()!);
  await expectSignedIn(page);
  await page.goto('/admin/profile');

  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(card(page).getByText('Current password is required')).toBeVisible();
  await expect(card(page).getByText('Enter the code from your authenticator app')).toBeVisible();
  await card(page).getByLabel('Current Password').fill(who.password);
  await card(page).getByLabel('Code from the app').fill(recoveryCodes.shift()!);
  await card(page).getByRole('button', { name: 'Turn off' }).click();
  await expect(card(page).getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(card(page).getByText('Off', { exact: true })).toBeVisible();

  // The password alone signs in again.
  const login = await request.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(await login.json()).toMatchObject({ user: { email: who.email }, token: expect.any(String) });
});
