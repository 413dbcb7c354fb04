/**
 * The page numbers a pager shows: a window of at most `max` pages centred on the current one and
 * kept inside 1..last. One rule for every pager (docs/product.md §11: 7 buttons on the public
 * listing; 5 for brands and categories, 10 for variants and products in the back office).
 */
export function pageWindow(current: number, last: number, max: number): number[] {
  const count = Math.min(max, last);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
