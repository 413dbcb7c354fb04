import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveList } from '#app/test/api';
import { LIST_SECTIONS, type ListSection } from '#app/test/list-sections';
import { many } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { escapeRegExp, queryRowOf, rowButtons, rowOf, showing } from '#app/test/table';
import type { StaffRole } from '#common/permissions';

// What every list section of the back office does alike (docs/product.md §4, §6, §11, §23), said
// once for all of them: the loading, empty and failure texts, paging, the page size, search, and
// the buttons a role is given. Each section's words and API are in app/test/list-sections.ts.

function open(section: ListSection, count: number, { role, url }: { role?: StaffRole; url?: string } = {}) {
  section.alsoServe?.();
  const records = many(count, section.record);
  const list = serveList(section.api, records, {
    text: (record) => section.label(record as never),
    schema: section.schema,
    shape: section.shape,
    paged: section.pager !== undefined,
  });
  const view = renderScreen(section.Screen, { url: url ?? section.url, role: role ?? section.views[0].role });
  const label = (id: number) => section.label(section.record(id) as never);
  return { ...view, list, label };
}

const failureText = (section: ListSection) =>
  section.withReason ? `${section.failed}: Database unavailable` : section.failed;

/** The page the last list request asked for (the address leaves page 1 out). */
const lastAsked = (requests: URL[]) => {
  const url = requests.at(-1);
  return { page: url?.searchParams.get('page') ?? '1', perPage: url?.searchParams.get('per_page') ?? '10' };
};

describe.each(LIST_SECTIONS)('$name', (section) => {
  it('says what it is loading until the first answer, then lists the rows', async () => {
    const { list, label } = open(section, 3);
    const release = list.hold();
    expect(await screen.findByText(section.loading)).toBeVisible();
    release();
    await waitFor(() => rowOf(label(3)));
    expect(rowOf(label(1))).toBeVisible();
    expect(screen.queryByText(section.loading)).toBeNull();
  });

  it('says so when there is nothing to list', async () => {
    open(section, 0);
    expect(await screen.findByText(section.empty)).toBeVisible();
    if (section.pager) expect(await showing(0, 0, 0)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: section.pager?.label ?? 'none' })).toBeNull();
  });

  it('says why it could not load, and Try again loads the list', async () => {
    const { list, user, label } = open(section, 2);
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

  it.each(section.views)('as $role, offers the buttons the role may use and no others', async (view) => {
    const { label } = open(section, 2, { role: view.role });
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

describe.each(LIST_SECTIONS.filter((s) => s.pager))('$name pages', (section) => {
  const pager = section.pager ?? { label: '', buttons: 0 };

  it('says which rows are on screen; Next, Previous and the page buttons move through the pages', async () => {
    const { user, list, label } = open(section, 25);
    expect(await showing(1, 10, 25)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: pager.label });
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
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await showing(11, 20, 25)).toBeVisible();
  });

  it.runIf(section.pageSizes)(
    `a page size is asked for from page 1; the pager shows at most ${pager.buttons} pages`,
    async () => {
      const { user, list } = open(section, 60);
      expect(await showing(1, 10, 60)).toBeVisible();
      const nav = screen.getByRole('navigation', { name: pager.label });
      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      expect(await showing(11, 20, 60)).toBeVisible();

      await user.selectOptions(screen.getByLabelText('Show'), '5');
      expect(await showing(1, 5, 60)).toBeVisible();
      expect(lastAsked(list.requests)).toEqual({ page: '1', perPage: '5' });
      expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(pager.buttons);

      await user.selectOptions(screen.getByLabelText('Show'), '50');
      expect(await showing(1, 50, 60)).toBeVisible();
      expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
    },
  );
});

describe.each(LIST_SECTIONS.filter((s) => s.search?.on === 'typing'))('$name search', (section) => {
  it('asks once the typing has settled, with the term and from page 1; says when nothing matches', async () => {
    const { user, list, label } = open(section, 25);
    expect(await showing(1, 10, 25)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await showing(11, 20, 25)).toBeVisible();

    const term = label(17);
    await user.type(screen.getByRole('searchbox', { name: section.search?.label }), term);
    expect(await showing(1, 1, 1)).toBeVisible();
    expect(rowOf(term)).toBeVisible();
    const searched = list.requests.filter((url) => url.searchParams.get('search'));
    // One request for the whole term, none for what was typed on the way.
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual([term]);
    expect(lastAsked(searched).page).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: section.search?.label }));
    await user.type(screen.getByRole('searchbox', { name: section.search?.label }), 'zzz nothing like it');
    expect(await screen.findByText(section.emptySearched ?? section.empty)).toBeVisible();
    expect(await showing(0, 0, 0)).toBeVisible();
  });
});

describe.each(LIST_SECTIONS.filter((s) => s.search?.on === 'enter'))('$name search on Enter', (section) => {
  it('waits for Enter or the Search button, says Filtered by, and clears', async () => {
    const { user, list, label } = open(section, 25);
    expect(await showing(1, 10, 25)).toBeVisible();
    const box = screen.getByRole('searchbox', { name: section.search?.label });
    const term = label(17);

    await user.type(box, term);
    expect(screen.getByText(`Press Enter to search for "${term}"`)).toBeVisible();
    expect(screen.queryByText(/Filtered by/)).toBeNull();
    expect(list.requests.some((url) => url.searchParams.has('search'))).toBe(false);

    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Filtered by: ${term}`)).toBeVisible();
    expect(await showing(1, 1, 1)).toBeVisible();
    expect(screen.queryByText(/Press Enter/)).toBeNull();
    expect(
      list.requests
        .filter((url) => url.searchParams.has('search'))
        .map((url) => url.searchParams.get('search')),
    ).toEqual([term]);

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
  });
});
