import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, serveList } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import * as make from '#app/test/records';
import { server } from '#app/test/server';
import { rowOf, showing } from '#app/test/table';
import { BULK_ACTIONS, type BulkResource, bulkResultSchema } from '#common/schemas/bulk';
import { adminCategorySchema } from '#common/schemas/category';
import { paginatedSchema } from '#common/schemas/pagination';

// Bulk selection in the list sections (docs/product.md §26, "Bulk actions and undo"): none, some, all on the page, all
// that match; the action bar's actions per list, disabled while one runs; a refusal naming the
// rows; and the Undo after success, which reverts the change set.

const CHANGE_SET = '0b9c6a52-1d1f-4a43-9a43-6b1d4e7f9a10';
const done = (message: string, changed = 2) =>
  HttpResponse.json(
    bulkResultSchema.parse({ success: true, message, change_set_id: CHANGE_SET, count: 2, changed }),
  );

/** Answers POST /api/admin/{resource}/bulk; the bodies asked, and a gate that holds the answer. */
function serveBulk(resource: string, answer = () => done('Deactivate: 2 records.')) {
  const asked: unknown[] = [];
  let release: () => void = () => {};
  const held = { on: false };
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`/api/admin/${resource}/bulk`, async ({ request }) => {
      asked.push(await request.json());
      if (held.on) await gate;
      return answer();
    }),
  );
  return { asked, hold: () => (held.on = true), release: () => release() };
}

const brands = listSection('Brands');
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all brands on this page' });
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });

describe('bulk selection', () => {
  it('none: no bar and nothing ticked; some: the count and a mixed page box', async () => {
    const { user, label } = openSection(brands, 3);
    await waitFor(() => rowOf(label(1)));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(pageBox()).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: `Select ${label(1)}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${label(3)}` }));
    expect(bar()).toHaveTextContent('2 brands selected');
    expect(pageBox()).toHaveAttribute('aria-checked', 'mixed');
    expect((pageBox() as HTMLInputElement).indeterminate).toBe(true);
    expect(within(bar()).queryByRole('button', { name: /Select all/ })).toBeNull();
    for (const action of ['Activate', 'Deactivate', 'Delete'])
      expect(within(bar()).getByRole('button', { name: action })).toBeEnabled();

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('all on the page, then all N matching: the action sends the search, not the ids', async () => {
    const { user, label } = openSection(brands, 25);
    const bulk = serveBulk('brands');
    await showing(1, 10, 25);
    await user.click(pageBox());
    expect(pageBox()).toBeChecked();
    expect(bar()).toHaveTextContent('10 brands selected');
    await user.click(within(bar()).getByRole('button', { name: 'Select all 25 matching' }));
    expect(bar()).toHaveTextContent('All 25 brands matching selected');
    expect(screen.getByRole('checkbox', { name: `Select ${label(4)}` })).toBeChecked();

    await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(bulk.asked).toEqual([{ action: 'deactivate', search: '' }]));
  });

  it('sends the ticked ids; the bar and boxes are disabled while it runs; then Undo reverts the change set', async () => {
    const { user, label } = openSection(brands, 3);
    const bulk = serveBulk('brands');
    const reverted: string[] = [];
    server.use(
      http.post('/api/admin/audit/change-sets/:id/revert', ({ params }) => {
        reverted.push(String(params.id));
        return done('Change set reverted.');
      }),
    );
    await waitFor(() => rowOf(label(1)));
    await user.click(screen.getByRole('checkbox', { name: `Select ${label(1)}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${label(2)}` }));
    bulk.hold();
    await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Deactivate' })).toBeDisabled());
    expect(within(bar()).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: `Select ${label(3)}` })).toBeDisabled();
    expect(bar()).toHaveTextContent('Working on the 2 brands...');
    bulk.release();

    expect(await screen.findByText('Deactivate: 2 records.')).toBeVisible();
    expect(bulk.asked).toEqual([{ action: 'deactivate', ids: [1, 2] }]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change set reverted.')).toBeVisible();
    expect(reverted).toEqual([CHANGE_SET]);
  });

  it('an action that changed nothing offers no Undo', async () => {
    const { user, label } = openSection(brands, 2);
    serveBulk('brands', () => done('Activate: 1 record.', 0));
    await waitFor(() => rowOf(label(1)));
    await user.click(screen.getByRole('checkbox', { name: `Select ${label(1)}` }));
    await user.click(within(bar()).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activate: 1 record.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('a refusal names each refused row and keeps the selection', async () => {
    const { user, label } = openSection(brands, 2);
    serveBulk('brands', () =>
      HttpResponse.json(
        {
          ...errorBody('One record cannot take this action. Nothing was changed.'),
          errors: { 'ids.2': [`${label(2)}: This brand still has 1 product. Delete or move it first.`] },
        },
        { status: 409 },
      ),
    );
    await waitFor(() => rowOf(label(1)));
    await user.click(pageBox());
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 brands?' });
    expect(confirm).toHaveTextContent('This moves the 2 brands to the trash.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await within(bar()).findByRole('alert');
    expect(alert).toHaveTextContent('One record cannot take this action. Nothing was changed.');
    expect(alert).toHaveTextContent(`${label(2)}: This brand still has 1 product.`);
    expect(bar()).toHaveTextContent('2 brands selected');
  });

  it('a move asks for its target first', async () => {
    const section = listSection('Products');
    const { user, label } = openSection(section, 2);
    const bulk = serveBulk('products', () => done('Move: 1 record.'));
    serveList('/admin/categories', [make.category(1)], {
      text: (c) => c.name,
      schema: paginatedSchema(adminCategorySchema),
    });
    await waitFor(() => rowOf(label(1)));
    await user.click(screen.getByRole('checkbox', { name: `Select ${label(1)}` }));
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 product' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose the category to move them to.')).toBeVisible();
    const select = within(dialog).getByLabelText('To category');
    const option = await within(select).findByRole('option', { name: /Category 1/ });
    await user.selectOptions(select, option);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(bulk.asked).toEqual([{ action: 'move', ids: [1], category_id: 1 }]));
  });

  it.each(['Brands', 'Categories', 'Products', 'Variants', 'News'])(
    '%s: the list’s own actions, and none for a role that only reads',
    async (name) => {
      const section = listSection(name);
      const resource = section.api.replace('/admin/', '') as BulkResource;
      const { user, label, unmount } = openSection(section, 2);
      await waitFor(() => rowOf(label(1)));
      await user.click(screen.getByRole('checkbox', { name: `Select ${label(1)}` }));
      expect(
        within(bar())
          .getAllByRole('button', { name: /^(?!Clear|Select)/ })
          .map((b) => b.textContent),
      ).toEqual(BULK_ACTIONS[resource].map((a) => a[0].toUpperCase() + a.slice(1)));
      unmount();
      openSection(section, 2, { role: 'viewer' });
      await waitFor(() => rowOf(label(1)));
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
  );
});
