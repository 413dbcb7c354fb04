import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { staffUser } from '#app/test/records';
import { rowOf } from '#app/test/table';
import { usersResponseSchema } from '#common/schemas/users';

// Away in Users (docs/product.md §24): an admin marks a sales rep away (holiday, sick leave) and back
// from the row menu; the row says Away meanwhile, and the menu offers only the way back. Routing
// around an away person is tests/api/lead-desk-rules.test.ts's.

const users = listSection('Users');
const maricel = staffUser(6, { name: 'Maricel Bautista', email: 'maricel@example.com', role: 'sales' });
/** PATCH /admin/users/:id answers the user as the list does (the route's own record). */
const saved = (o: Partial<typeof maricel>) => ({
  success: true,
  data: usersResponseSchema.shape.data.element.parse({ ...maricel, ...o }),
});

const status = (text: string) =>
  screen.findByText((_, el) => el?.getAttribute('role') === 'status' && !!el.textContent?.includes(text));

const awayBadges = () => within(rowOf('Maricel Bautista')).queryAllByText('Away', { exact: true });

it('an admin marks a sales rep away and back: PATCH away on and off, the row shows it, the menu offers the other', async () => {
  const { user, list } = openSection(users, [maricel], { role: 'admin' });
  const manage = async () =>
    user.click(
      within(await waitFor(() => rowOf('Maricel Bautista'))).getByRole('button', { name: /^Manage/ }),
    );
  expect(await waitFor(() => rowOf('Maricel Bautista'))).toBeVisible();
  expect(awayBadges()).toHaveLength(0);

  const patch = accept('patch', '/admin/users/6', { body: saved({ away: true }) });
  list.rows[0] = saved({ away: true }).data;
  await manage();
  await user.click(await screen.findByRole('menuitem', { name: /^Mark as away/ }));
  expect(await status('Maricel Bautista is away')).toBeVisible();
  await waitFor(() => expect(awayBadges().length).toBeGreaterThan(0));
  expect(patch.bodies).toEqual([{ away: true }]);

  await manage();
  expect(await screen.findByRole('menuitem', { name: /^Mark as back/ })).toBeVisible();
  expect(screen.queryByRole('menuitem', { name: /^Mark as away/ })).toBeNull();
  const back = accept('patch', '/admin/users/6', { body: saved({ away: false }) });
  list.rows[0] = maricel;
  await user.click(screen.getByRole('menuitem', { name: /^Mark as back/ }));
  expect(await status('Maricel Bautista is back')).toBeVisible();
  await waitFor(() => expect(awayBadges()).toHaveLength(0));
  expect(back.bodies).toEqual([{ away: false }]);
});
