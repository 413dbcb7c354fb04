import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, answer, fail, refused } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { signedInUser, staffUser } from '#app/test/records';
import { rowOf } from '#app/test/table';

// Users (docs/product.md §23): adding a staff member by invitation, and the row menu's role change,
// deactivation, password and two-factor resets and delete, each asked first where it cannot be undone and told
// in the status line. What the server does with them (sessions ended, who may do what) is
// tests/api/users-admin.test.ts's; a person signing in afterwards is the browser's (users.spec.ts).

const users = listSection('Users');
const nestor = staffUser(5, {
  name: 'Nestor Cruz',
  email: 'nestor@example.com',
  role: 'viewer',
  two_factor: true,
});

/** The server's mail settings, as /api/me tells them (decision 052): on unless said otherwise. */
function open({ mail = true } = {}) {
  answer('/me', { user: signedInUser(1, 'admin'), mail: { enabled: mail, public_url_set: mail } });
  return openSection(users, [nestor], { role: 'admin' });
}

async function choose(user: ReturnType<typeof open>['user'], name: string, item: string) {
  await user.click(within(await waitFor(() => rowOf(name))).getByRole('button', { name: /^Manage/ }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const status = (text: string) =>
  screen.findByText((_, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.includes(text));

it('adds a staff member by invitation: every field’s problem first, then the row says so', async () => {
  const { user, list } = open();
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  const dialog = screen.getByRole('dialog', { name: 'Add user' });
  await user.click(within(dialog).getByLabelText('Set a temporary password'));
  expect(within(dialog).getByRole('textbox', { name: /Temporary password/ })).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
  for (const problem of ['Name is required', 'Email is required', 'Choose a role', 'Password is required'])
    expect(await within(dialog).findByText(problem)).toBeVisible();

  await user.click(within(dialog).getByLabelText('Send an invitation e-mail'));
  const jomar = staffUser(9, { name: 'Jomar Reyes', email: 'jomar@example.com', invitation_pending: true });
  const created = accept('post', '/admin/users', { status: 201, body: { success: true, data: jomar } });
  await user.type(within(dialog).getByLabelText(/^Name/), 'Jomar Reyes');
  await user.type(within(dialog).getByLabelText(/^Email/), 'jomar@example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Editor' }));
  list.rows.push(jomar);
  await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
  expect(await status('An invitation is on its way to jomar@example.com.')).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull();
  expect(created.bodies).toEqual([
    expect.objectContaining({ name: 'Jomar Reyes', email: 'jomar@example.com', role: 'editor' }),
  ]);
  await waitFor(() => expect(rowOf('Jomar Reyes')).toHaveTextContent('Invitation sent'));
});

it('without e-mail on the server, Add user says so and starts on a temporary password', async () => {
  const { user, list } = open({ mail: false });
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  const dialog = screen.getByRole('dialog', { name: 'Add user' });
  await waitFor(() => expect(within(dialog).getByLabelText('Set a temporary password')).toBeChecked());
  expect(within(dialog).getByRole('note')).toHaveTextContent(
    'E-mail is off on this server (SMTP_URL is not set): an invitation cannot be sent.',
  );
  expect(within(dialog).getByLabelText('Send an invitation e-mail')).not.toBeChecked();
  const ana = staffUser(10, { name: 'Ana Reyes', email: 'ana@example.com' });
  const created = accept('post', '/admin/users', { status: 201, body: { success: true, data: ana } });
  await user.type(within(dialog).getByLabelText(/^Name/), 'Ana Reyes');
  await user.type(within(dialog).getByLabelText(/^Email/), 'ana@example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Editor' }));
  await user.type(within(dialog).getByRole('textbox', { name: /Temporary password/ }), 'Gr8-Excavator!');
  list.rows.push(ana);
  await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
  expect(await status('Ana Reyes was added with a temporary password.')).toBeVisible();
  expect(created.bodies).toEqual([expect.objectContaining({ password: 'Gr8-Excavator!' })]);
});

