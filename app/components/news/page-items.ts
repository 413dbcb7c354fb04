// The news pager's buttons (the listing and the back office use app/lib/page-window.ts instead:
// the news pager shows the first and last page with gaps, as docs/product.md §11 describes).

export type PageItem = number | 'gap-start' | 'gap-end';

/** docs/product.md §11: first, last and current ±1, with a gap marker wherever pages are skipped. */
export function pageItems(current: number, last: number): PageItem[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) items.push(i === 1 ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}
