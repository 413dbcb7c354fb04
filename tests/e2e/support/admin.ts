import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_SETUP_CODE } from './setup-code';

// Signs a browser page in as the e2e admin without going through the login screen (that screen
// has its own tests in auth.spec.ts, on a server of their own). A shared e2e server starts
// without users: whichever spec signs in first registers this account as the bootstrap admin (with
// the setup code the e2e servers are started with), and every later caller logs in with it.

export const E2E_ADMIN = {
  name: 'Ana Cruz',
  email: 'ana.admin@example.com',
  password: 'Excavator-Boom-2024',
};

export interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

export async function adminSession(request: APIRequestContext): Promise<Session> {
  const login = await request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if (login.ok()) return login.json();
  const register = await request.post('/api/register', {
    data: {
      ...E2E_ADMIN,
      password_confirmation: E2E_ADMIN.password,
      role: 'admin',
      setup_code: E2E_SETUP_CODE,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const session = (await register.json()) as Session;
  expect(session.user.role).toBe('admin');
  return session;
}

/** Stores the admin's token and user before the page's scripts run, then opens `path`. */
export async function openAsAdmin(page: Page, path = '/admin'): Promise<Session> {
  const session = await adminSession(page.request);
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  await page.goto(path);
  return session;
}

/** Bearer header for API calls made by the test itself (setting up or checking data). */
export const authHeader = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/**
 * A new admin account of its own, made by the e2e admin, for a spec that changes how an account
 * signs in (two-factor, sessions) and so must not touch E2E_ADMIN. Signed out again at once: the
 * registration's token is no browser's session.
 */
export async function createAdmin(request: APIRequestContext, name: string) {
  const stamp = Date.now();
  const who = {
    name: `${name} ${stamp}`,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.com`,
    password: 'Grader-Blade-5521',
  };
  const res = await request.post('/api/register', {
    headers: authHeader(await adminSession(request)),
    data: { ...who, password_confirmation: who.password, role: 'admin' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const auth = (await res.json()) as Session;
  expect(auth.user.role).toBe('admin');
  expect((await request.post('/api/logout', { headers: authHeader(auth) })).ok()).toBe(true);
  return who;
}

/** Through the login screen, once the app has hydrated, for an account without two-factor. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await expect(async () => {
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click({ timeout: 2000 });
    // An account with a temporary password goes on to My Profile (docs/product.md §23).
    await expect(page).toHaveURL(/\/admin(\/profile)?$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A staff account added by the e2e admin through Users with a password, which its owner has then
 * changed to `password` as the back office asks first (a password an admin sets is a temporary
 * one, docs/product.md §23): ready to sign in and work. Answers the account as Users lists it.
 */
/**
 * A staff account of the test's own with `role`, named `<first> <stamp>` at `<first>.<stamp>@example.com`
 * (the stamp unique to the test, for its other records too), its password already its own.
 */
export async function newStaff(
  request: APIRequestContext,
  admin: Session,
  account: { first: string; role: string; password: string },
) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = {
    name: `${account.first} ${stamp}`,
    email: `${account.first.toLowerCase()}.${stamp}@example.com`,
    role: account.role,
    password: account.password,
  };
  await addStaff(request, admin, who);
  return { ...who, stamp };
}

export async function addStaff(
  request: APIRequestContext,
  admin: Session,
  who: { name: string; email: string; role: string; password: string },
): Promise<{ id: number }> {
  const temporary = `Temporary-${who.password}`;
  const res = await request.post('/api/admin/users', {
    headers: authHeader(admin),
    data: { ...who, password: temporary },
  });
  expect(res.status(), await res.text()).toBe(201);
  const login = await request.post('/api/login', { data: { email: who.email, password: temporary } });
  expect(login.status(), await login.text()).toBe(200);
  const own = (await login.json()) as Session;
  const changed = await request.put('/api/profile/password', {
    headers: authHeader(own),
    data: { current_password: temporary, password: who.password, password_confirmation: who.password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect((await request.post('/api/logout', { headers: authHeader(own) })).ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data;
}
