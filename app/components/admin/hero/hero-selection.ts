import { MAX_HERO_PRODUCTS } from '#common/constants';

/**
 * Clicking a card: a selected product leaves the list, another one joins at the end — unless the
 * list is full (docs/product.md §4: adding is blocked at 5), which the caller reports with the product's warning.
 */
export function toggleFeatured(
  ids: number[],
  id: number,
  max: number = MAX_HERO_PRODUCTS,
): { ids: number[]; refused: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), refused: false };
  if (ids.length >= max) return { ids, refused: true };
  return { ids: [...ids, id], refused: false };
}
