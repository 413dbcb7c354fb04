import * as OTPAuth from 'otpauth';
import { expect, type Page, test } from '../fixtures';
import { authHeader, createAdmin, type Session } from '../support/admin';
import { seriousViolations } from '../support/catalog';
import { passwordStep, submitCode } from '../support/two-factor';

// Too many wrong two-factor codes for one account pause its second step for 15 minutes, and the
// owner reads what happened in Profile, under the session list. An admin account of its own,
// enrolled through the API; the wrong codes come from the test itself, as a script would send them.

const sessionsCard = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Signed-in sessions' });

test('ten wrong codes pause two-factor sign-in, and Profile says so in plain words', async ({
  page,
  browser,
}) => {
  const who = await createAdmin(page.request, 'Lockout');
  const login = await page.request.post('/api/login', { data: { email: who.email, password: who.password } });
  const session = (await login.json()) as Session;
  const headers = authHeader(session);
  const setup = await page.request.post('/api/profile/mfa/setup', {
    headers,
    data: { current_password: who.password },
  });
  const secret = (await setup.json()).secret as string;
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  expect((await page.request.post('/api/profile/mfa/enable', { headers, data: { code } })).ok()).toBe(true);

  // Two sign-ins with the right password, five wrong codes each.
  for (let round = 0; round < 2; round++) {
    const step1 = await page.request.post('/api/login', {
      data: { email: who.email, password: who.password },
    });
    const { mfa_token } = await step1.json();
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/login/mfa', { data: { mfa_token, code: '000000' } });
      expect(res.status()).toBe(401);
    }
  }

  // Another browser with the password is refused at the code step, even before checking the code.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await passwordStep(otherPage, who);
    await submitCode(otherPage, 'Two-factor code', '123456');
    await expect(otherPage.getByText(/Too many wrong codes for this account/)).toBeVisible();
  } finally {
    await other.close();
  }

  // The owner, still signed in on this browser, opens Profile.
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  await page.goto('/admin/profile');
  const card = sessionsCard(page);
  await expect(card.getByRole('heading', { name: 'Wrong two-factor codes' })).toBeVisible();
  await expect(
    card.getByText(/paused until \d{1,2}:\d{2}\s?[AP]M\. Whoever typed these codes knew your password/),
  ).toBeVisible();
  const lines = card.getByRole('list', { name: 'Wrong two-factor codes' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveText(
    /^10 wrong two-factor codes from 127\.0\.0\.1 on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M — two-factor sign-in was locked until \d{1,2}:\d{2}\s?[AP]M\.$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
