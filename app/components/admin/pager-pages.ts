/**
 * The page numbers a pager shows: a window of at most `max` pages around the current one, kept
 * inside 1..last (spec §9: 5 buttons for brands and categories, 10 for variants and products).
 */
export function pagerPages(current: number, last: number, max: number): number[] {
  const count = Math.min(max, last);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** "Showing X to Y of N results" numbers; 0 to 0 when empty. */
export function showingRange(page: number, perPage: number, total: number) {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, page * perPage), total };
}
