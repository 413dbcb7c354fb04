import { expect, journeyTime, type Page, test } from './fixtures';
import { E2E_ADMIN } from './support/admin';
import { type OwnServer, startOwnServer } from './support/own-server';
import { ownPort } from './support/servers';
import { E2E_SETUP_CODE } from './support/setup-code';

// Login and register screens, the browser session and the /admin guards (docs/product.md §8). On a
// server of this file's own, started without users or demo content (support/own-server.ts), so the
// first registration becomes the bootstrap admin — with the setup code the server was started with
// (E2E_SERVER_ENV), and only with it. The shared servers' admin is registered by whichever spec
// signs in first (support/admin.ts), in any order; a retry of these tests (serial: all three again,
// in a new worker) starts from a new server that still waits for its first admin.

test.describe.configure({ mode: 'serial' });

// The server is the file's, started by its first test: the three tests run in one worker (serial),
// and a retry runs all three again in a new worker, which loads this file anew and so starts a new
// server. Not a worker-scoped fixture: a worker fixture of one file's own gives the file a worker
// of its own, which Playwright starts only once every other public spec has run, so the file ran
// last, alone on one core, after a browser launch of its own.
let started: Promise<OwnServer> | undefined;
const ownServer = () => {
  started ??= startOwnServer(ownPort(0));
  return started;
};

test.afterAll(async () => {
  await (await started)?.close();
});

/** The test of a journey of `steps` (fixtures.ts), on this file's own server. */
const onOwnServer = (steps: number) =>
  test.extend({
    baseURL: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
      async ({}, use) => use((await ownServer()).origin),
      // A start without the demo content: seconds of CPU, far more on a loaded machine.
      { scope: 'test', timeout: 150_000 },
    ],
    ...journeyTime(steps),
  });

const ADMIN = E2E_ADMIN;
const USER = { name: 'Ben Lim', email: 'ben.user@example.com', password: 'Wheel-Loader-2024' };

/** Types into a form until the browser app handles it (before hydration a submit posts natively). */
async function submitWhenReady(page: Page, button: string, done: () => Promise<void>) {
  await expect(async () => {
    await page.getByRole('button', { name: button }).click({ timeout: 2000 });
    await done();
  }).toPass({ timeout: 20_000 });
}

async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await submitWhenReady(page, 'Sign In', () =>
    expect(page.getByText('Email is required')).toBeVisible({ timeout: 2000 }),
  );
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The registration form's fields, the confirmation `confirm` (the password when not given). */
async function fillRegistration(
  page: Page,
  who: { name: string; email: string; password: string },
  confirm = who.password,
) {
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel('Confirm Password').fill(confirm);
}

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

onOwnServer(4)(
  'before any admin exists: /admin goes to /login, which offers the admin registration; a wrong setup code is refused; the first registration creates the admin',
  async ({ page, request }) => {
    await test.step('/admin without a session goes to /login', async () => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
    });
    await test.step('while no admin exists, the login page offers the admin registration', async () => {
      expect(await (await request.get('/api/setup')).json()).toEqual({ admin_exists: false });
      await page.goto('/login');
      await expect(page.getByRole('link', { name: 'Create an admin account' })).toHaveAttribute(
        'href',
        '/register',
      );
      await page.goto('/register');
      await expect(page.getByText('New admin accounts are created by an administrator.')).toHaveCount(0);
    });
    await test.step('a wrong setup code is refused with the server’s message and creates nothing', async () => {
      expect(await (await request.get('/api/setup')).json()).toEqual({ admin_exists: false });
      await page.goto('/register');
      const code = page.getByLabel('Setup code');
      await expect(code).toBeVisible();
      await expect(page.getByText(/Shown in a box at the end of the server’s start output/)).toBeVisible();
      await submitWhenReady(page, 'Create Account', () =>
        expect(page.getByText('Setup code is required')).toBeVisible({ timeout: 2000 }),
      );
      await fillRegistration(page, ADMIN);
      await code.fill('not-the-setup-code');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/register'));
      await page.getByRole('button', { name: 'Create Account' }).click();
      const refused = await response;
      expect(refused.status()).toBe(403);
      const { message } = await refused.json();
      expect(message).toBeTruthy();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(code).toBeFocused();
      await expect(page).toHaveURL(/\/register$/);

      expect(await stored(page)).toEqual({ token: null, user: null });
      expect(await (await request.get('/api/setup')).json()).toEqual({ admin_exists: false });
      const login = await request.post('/api/login', {
        data: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(login.status()).toBe(401);
    });
    await test.step('the first registration creates the admin, who lands on /admin', async () => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await submitWhenReady(page, 'Create Account', () =>
        expect(page.getByText('Name is required')).toBeVisible({ timeout: 2000 }),
      );
      await fillRegistration(page, ADMIN, 'something-else');
      await page.getByLabel('Setup code').fill(E2E_SETUP_CODE);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();

      await page.getByLabel('Confirm Password').fill(ADMIN.password);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/register'));
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect((await response).request().postDataJSON()).toMatchObject({
        role: 'admin',
        email: ADMIN.email,
        setup_code: E2E_SETUP_CODE,
      });
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(`Welcome back, ${ADMIN.name}`)).toBeVisible();
      const session = await stored(page);
      expect(session.token).toBeTruthy();
      expect(JSON.parse(session.user!)).toMatchObject({ email: ADMIN.email, role: 'admin' });
    });
  },
);

