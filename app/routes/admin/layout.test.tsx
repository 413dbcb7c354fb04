import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, type Location, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PasswordForm } from '#app/components/admin/profile/password-form';
import { saveSession } from '#app/lib/session';
import { accept, answer } from '#app/test/api';
import { signedInUser } from '#app/test/records';
import { meResponseSchema, mfaStatusSchema } from '#common/schemas/auth';
import { leadCountsSchema } from '#common/schemas/leads';
import AdminLayout from './layout';
import AdminNotFound from './not-found';

// The admin frame around every section (docs/product.md §4): the original client's
// /admin?section=… addresses and unknown admin paths lead to a section, and the user menu in the
// header offers My Profile and Logout, and a temporary password an admin set keeps the account on
// My Profile until it is changed (§23). The layout is rendered as app/routes.ts nests it, with
// stand-ins for the sections (each section's screen has its own tests) and Profile's password form.

const me = signedInUser(1, 'admin', 'Dana Admin');

function openAdmin(url: string, password_change_required = false) {
  saveSession({ user: me, token: 'test-token-admin' });
  // What the shell asks for around any section: the session check, the new-inquiry badge, two-factor.
  answer(
    '/me',
    { user: me, password_change_required, mail: { enabled: true, public_url_set: true } },
    meResponseSchema,
  );
  answer('/admin/leads/counts', { new: 0, contacted: 0, closed: 0, spam: 0, total: 0 }, leadCountsSchema);
  answer('/profile/mfa', { enabled: false, recovery_codes_left: 0, required: false }, mfaStatusSchema);
  let location: Location | undefined;
  function Frame() {
    location = useLocation();
    return <Outlet />;
  }
  const section = (name: string) => () => <p>{name} section</p>;
  const Stub = createRoutesStub([
    {
      Component: Frame,
      children: [
        {
          path: '/admin',
          Component: AdminLayout,
          children: [
            { index: true, Component: section('Dashboard') },
            { path: 'variants', Component: section('Variants') },
            {
              path: 'profile',
              Component: () => (
                <>
                  <p>Profile section</p>
                  <PasswordForm email={me.email} />
                </>
              ),
            },
            { path: '*', Component: AdminNotFound },
          ],
        },
        { path: '*', Component: () => null },
      ],
    },
  ]);
  const user = userEvent.setup();
  render(<Stub initialEntries={[url]} />);
  return {
    user,
    where: () => `${location?.pathname}${location?.search}`,
  };
}

describe('the admin shell', () => {
  it('leads the old ?section= address to the section’s own address', async () => {
    const { where } = openAdmin('/admin?section=variants');
    expect(await screen.findByText('Variants section')).toBeInTheDocument();
    expect(where()).toBe('/admin/variants');
  });

  it('leads an unknown admin path to the dashboard', async () => {
    const { where } = openAdmin('/admin/no-such-section');
    expect(await screen.findByText('Dashboard section')).toBeInTheDocument();
    expect(where()).toBe('/admin');
  });

  it('shows the dashboard for a ?section= it does not know', async () => {
    const { where } = openAdmin('/admin?section=no-such-section');
    expect(await screen.findByText('Dashboard section')).toBeInTheDocument();
    expect(where()).toBe('/admin?section=no-such-section');
  });

  it('opens My Profile from the user menu, which also offers Logout', async () => {
    const { user, where } = openAdmin('/admin');
    await screen.findByText('Dashboard section');
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'My Profile' }));
    expect(await screen.findByText('Profile section')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/admin/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out from the user menu: the token is revoked and forgotten, and /login opens', async () => {
    const revoked = accept('post', '/logout');
    const { user, where } = openAdmin('/admin');
    await screen.findByText('Dashboard section');
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(revoked.bodies).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps an account with a temporary password on My Profile, with a notice, until it changes it', async () => {
    const { user, where } = openAdmin('/admin/variants', true);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Change your password first.');
    expect(within(notice).getByRole('link', { name: 'Go to Change Password' })).toHaveAttribute(
      'href',
      '#password-heading',
    );
    await waitFor(() => expect(where()).toBe('/admin/profile'));
    expect(screen.queryByText('Variants section')).toBeNull();

    const changed = accept('put', '/profile/password', {
      body: { message: 'Password updated successfully!' },
    });
    answer(
      '/me',
      { user: me, password_change_required: false, mail: { enabled: true, public_url_set: true } },
      meResponseSchema,
    );
    const form = await screen.findByRole('region', { name: 'Change Password' });
    await user.type(within(form).getByLabelText(/^Current Password/), 'Temp-Password-1');
    await user.type(within(form).getByLabelText(/^New Password/), 'Loader-Bucket-7391');
    await user.type(within(form).getByLabelText(/^Confirm New Password/), 'Loader-Bucket-7391');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.queryByText('Change your password first.')).toBeNull());
    expect(changed.bodies).toHaveLength(1);
    await user.click(screen.getAllByRole('link', { name: /Variants/ })[0]!);
    expect(await screen.findByText('Variants section')).toBeInTheDocument();
  });
});
