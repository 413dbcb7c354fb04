import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '#app/test/api';
import { LIST_SECTIONS, type ListSection, openSection, type RemoveTexts } from '#app/test/list-sections';
import { server } from '#app/test/server';
import { queryRowOf, rowOf, showing } from '#app/test/table';
import { deletedEnvelope } from '#common/schemas/envelopes';

// Delete, alike in every list section that deletes (docs/product.md §5, §6): it asks first in the
// product's words, says it is done and lists the rest; a refusal says why (or, in News, the fixed
// text) and keeps the row; deleting the only row of the last page shows the page before it.

const deleting = LIST_SECTIONS.filter((s): s is ListSection & { remove: RemoveTexts } => !!s.remove);

/** DELETE answers as the API does, taking the record off the fake server's list; returns the ids asked for. */
function serveDelete(path: string, rows: unknown[]) {
  const asked: number[] = [];
  server.use(
    http.delete(`/api${path}`, ({ params }) => {
      const id = Number(params.id);
      asked.push(id);
      rows.splice(
        rows.findIndex((row) => (row as { id: number }).id === id),
        1,
      );
      return HttpResponse.json(deletedEnvelope.parse({ success: true, message: 'Deleted' }));
    }),
  );
  return asked;
}

for (const section of deleting)
  describe(`${section.name} delete`, () => {
    const { remove } = section;

    it('asks first in the product’s words; Cancel keeps the row, confirming deletes it and says so', async () => {
      const { user, list, label } = openSection(section, 3);
      const asked = serveDelete(remove.path, list.rows);
      await waitFor(() => rowOf(label(2)));

      await user.click(within(rowOf(label(2))).getByRole('button', { name: `Delete ${label(2)}` }));
      const confirm = await screen.findByRole('alertdialog', { name: remove.title(label(2)) });
      expect(confirm).toHaveTextContent(remove.question);
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(asked).toEqual([]);

      await user.click(within(rowOf(label(2))).getByRole('button', { name: `Delete ${label(2)}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: remove.confirm }),
      );
      expect(await screen.findByText(remove.done)).toBeVisible();
      expect(asked).toEqual([2]);
      await waitFor(() => expect(queryRowOf(label(2))).toBeNull());
      expect(rowOf(label(3))).toBeVisible();
    });

    it('a refused delete says why and keeps the row', async () => {
      const { user, label } = openSection(section, 2);
      const reason = 'This record is still in use. Delete or move what uses it first.';
      server.use(
        http.delete(`/api${remove.path}`, () => HttpResponse.json(errorBody(reason), { status: 409 })),
      );
      await waitFor(() => rowOf(label(1)));
      await user.click(within(rowOf(label(1))).getByRole('button', { name: `Delete ${label(1)}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: remove.confirm }),
      );
      const text = section.withReason ? `${remove.failed}: ${reason}` : remove.failed;
      if (remove.failureIn === 'dialog') {
        const failed = await screen.findByRole('alertdialog', { name: 'Delete Failed' });
        expect(failed).toHaveTextContent(text);
        await user.click(within(failed).getByRole('button', { name: 'OK' }));
        expect(screen.queryByRole('alertdialog')).toBeNull();
      } else {
        expect(await screen.findByRole('status')).toHaveTextContent(new RegExp(`^${text}$`));
      }
      expect(rowOf(label(1))).toBeVisible();
    });

    it('deleting the only row of the last page shows the page before it', async () => {
      const perPage = section.pageSizes ? 5 : 10;
      const { user, list, label } = openSection(section, perPage + 1);
      serveDelete(remove.path, list.rows);
      await waitFor(() => rowOf(label(1)));
      if (section.pageSizes) await user.selectOptions(screen.getByLabelText('Show'), String(perPage));
      const nav = screen.getByRole('navigation', { name: section.pager?.label });
      await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
      expect(await showing(perPage + 1, perPage + 1, perPage + 1)).toBeVisible();

      const last = label(perPage + 1);
      await user.click(within(rowOf(last)).getByRole('button', { name: `Delete ${last}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: remove.confirm }),
      );
      expect(await showing(1, perPage, perPage)).toBeVisible();
      expect(screen.queryByRole('navigation', { name: section.pager?.label })).toBeNull();
    });
  });
