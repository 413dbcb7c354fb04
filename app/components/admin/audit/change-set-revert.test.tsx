import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import AdminActivitySection from '#app/routes/admin/activity';
import { errorBody } from '#app/test/api';
import { auditEntry, serveTrail } from '#app/test/audit';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import { bulkResultSchema } from '#common/schemas/bulk';

// A bulk action's entries on the Activity page (docs/product.md §26, "Bulk actions and undo"): "Revert change set" on each,
// asked first, reverting the whole set; a refusal names each field with both values. A role that
// may not change the records sees no button.

const SET = '0b9c6a52-1d1f-4a43-9a43-6b1d4e7f9a10';
const bulkEntries = () => [
  auditEntry(2, {
    action: 'bulk',
    entity_id: '12',
    change_set_id: SET,
    changes: { is_active: { from: true, to: false } },
  }),
  auditEntry(1, {
    action: 'bulk',
    entity_id: '11',
    change_set_id: SET,
    changes: { is_active: { from: true, to: false } },
  }),
];

it('reverts the whole change set after asking, and says so', async () => {
  serveTrail(bulkEntries());
  const asked: string[] = [];
  server.use(
    http.post('/api/admin/audit/change-sets/:id/revert', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(
        bulkResultSchema.parse({
          success: true,
          message: 'Change set reverted.',
          change_set_id: SET,
          count: 2,
          changed: 2,
        }),
      );
    }),
  );
  const { user } = renderScreen(AdminActivitySection, { url: '/admin/activity', role: 'editor' });
  const buttons = await screen.findAllByRole('button', { name: 'Revert change set' });
  expect(buttons).toHaveLength(2);
  expect(within(screen.getByRole('region', { name: 'Activity' })).getAllByText('Bulk change')).toHaveLength(
    2,
  );
  await user.click(buttons[0]);
  const confirm = await screen.findByRole('alertdialog', { name: 'Revert this change set?' });
  await user.click(within(confirm).getByRole('button', { name: 'Revert change set' }));
  expect(await screen.findByText('Change set reverted.')).toBeVisible();
  expect(asked).toEqual([SET]);
});

it('a conflict says both values and reverts nothing', async () => {
  serveTrail(bulkEntries());
  server.use(
    http.post('/api/admin/audit/change-sets/:id/revert', () =>
      HttpResponse.json(
        {
          ...errorBody('Changed since this change set: brand 12: is_active. Nothing was reverted.'),
          errors: { 'brand 12: is_active': ['It is now true; this change set it to false.'] },
        },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderScreen(AdminActivitySection, { url: '/admin/activity', role: 'editor' });
  await user.click((await screen.findAllByRole('button', { name: 'Revert change set' }))[0]);
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert change set' }),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was reverted.');
  expect(alert).toHaveTextContent('It is now true; this change set it to false.');
});

it('a viewer sees the bulk entries without the button', async () => {
  serveTrail(bulkEntries());
  renderScreen(AdminActivitySection, { url: '/admin/activity', role: 'viewer' });
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Activity' })).getAllByText('Bulk change')).toHaveLength(
      2,
    ),
  );
  expect(screen.queryByRole('button', { name: 'Revert change set' })).toBeNull();
});
