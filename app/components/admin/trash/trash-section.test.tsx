import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminTrashSection from '#app/routes/admin/trash';
import { accept, errorBody, savedBody, serveList } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { type TrashItem, trashListSchema } from '#common/schemas/trash';

// The Trash page (docs/product.md §26, decision 061): its states, the controls each role gets, and
// what a restore or a purge answers. What the server restores and refuses is tests/api/trash.test.ts's.

const item = (id: number, over: Partial<TrashItem> = {}): TrashItem => ({
  id,
  entity: 'variant',
  entity_id: 40 + id,
  name: `ZL50G ${id}`,
  deleted_at: '2026-12-01T02:00:00.000Z',
  deleted_by: { id: 3, name: 'Eve Editor' },
  purge_at: '2026-12-31T02:00:00.000Z',
  ...over,
});
const serve = (rows: TrashItem[]) =>
  serveList('/admin/trash', rows, { text: (row) => row.name, schema: trashListSchema });

it('says it is loading, then lists what was deleted, by whom and until when', async () => {
  const list = serve([item(1), item(2, { entity: 'news', name: 'New loaders', deleted_by: null })]);
  const release = list.hold();
  renderScreen(AdminTrashSection, { url: '/admin/trash' });
  expect(await screen.findByText('Loading the trash...')).toBeVisible();
  release();
  const row = (await screen.findByText('New loaders')).closest('tr')!;
  expect(row).toHaveTextContent('News article');
  expect(row).toHaveTextContent('by System');
  expect(screen.getByText('ZL50G 1').closest('tr')).toHaveTextContent('by Eve Editor');
  expect(screen.getByText('ZL50G 1').closest('tr')).toHaveTextContent('Dec 31, 2026');
});

it('an empty trash says so; a failed fetch says why and retries', async () => {
  const list = serve([]);
  list.failWith(500, 'Database unavailable');
  const { user } = renderScreen(AdminTrashSection, { url: '/admin/trash' });
  expect(await screen.findByText(/Failed to fetch the trash/)).toBeVisible();
  list.recover();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The trash is empty.')).toBeVisible();
});

it('the kind filter asks the server for that kind only, from page 1', async () => {
  const list = serve([item(1)]);
  const { user } = renderScreen(AdminTrashSection, { url: '/admin/trash' });
  await screen.findByText('ZL50G 1');
  await user.selectOptions(screen.getByLabelText('Show'), 'brands');
  await screen.findByText('ZL50G 1');
  const last = list.requests.at(-1)!;
  expect(last.searchParams.get('entity')).toBe('brand');
  expect(last.searchParams.get('page')).toBe('1');
});

it.each([
  ['admin', true, true],
  ['editor', true, false],
  ['viewer', false, false],
] as const)('%s: Restore %s, Delete now %s', async (role, restore, purge) => {
  serve([item(1)]);
  renderScreen(AdminTrashSection, { url: '/admin/trash', role });
  const row = (await screen.findByText('ZL50G 1')).closest('tr')!;
  expect(within(row).queryByRole('button', { name: 'Restore ZL50G 1' }) !== null).toBe(restore);
  expect(within(row).queryByRole('button', { name: 'Delete ZL50G 1 now' }) !== null).toBe(purge);
});

it("a restore says it is back; a refused one shows the server's reason", async () => {
  serve([item(1), item(2, { entity: 'product', name: 'L120H' })]);
  const done = accept('post', '/admin/trash/1/restore', {
    body: savedBody('Restored from the trash.', { entity: 'variant', id: 41 }),
  });
  const message = 'Its category "Loaders" is in the trash. Restore the category first. Nothing was restored.';
  accept('post', '/admin/trash/2/restore', { status: 409, body: errorBody(message) });
  const { user } = renderScreen(AdminTrashSection, { url: '/admin/trash' });
  await user.click(await screen.findByRole('button', { name: 'Restore ZL50G 1' }));
  expect(await screen.findByText('ZL50G 1 is back.')).toBeVisible();
  expect(done.bodies).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Restore L120H' }));
  expect(await screen.findByText(message)).toBeVisible();
});

it('Delete now asks first; cancelling sends nothing', async () => {
  serve([item(1)]);
  const purge = accept('delete', '/admin/trash/1', { status: 204, body: null });
  const { user } = renderScreen(AdminTrashSection, { url: '/admin/trash' });
  await user.click(await screen.findByRole('button', { name: 'Delete ZL50G 1 now' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Delete ZL50G 1 for good?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(purge.bodies).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete ZL50G 1 now' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete now' }),
  );
  expect(await screen.findByText('ZL50G 1 is deleted for good.')).toBeVisible();
  expect(purge.bodies).toHaveLength(1);
});