// Before the next test: it needs an installation that still waits for its first admin.

onOwnServer(5)(
  "once an admin exists: the register screen asks for no setup code and says who makes admin accounts; the login page offers no admin registration and shows the server's message on a failure; a registration makes a regular user and says so",
  async ({ page, request }) => {
    await test.step('once an admin exists, the register screen asks for no setup code', async () => {
      expect(await (await request.get('/api/setup')).json()).toEqual({ admin_exists: true });
      await page.goto('/register');
      await expect(page.getByLabel('Full Name')).toBeVisible();
      await expect(page.getByLabel('Setup code')).toHaveCount(0);
    });
    await test.step('once an admin exists, the register screen says admin accounts are made by an administrator', async () => {
      expect(await (await request.get('/api/setup')).json()).toEqual({ admin_exists: true });
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible();
      await expect(page.getByText('This installation already has an administrator.')).toBeVisible();
      await expect(page.getByText('New admin accounts are created by an administrator.')).toBeVisible();
    });
    await test.step('once an admin exists, the login page offers no admin registration', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create an admin account' })).toHaveCount(0);
      await expect(page.getByText('Ask an administrator of this site for access.')).toBeVisible();
    });
    await test.step('login fails with the server message', async () => {
      await login(page, { email: ADMIN.email, password: 'not-the-password' });
      await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
      await expect(page).toHaveURL(/\/login$/);
    });
    // Decision 015: once the installation has its admin, a registration through this screen makes a
    // regular user. The screen says so after the fact too, instead of moving on as if the person
    // could now sign in to the administration area.
    await test.step('a registration that makes a regular user says so on screen and keeps no session', async () => {
      const person = {
        name: 'Carlo Reyes',
        email: `carlo.${Date.now().toString(36)}@example.com`,
        password: 'Road-Roller-2024',
      };
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible();
      await expect(page.getByText('New admin accounts are created by an administrator.')).toBeVisible();
      await submitWhenReady(page, 'Create Account', () =>
        expect(page.getByText('Name is required')).toBeVisible({ timeout: 2000 }),
      );
      await fillRegistration(page, person);
      const response = page.waitForResponse((r) => r.url().endsWith('/api/register'));
      await page.getByRole('button', { name: 'Create Account' }).click();
      const created = await response;
      expect(created.status()).toBe(201);
      const auth = await created.json();
      expect(auth.user.role).toBe('user');

      const status = page.getByRole('status');
      await expect(status).toContainText('Your account was created as a regular user.');
      await expect(status).toContainText('an administrator must grant admin access');
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

      // As at login: a regular account's fresh token is neither stored nor left valid.
      expect(await stored(page)).toEqual({ token: null, user: null });
      await expect
        .poll(async () =>
          (await request.get('/api/me', { headers: { authorization: `Bearer ${auth.token}` } })).status(),
        )
        .toBe(401);
    });
  },
);

onOwnServer(2)(
  'an admin signs in, is kept out of login and register, and logs out; a non-admin is denied at login and sent home from /admin',
  async ({ page, request }) => {
    await test.step('an admin signs in, is kept out of login and register, and logs out', async () => {
      await login(page, ADMIN);
      await expect(page).toHaveURL(/\/admin$/);
      // The session survives a reload (restored from localStorage).
      await page.reload();
      await expect(page.getByText(`Welcome back, ${ADMIN.name}`)).toBeVisible();
      await page.goto('/login');
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/register');
      await expect(page).toHaveURL(/\/admin$/);

      // Logout clears the session even when the server call fails.
      await page.route('**/api/logout', (route) => route.abort());
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await stored(page)).toEqual({ token: null, user: null });
      await page.unroute('**/api/logout');
    });

    await test.step('a non-admin is denied at login and sent home from /admin', async () => {
      // Registration asks for admin, but an admin already exists: the server makes a user.
      const created = await request.post('/api/register', {
        data: { ...USER, password_confirmation: USER.password, role: 'admin' },
      });
      const auth = await created.json();
      expect(auth.user.role).toBe('user');

      await login(page, USER);
      await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
      expect(await stored(page)).toEqual({ token: null, user: null });

      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, auth);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/$/);
    });
  },
);