it('changes a role from the row menu, the current one chosen and focused', async () => {
  const { user, list } = open();
  await choose(user, 'Nestor Cruz', 'Change role…');
  const dialog = screen.getByRole('dialog', { name: 'Change role of Nestor Cruz' });
  expect(within(dialog).getByRole('radio', { name: 'Viewer' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Viewer' })).toHaveFocus();
  expect(dialog).toHaveTextContent('A new role signs Nestor Cruz out everywhere');
  const changed = accept('patch', '/admin/users/5', {
    body: { success: true, data: { ...nestor, role: 'manager' } },
  });
  list.rows[0] = { ...nestor, role: 'manager' };
  await user.click(within(dialog).getByRole('radio', { name: 'Sales manager' }));
  await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
  expect(await status('Nestor Cruz is now Sales manager.')).toBeVisible();
  expect(changed.bodies).toEqual([{ role: 'manager' }]);
  await waitFor(() => expect(rowOf('Nestor Cruz')).toHaveTextContent('Sales manager'));
});

it('deactivating asks first and says the person was signed out; reactivating says they can sign in', async () => {
  const { user, list } = open();
  await choose(user, 'Nestor Cruz', 'Deactivate…');
  const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Nestor Cruz?' });
  expect(confirm).toHaveTextContent('signed out everywhere at once');
  const change = accept('patch', '/admin/users/5', { body: { success: true, data: nestor } });
  list.rows[0] = { ...nestor, active: false };
  await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
  expect(await status('Nestor Cruz was deactivated and signed out.')).toBeVisible();
  await waitFor(() => expect(rowOf('Nestor Cruz')).toHaveAttribute('data-deactivated'));
  expect(rowOf('Nestor Cruz')).toHaveTextContent('Deactivated');

  list.rows[0] = nestor;
  await choose(user, 'Nestor Cruz', 'Reactivate');
  expect(await status('Nestor Cruz can sign in again.')).toBeVisible();
  await waitFor(() => expect(rowOf('Nestor Cruz')).not.toHaveAttribute('data-deactivated'));
  expect(change.bodies).toEqual([{ active: false }, { active: true }]);
});

it('resets a lost two-factor after asking; the menu then offers no reset', async () => {
  const { user, list } = open();
  await choose(user, 'Nestor Cruz', 'Reset two-factor…');
  const reset = screen.getByRole('alertdialog', { name: 'Reset two-factor for Nestor Cruz?' });
  accept('post', '/admin/users/5/reset-two-factor');
  list.rows[0] = { ...nestor, two_factor: false };
  await user.click(within(reset).getByRole('button', { name: 'Reset two-factor' }));
  expect(await status('Two-factor sign-in was reset for Nestor Cruz.')).toBeVisible();
  await waitFor(() => expect(within(rowOf('Nestor Cruz')).getAllByRole('cell')[3]).toHaveTextContent('Off'));
  await user.click(within(rowOf('Nestor Cruz')).getByRole('button', { name: /^Manage/ }));
  expect(await screen.findByRole('menuitem', { name: 'Deactivate…' })).toBeVisible();
  expect(screen.queryByRole('menuitem', { name: 'Reset two-factor…' })).toBeNull();
});

it('resets a password to a temporary one: the server’s refusal under the field, then the status line', async () => {
  const { user } = open();
  await choose(user, 'Nestor Cruz', 'Reset password…');
  const dialog = screen.getByRole('dialog', { name: 'Reset password of Nestor Cruz' });
  expect(dialog).toHaveTextContent('the back office opens on My Profile until they choose their own');
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeVisible();

  const common = 'This password is too common. Please choose another one.';
  refused('/admin/users/5/password', 'post', { password: [common] });
  const field = within(dialog).getByRole('textbox', { name: /Temporary password/ });
  await user.type(field, 'password123');
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(await within(dialog).findByText(common)).toBeVisible();

  const reset = accept('post', '/admin/users/5/password', { status: 204, body: null });
  await user.clear(field);
  await user.type(field, 'Temp-Loader-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(
    await status('Nestor Cruz has a temporary password and must change it at the next sign-in.'),
  ).toBeVisible();
  expect(reset.bodies).toEqual([{ password: 'Temp-Loader-2026' }]);
  expect(screen.queryByRole('dialog', { name: 'Reset password of Nestor Cruz' })).toBeNull();
});

it('offers no password reset on the admin’s own row: that is Profile’s', async () => {
  const { user } = openSection(users, [staffUser(1, { name: 'Dana Admin', role: 'admin' })], {
    role: 'admin',
  });
  await user.click(within(await waitFor(() => rowOf('Dana Admin'))).getByRole('button', { name: /^Manage/ }));
  expect(await screen.findByRole('menuitem', { name: 'Change role…' })).toBeVisible();
  expect(screen.queryByRole('menuitem', { name: 'Reset password…' })).toBeNull();
});

it('a refused delete says why in Delete Failed and keeps the row; a delete removes it', async () => {
  const { user, list } = open();
  const kept =
    'This account has history (assigned leads, lead changes or records of opened personal data): deactivate it instead.';
  fail('/admin/users/5', 409, kept, 'delete');
  await choose(user, 'Nestor Cruz', 'Delete…');
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete Nestor Cruz?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  const failed = await screen.findByRole('alertdialog', { name: 'Delete Failed' });
  expect(failed).toHaveTextContent(kept);
  await user.click(within(failed).getByRole('button', { name: 'OK' }));
  expect(rowOf('Nestor Cruz')).toBeVisible();

  accept('delete', '/admin/users/5');
  list.rows.splice(0);
  await choose(user, 'Nestor Cruz', 'Delete…');
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete Nestor Cruz?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await status('Nestor Cruz was deleted.')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Nestor Cruz')).toBeNull());
});
