import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '#app/test/api';
import { LIST_SECTIONS, openSection } from '#app/test/list-sections';

// Links land on the record itself (Cmd+K, the Activity page, the dashboard; docs/product.md §26):
// a list section opens the editor of the record its address names, ?edit=<id>, and a new record's
// with ?new=1. Variants, which link their product too, are covered by the variant editor's tests.

for (const section of LIST_SECTIONS.filter((s) => s.editLink))
  describe(section.name, () => {
    it('opens the editor of the record ?edit=<id> names', async () => {
      section.editLink?.editorReads();
      answer(`${section.api}/7`, section.editLink?.detail(section.record(7)));
      const { label } = openSection(section, 3, { url: `${section.url}?edit=7` });
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByDisplayValue(label(7))).toBeVisible();
    });

    it('opens an empty editor for ?new=1', async () => {
      section.editLink?.editorReads();
      openSection(section, 3, { url: `${section.url}?new=1` });
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getAllByRole('textbox')[0]).toHaveValue('');
    });

    it('says why when the record cannot be opened', async () => {
      fail(`${section.api}/7`, 404, 'Not found');
      openSection(section, 3, { url: `${section.url}?edit=7` });
      expect(await screen.findByText(/Not found/)).toBeVisible();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
