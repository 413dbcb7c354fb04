import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProfileGate } from '#app/components/admin/profile/profile-gate';
import { TWO_FACTOR_NOTICE, useTwoFactorRequired } from '#app/components/admin/profile/two-factor-gate';
import AdminProfileSection from '#app/routes/admin/profile';
import { accept, answer, refused } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { mfaStatusSchema, sessionListSchema } from '#common/schemas/auth';

// Profile → Two-factor sign-in (docs/decisions/015): one panel at a time — setting it up (the
// password, then the QR code and a first code, then the ten recovery codes shown once), new
// recovery codes, turning it off (password and code) — and, while Settings require it, an admin
// without it kept on Profile. The codes themselves are the API tests' (tests/api/auth-mfa-*.test.ts);
// a real authenticator, the download and the clipboard are the browser's (two-factor.spec.ts).

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
const card = () => screen.getByRole('region', { name: /Two-factor sign-in/ });
const NO_FAILURES = { failures: [], lock: null };

function open(
  status: { enabled: boolean; recovery_codes_left: number; required: boolean },
  second_factor: unknown = NO_FAILURES,
) {
  answer('/profile/mfa', status, mfaStatusSchema);
  answer('/profile/sessions', { data: [], second_factor }, sessionListSchema);
  return renderScreen(AdminProfileSection, { url: '/admin/profile' });
}

it('sets up two-factor: the password first, then the key and a code, then ten recovery codes once', async () => {
  const { user } = open({ enabled: false, recovery_codes_left: 0, required: false });
  expect(await within(card()).findByText('Off')).toBeVisible();
  await user.click(within(card()).getByRole('button', { name: 'Set up' }));

  refused('/profile/mfa/setup', 'post', { current_password: ['The current password is incorrect.'] });
  await user.type(within(card()).getByLabelText(/^Current Password/), 'Not-The-Password-1');
  await user.click(within(card()).getByRole('button', { name: 'Continue' }));
  expect(await within(card()).findByText('The current password is incorrect.')).toBeVisible();

  const setup = accept('post', '/profile/mfa/setup', {
    body: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      otpauth_url: 'otpauth://totp/Ironsite?secret=JBSWY3DPEHPK3PXP',
      qr_svg: '<svg/>',
    },
  });
  await user.click(within(card()).getByRole('button', { name: 'Continue' }));
  const qr = await within(card()).findByRole('img', { name: /QR code/ });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(within(card()).getByText(/JBSW\s?Y3DP/)).toBeVisible();
  expect(setup.bodies).toEqual([{ current_password: 'Not-The-Password-1' }]);

  refused('/profile/mfa/enable', 'post', { code: ['The code is not valid.'] });
  await user.type(within(card()).getByLabelText(/^Code from the app/), '000000');
  await user.click(within(card()).getByRole('button', { name: 'Turn on' }));
  expect(await within(card()).findByText('The code is not valid.')).toBeVisible();

  accept('post', '/profile/mfa/enable', { body: { recovery_codes: CODES } });
  answer('/profile/mfa', { enabled: true, recovery_codes_left: 10, required: false }, mfaStatusSchema);
  await user.click(within(card()).getByRole('button', { name: 'Turn on' }));
  const list = await within(card()).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(CODES);
  await user.click(within(card()).getByRole('button', { name: 'I have saved them' }));
  expect(within(card()).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  expect(await within(card()).findByText('Two-factor sign-in is on.')).toBeVisible();
  expect(within(card()).getByText('On')).toBeVisible();
  expect(within(card()).getByText('10 recovery codes left.')).toBeVisible();
});

it('new recovery codes take a code and are shown once; few left says to make new ones', async () => {
  const { user } = open({ enabled: true, recovery_codes_left: 2, required: false });
  expect(
    await within(card()).findByText('2 recovery codes left: make new ones before you run out.'),
  ).toBeVisible();
  await user.click(within(card()).getByRole('button', { name: 'New recovery codes' }));
  expect(within(card()).getByText('The codes you have now stop working.')).toBeVisible();
  const made = accept('post', '/profile/mfa/recovery-codes', { body: { recovery_codes: CODES } });
  await user.type(within(card()).getByLabelText(/^Code from the app/), '123456');
  await user.click(within(card()).getByRole('button', { name: 'Make new codes' }));
  const list = await within(card()).findByRole('list', { name: 'Recovery codes' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(made.bodies).toEqual([{ code: '123456' }]);
});

it('turning two-factor off asks for the password and a code', async () => {
  const { user } = open({ enabled: true, recovery_codes_left: 8, required: false });
  await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
  await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
  expect(await within(card()).findByText('Current password is required')).toBeVisible();
  expect(within(card()).getByText('Enter the code from your authenticator app')).toBeVisible();

  const off = accept('post', '/profile/mfa/disable');
  answer('/profile/mfa', { enabled: false, recovery_codes_left: 0, required: false }, mfaStatusSchema);
  await user.type(within(card()).getByLabelText(/^Current Password/), 'Old-Password-1');
  await user.type(within(card()).getByLabelText(/^Code from the app/), '123456');
  await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
  expect(await within(card()).findByText('Two-factor sign-in is off.')).toBeVisible();
  expect(await within(card()).findByText('Off')).toBeVisible();
  expect(off.bodies).toEqual([{ current_password: 'Old-Password-1', code: '123456' }]);
});

it('wrong codes that paused two-factor sign-in are told in plain words under the sessions', async () => {
  open(
    { enabled: true, recovery_codes_left: 10, required: false },
    {
      failures: [
        {
          ip: '127.0.0.1',
          count: 10,
          first_at: '2026-01-15T02:00:00.000Z',
          last_at: '2026-01-15T02:05:00.000Z',
        },
      ],
      lock: {
        locked_at: '2026-01-15T02:05:00.000Z',
        locked_until: '2099-01-15T02:20:00.000Z',
        active: true,
        ips: ['127.0.0.1'],
      },
    },
  );
  const sessions = screen.getByRole('region', { name: 'Signed-in sessions' });
  expect(await within(sessions).findByRole('heading', { name: 'Wrong two-factor codes' })).toBeVisible();
  expect(
    within(sessions).getByText(/paused until .*Whoever typed these codes knew your password/),
  ).toBeVisible();
  const lines = within(within(sessions).getByRole('list', { name: 'Wrong two-factor codes' })).getAllByRole(
    'listitem',
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toHaveTextContent(
    /^10 wrong two-factor codes from 127\.0\.0\.1 on .* — two-factor sign-in was locked until .*\.$/,
  );
});

function Gated() {
  const required = useTwoFactorRequired();
  return (
    <ProfileGate required={required} notice={TWO_FACTOR_NOTICE}>
      <p>The section</p>
    </ProfileGate>
  );
}

it('while two-factor is required, an admin without it is sent to Profile with a notice', async () => {
  answer('/profile/mfa', { enabled: false, recovery_codes_left: 0, required: true }, mfaStatusSchema);
  const { location } = renderScreen(Gated, { url: '/admin/brands', path: '/admin/*' });
  await waitFor(() => expect(location().pathname).toBe('/admin/profile'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Set up two-factor sign-in first.');
});

it('with two-factor required, the card says so', async () => {
  open({ enabled: false, recovery_codes_left: 0, required: true });
  expect(await within(card()).findByText('Required for every admin account on this site.')).toBeVisible();
  expect(within(card()).getByRole('button', { name: 'Set up' })).toBeVisible();
});
