import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_SECTIONS, type ListSection, openSection } from '#app/test/list-sections';
import { escapeRegExp, rowButtons, rowOf, showing } from '#app/test/table';

// What every list section of the back office does alike (docs/product.md §4, §6, §23), said once
// for all of them: the loading, empty and failure texts, and the buttons each role is given.
// Paging and search: list-sections-paging.test.tsx; delete: list-sections-delete.test.tsx. Each
// section's words and API are in app/test/list-sections.ts.

const failureText = (section: ListSection) =>
  section.withReason ? `${section.failed}: Database unavailable` : section.failed;

for (const section of LIST_SECTIONS)
  describe(section.name, () => {
    it('says what it is loading until the first answer, then lists the rows', async () => {
      const { list, label } = openSection(section, 3);
      const release = list.hold();
      expect(await screen.findByText(section.loading)).toBeVisible();
      release();
      await waitFor(() => rowOf(label(3)));
      expect(rowOf(label(1))).toBeVisible();
      expect(screen.queryByText(section.loading)).toBeNull();
    });

    it('says so when there is nothing to list', async () => {
      openSection(section, 0);
      expect(await screen.findByText(section.empty)).toBeVisible();
      if (section.pager) {
        expect(await showing(0, 0, 0)).toBeVisible();
        expect(screen.queryByRole('navigation', { name: section.pager.label })).toBeNull();
      }
    });

    it('says why it could not load, and Try again loads the list', async () => {
      const { list, user, label } = openSection(section, 2);
      list.failWith(503, 'Database unavailable');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${escapeRegExp(failureText(section))}$`));
      const asked = list.requests.length;
      list.recover();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => rowOf(label(2)));
      expect(list.requests.length).toBe(asked + 1);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    for (const view of section.views)
      it(`as ${view.role}, offers the buttons the role may use and no others`, async () => {
        const { label } = openSection(section, 2, { role: view.role });
        await waitFor(() => rowOf(label(1)));
        const row = rowOf(label(1));
        for (const word of view.row)
          expect(
            within(row).getByRole('button', { name: new RegExp(`^${word} ${escapeRegExp(label(1))}`) }),
          ).toBeVisible();
        expect(rowButtons(row)).toHaveLength(view.row.length);
        for (const button of view.toolbar) expect(screen.getByRole('button', { name: button })).toBeVisible();
        const othersOnly = section.views.flatMap((v) => v.toolbar).filter((b) => !view.toolbar.includes(b));
        for (const button of othersOnly) expect(screen.queryByRole('button', { name: button })).toBeNull();
      });
  });
