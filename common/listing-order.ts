// The public listing's orders as data (docs/product.md §2.4, §17): for each sort, the keys it
// orders by, each with its direction and where empty values go. The server writes its ORDER BY
// from these terms and the listing's indexes are built from the default's, both spelling out the
// direction and the nulls, so the two always agree and a first page stays an index walk. (An
// index and an ORDER BY that differ only in where nulls go cannot serve each other: PostgreSQL
// puts nulls first in a descending order unless told otherwise.)

/** A key of the listing's order; the server maps each to a column (listing-order.ts). */
type OrderKey = 'name' | 'brand' | 'price' | 'createdAt' | 'id';

export interface OrderTerm {
  key: OrderKey;
  desc: boolean;
  nullsLast: boolean;
}

export type SortBy = 'name' | 'brand' | 'price' | 'created_at';
export type SortOrder = 'asc' | 'desc';

/** PostgreSQL's own placement unless a sort says otherwise: last ascending, first descending. */
const term = (key: OrderKey, desc = false, nullsLast = !desc): OrderTerm => ({ key, desc, nullsLast });

/**
 * The terms of a sort, the id last to break ties. Names are natural keys (BPG-250 before
 * BPG-1000); a brand or price sort is by name within it; unpriced machines come last both ways.
 */
export function orderTerms(by: SortBy, order: SortOrder): OrderTerm[] {
  const desc = order === 'desc';
  switch (by) {
    case 'name':
      return [term('name', desc), term('id')];
    case 'brand':
      return [term('brand', desc), term('name'), term('id')];
    case 'price':
      return [term('price', desc, true), term('name'), term('id')];
    case 'created_at':
      return [term('createdAt', desc), term('id', desc)];
  }
}

/**
 * The order of `/products` and `GET /api/public/variants` when the visitor chose none: its one
 * definition (docs/guides/change-the-default-order.md). Both sort selects show it as chosen, the
 * server sorts by it, and the listing's partial indexes are built on its terms — so it must be a
 * sort over variant_listing's own columns (not `brand`, which needs a join).
 */
export const DEFAULT_SORT = { by: 'name', order: 'asc' } as const satisfies {
  by: Exclude<SortBy, 'brand'>;
  order: SortOrder;
};

/** The default order's terms. */
export const DEFAULT_ORDER = orderTerms(DEFAULT_SORT.by, DEFAULT_SORT.order);

/** The default as the listing page's sort select names it (`name-asc`). */
export const DEFAULT_SORT_KEY = `${DEFAULT_SORT.by}-${DEFAULT_SORT.order}` as const;
