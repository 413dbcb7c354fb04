import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, savedBody, serveUploadTarget } from '#app/test/api';
import { auditEntry, serveTrail } from '#app/test/audit';
import { listSection, openSection } from '#app/test/list-sections';
import { brand } from '#app/test/records';
import { rowOf } from '#app/test/table';

// A record's History tab (docs/product.md §26): beside the form of an existing record, its own
// entries with their changes in words, Revert for a role that may change it, and a link to the
// Activity page; the form keeps what was typed while the History is looked at.

const brands = listSection('Brands');
const editor = () => screen.getByRole('dialog');

function openBrand(role: 'editor' | 'viewer' = 'editor') {
  serveUploadTarget();
  const trail = serveTrail([
    auditEntry(3, {
      entity_id: '1',
      changes: { description: { from: 'Old text', to: 'Machines of brand 1' } },
    }),
    auditEntry(2, { entity_id: '1', action: 'create', changes: { name: { from: null, to: 'Brand 1' } } }),
    auditEntry(1, { entity_id: '2' }),
  ]);
  const view = openSection(brands, [brand(1)], { role });
  return { ...view, trail };
}

it('an existing brand’s editor has Details and History; History lists its own changes', async () => {
  const { user, trail } = openBrand();
  await user.click(within(await waitFor(() => rowOf('Brand 1'))).getByRole('button', { name: /Edit/ }));
  const name = within(editor()).getByLabelText(/^Name/);
  await user.type(name, ' Heavy');
  expect(trail.requests).toHaveLength(0);
  await user.click(within(editor()).getByRole('tab', { name: 'History' }));
  const history = await within(editor()).findByRole('region', { name: 'History' });
  await waitFor(() => expect(within(history).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
  expect(trail.requests[0].searchParams.get('entity')).toBe('brand');
  expect(trail.requests[0].searchParams.get('entity_id')).toBe('1');
  expect(history).toHaveTextContent('Description');
  expect(history).toHaveTextContent('Created');
  expect(within(editor()).getByRole('link', { name: 'Open on the Activity page' })).toHaveAttribute(
    'href',
    '/admin/activity?entity=brand&entity_id=1',
  );
  // Back on Details, what was typed is still there.
  await user.click(within(editor()).getByRole('tab', { name: 'Details' }));
  expect(within(editor()).getByLabelText(/^Name/)).toHaveValue('Brand 1 Heavy');
});

it('a revert from the History closes the editor and the section says it', async () => {
  const { user } = openBrand();
  const posted = accept('post', '/admin/audit/3/revert', {
    body: savedBody('Change reverted.', auditEntry(4, { entity_id: '1', action: 'revert', revert_of: 3 })),
  });
  await user.click(within(await waitFor(() => rowOf('Brand 1'))).getByRole('button', { name: /Edit/ }));
  await user.click(within(editor()).getByRole('tab', { name: 'History' }));
  await user.click(await within(editor()).findByRole('button', { name: /^Revert this change/ }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
  expect(await screen.findByText('Change reverted.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posted.bodies).toHaveLength(1);
});

it('a viewer reads the History without Revert; a new brand has no History', async () => {
  const { user } = openBrand('viewer');
  await user.click(within(await waitFor(() => rowOf('Brand 1'))).getByRole('button', { name: /View/ }));
  await user.click(within(editor()).getByRole('tab', { name: 'History' }));
  const history = await within(editor()).findByRole('region', { name: 'History' });
  await waitFor(() => expect(history).toHaveTextContent('Description'));
  expect(within(history).queryByRole('button', { name: /^Revert/ })).toBeNull();
});

it('adding a brand shows the form alone', async () => {
  const { user } = openBrand();
  await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  expect(within(editor()).queryByRole('tab')).toBeNull();
});
