import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_SECTIONS, lastAsked, openSection } from '#app/test/list-sections';
import { queryRowOf, rowOf, showing, shownRows } from '#app/test/table';

// Paging and page size, alike in every list section that pages (docs/product.md §4, §11):
// "Showing X to Y of N results" always describes the rows on screen, and a new page size starts
// at page 1. Search: list-sections-search.test.tsx.

const paged = LIST_SECTIONS.filter((s) => s.pager);
const sized = paged.filter((s) => s.pageSizes);
const pagerOf = (label: string | undefined) => screen.getByRole('navigation', { name: label });

for (const section of paged)
  describe(`${section.name} pages`, () => {
    it('says which rows are on screen; Next, Previous and the page buttons move through the pages', async () => {
      const { user, list, label } = openSection(section, 25);
      expect(await showing(1, 10, 25)).toBeVisible();
      const nav = pagerOf(section.pager?.label);
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      expect(await showing(11, 20, 25)).toBeVisible();
      expect(lastAsked(list.requests).page).toBe('2');
      expect(rowOf(label(11))).toBeVisible();
      expect(queryRowOf(label(1))).toBeNull();
      expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

      await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
      expect(await showing(21, 25, 25)).toBeVisible();
      expect(shownRows()).toBe(5);
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

      await user.click(within(nav).getByRole('button', { name: 'Previous' }));
      expect(await showing(11, 20, 25)).toBeVisible();
    });
  });

for (const section of sized)
  describe(`${section.name} page size`, () => {
    const most = section.pager?.buttons ?? 0;

    it(`is asked for from page 1; the pager shows at most ${most} pages`, async () => {
      const { user, list } = openSection(section, 60);
      expect(await showing(1, 10, 60)).toBeVisible();
      const nav = pagerOf(section.pager?.label);
      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      expect(await showing(11, 20, 60)).toBeVisible();

      await user.selectOptions(screen.getByLabelText('Show'), '5');
      expect(await showing(1, 5, 60)).toBeVisible();
      expect(shownRows()).toBe(5);
      expect(lastAsked(list.requests)).toEqual({ page: '1', perPage: '5' });
      expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(most);

      await user.selectOptions(screen.getByLabelText('Show'), '50');
      expect(await showing(1, 50, 60)).toBeVisible();
      expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
    });

    it('keeps describing the rows on screen while the next size or page is on its way', async () => {
      const { user, list, label } = openSection(section, 25);
      expect(await showing(1, 10, 25)).toBeVisible();

      let release = list.hold();
      await user.selectOptions(screen.getByLabelText('Show'), '5');
      expect(screen.getByLabelText('Show')).toHaveValue('5');
      expect(await showing(1, 10, 25)).toBeVisible();
      expect(shownRows()).toBe(10);
      release();
      expect(await showing(1, 5, 25)).toBeVisible();
      expect(shownRows()).toBe(5);

      release = list.hold();
      await user.click(within(pagerOf(section.pager?.label)).getByRole('button', { name: 'Page 2' }));
      expect(lastAsked(list.requests).page).toBe('2');
      expect(await showing(1, 5, 25)).toBeVisible();
      expect(rowOf(label(1))).toBeVisible();
      release();
      expect(await showing(6, 10, 25)).toBeVisible();
      expect(queryRowOf(label(1))).toBeNull();
    });
  });
