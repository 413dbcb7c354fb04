import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminProfileSection from '#app/routes/admin/profile';
import { accept, answer, refused } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { mfaStatusSchema, sessionListSchema } from '#common/schemas/auth';

// My Profile (docs/product.md §4, §5, §6): the account read-only, and the change-password form with
// the product's rules before anything is sent, the server's messages, and Updating... while it runs.

const NEW_PASSWORD = 'Loader-Bucket-7391';

function open() {
  answer('/profile/mfa', { enabled: false, recovery_codes_left: 0, required: false }, mfaStatusSchema);
  answer('/profile/sessions', { data: [], second_factor: { failures: [], lock: null } }, sessionListSchema);
  return renderScreen(AdminProfileSection, { url: '/admin/profile', role: 'admin' });
}

const form = () => screen.getByRole('region', { name: 'Change Password' });
const submit = () => within(form()).getByRole('button', { name: 'Update Password' });

async function fill(user: ReturnType<typeof open>['user'], current: string, password: string, again: string) {
  await user.type(within(form()).getByLabelText(/^Current Password/), current);
  await user.type(within(form()).getByLabelText(/^New Password/), password);
  await user.type(within(form()).getByLabelText(/^Confirm New Password/), again);
}

it('shows name, email, role and user id, read-only', async () => {
  const { me } = open();
  const details = screen.getByRole('region', { name: 'Account Information' });
  const pairs = within(details)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(pairs).toEqual(
    expect.arrayContaining([
      ['Name', me?.name],
      ['Email', me?.email],
      ['Role', 'Admin'],
      ['User ID', String(me?.id)],
    ]),
  );
  expect(within(details).queryByRole('textbox')).toBeNull();
});

it('the form checks the product’s password rules before sending', async () => {
  const { user } = open();
  const sent = accept('put', '/profile/password');
  await user.click(submit());
  expect(await within(form()).findByText('Current password is required')).toBeVisible();
  expect(within(form()).getByText('Password must be at least 8 characters long')).toBeVisible();

  await fill(user, 'anything', 'short', 'short');
  await user.click(submit());
  expect(await within(form()).findByText('Password must be at least 8 characters long')).toBeVisible();
  expect(within(form()).getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');

  await user.clear(within(form()).getByLabelText(/^New Password/));
  await user.clear(within(form()).getByLabelText(/^Confirm New Password/));
  await user.type(within(form()).getByLabelText(/^New Password/), NEW_PASSWORD);
  await user.type(within(form()).getByLabelText(/^Confirm New Password/), 'Loader-Bucket-7392');
  await user.click(submit());
  expect(await within(form()).findByText('New passwords do not match')).toBeVisible();
  expect(within(form()).queryByText('Password must be at least 8 characters long')).toBeNull();
  expect(sent.bodies).toEqual([]);
});

it('a wrong current password shows the server’s message on the field, and focuses it', async () => {
  const { user } = open();
  refused('/profile/password', 'put', { current_password: ['The current password is incorrect.'] });
  await fill(user, 'Not-The-Password-1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(submit());
  expect(await within(form()).findByText('The current password is incorrect.')).toBeVisible();
  expect(within(form()).getByLabelText(/^Current Password/)).toHaveFocus();
});

it('a failure without a reason reads Failed to update password; Updating... while it runs', async () => {
  const { user } = open();
  const failing = accept('put', '/profile/password', { status: 500, body: {} });
  const release = failing.hold();
  await fill(user, 'Old-Password-1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(submit());
  expect(await within(form()).findByRole('button', { name: 'Updating...' })).toBeDisabled();
  release();
  expect(await within(form()).findByText('Failed to update password')).toBeVisible();
  expect(submit()).toBeEnabled();
  expect(failing.bodies).toEqual([
    { current_password: 'Old-Password-1', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  ]);
});

it('a changed password says so and empties the form', async () => {
  const { user } = open();
  accept('put', '/profile/password', { body: { success: true, message: 'Password updated successfully' } });
  await fill(user, 'Old-Password-1', NEW_PASSWORD, NEW_PASSWORD);
  await user.click(submit());
  expect(await within(form()).findByText(/Password updated successfully/)).toBeVisible();
  expect(within(form()).getByLabelText(/^Current Password/)).toHaveValue('');
});
