import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_SECTIONS, lastAsked, openSection } from '#app/test/list-sections';
import { rowOf, showing } from '#app/test/table';

// Search, alike in every list section that has a search box (docs/product.md §4, §11): it waits
// until the typing has settled for 300 ms (or, in Variants, for Enter), asks the server from page
// 1, and says when nothing matches. Which rows match a term is the server's business (tests/api);
// here the fake server of app/test/api.ts answers.

for (const section of LIST_SECTIONS.filter((s) => s.search?.on === 'typing'))
  describe(`${section.name} search`, () => {
    it('asks once the typing has settled, with the term and from page 1; says when nothing matches', async () => {
      const { user, list, label } = openSection(section, 25);
      expect(await showing(1, 10, 25)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await showing(11, 20, 25)).toBeVisible();

      const box = screen.getByRole('searchbox', { name: section.search?.label });
      const term = label(17);
      await user.type(box, term);
      expect(await showing(1, 1, 1)).toBeVisible();
      expect(rowOf(term)).toBeVisible();
      expect(screen.queryByRole('navigation', { name: section.pager?.label })).toBeNull();
      const searched = list.requests.filter((url) => url.searchParams.get('search'));
      // One request for the whole term, none for what was typed on the way.
      expect(searched.map((url) => url.searchParams.get('search'))).toEqual([term]);
      expect(lastAsked(searched).page).toBe('1');

      await user.clear(box);
      await user.type(box, 'zzz');
      expect(await screen.findByText(section.emptySearched ?? section.empty)).toBeVisible();
      expect(await showing(0, 0, 0)).toBeVisible();
    });
  });

for (const section of LIST_SECTIONS.filter((s) => s.search?.on === 'enter'))
  describe(`${section.name} search on Enter`, () => {
    it('waits for Enter or the Search button, says Filtered by, and clears', async () => {
      const { user, list, label } = openSection(section, 25);
      expect(await showing(1, 10, 25)).toBeVisible();
      const box = screen.getByRole('searchbox', { name: section.search?.label });
      const term = label(17);
      const searches = () =>
        list.requests
          .filter((url) => url.searchParams.has('search'))
          .map((url) => url.searchParams.get('search'));

      await user.type(box, term);
      expect(screen.getByText(`Press Enter to search for "${term}"`)).toBeVisible();
      expect(screen.queryByText(/Filtered by/)).toBeNull();
      expect(searches()).toEqual([]);

      await user.keyboard('{Enter}');
      expect(await screen.findByText(`Filtered by: ${term}`)).toBeVisible();
      expect(await showing(1, 1, 1)).toBeVisible();
      expect(screen.queryByText(/Press Enter/)).toBeNull();
      expect(searches()).toEqual([term]);

      await user.click(screen.getByRole('button', { name: 'Clear search filter' }));
      expect(await showing(1, 10, 25)).toBeVisible();
      expect(box).toHaveValue('');
      expect(screen.queryByText(/Filtered by/)).toBeNull();

      await user.type(box, label(3));
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(`Filtered by: ${label(3)}`)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await showing(1, 10, 25)).toBeVisible();
      expect(screen.queryByText(/Filtered by/)).toBeNull();

      await user.type(box, 'zzz{Enter}');
      expect(await screen.findByText(section.empty)).toBeVisible();
      expect(await showing(0, 0, 0)).toBeVisible();
    });
  });
