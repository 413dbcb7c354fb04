import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { listSection, openSection } from '#app/test/list-sections';
import { staffUser } from '#app/test/records';
import { columnHeaders, rowOf } from '#app/test/table';

// User Management's list (docs/product.md §4, §23): every account with role, status, two-factor,
// last activity and ID; the signed-in person's row says "(you)" and offers no way to lock
// themselves out; a manager reads the same list without any action.

const users = listSection('Users');
// The signed-in staff member is account 1 (app/test/render.tsx).
const me = staffUser(1, { name: 'Ana Admin', role: 'admin', two_factor: false, last_active_at: null });
const others = [
  staffUser(2, { name: 'Lorna Editor', role: 'editor' }),
  staffUser(3, { name: 'Imelda Invited', role: 'sales', invitation_pending: true }),
];

it('lists every account with role, status, two-factor, last activity and ID; the own row says (you)', async () => {
  const { user } = openSection(users, [me, ...others], { role: 'admin' });
  await waitFor(() => rowOf('Ana Admin'));
  expect(columnHeaders()).toEqual(['User', 'Role', 'Status', 'Two-factor', 'Last active', 'ID', 'Actions']);
  expect(screen.getByText('3 accounts')).toBeVisible();

  const mine = within(rowOf('Ana Admin')).getAllByRole('cell');
  expect(mine[0]).toHaveTextContent('Ana Admin (you)');
  expect(mine.slice(1, 6).map((cell) => cell.textContent)).toEqual([
    'Admin',
    'Active',
    'Two-factor Off',
    'Not yet',
    '1',
  ]);

  const lorna = within(rowOf('Lorna Editor')).getAllByRole('cell');
  expect(lorna[0]).not.toHaveTextContent('(you)');
  expect(lorna[1]).toHaveTextContent(/^Editor$/);
  expect(within(rowOf('Imelda Invited')).getAllByRole('cell')[4]).toHaveTextContent(/^Invitation sent$/);

  // The own row offers no way to lock oneself out.
  await user.click(within(rowOf('Ana Admin')).getByRole('button', { name: 'Manage Ana Admin' }));
  expect(await screen.findByRole('menuitem', { name: 'Change role…' })).toBeVisible();
  expect(screen.queryByRole('menuitem', { name: 'Deactivate…' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Delete…' })).toBeNull();
  await user.keyboard('{Escape}');
  await user.click(within(rowOf('Lorna Editor')).getByRole('button', { name: 'Manage Lorna Editor' }));
  expect(await screen.findByRole('menuitem', { name: 'Deactivate…' })).toBeVisible();
  expect(screen.getByRole('menuitem', { name: 'Delete…' })).toBeVisible();
});

it('a manager reads the list without Add user, row menus or the Actions column', async () => {
  openSection(users, [staffUser(1, { name: 'Celia Manager', role: 'manager' }), ...others], {
    role: 'manager',
  });
  await waitFor(() => rowOf('Celia Manager'));
  expect(within(rowOf('Celia Manager')).getAllByRole('cell')[0]).toHaveTextContent('Celia Manager (you)');
  expect(within(rowOf('Celia Manager')).getAllByRole('cell')[1]).toHaveTextContent(/^Sales manager$/);
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Manage/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
});
