import type { PgSelect } from 'drizzle-orm/pg-core';
import { paginate } from '#common/schemas/pagination';

/**
 * One page of an admin list: `per_page` rows of the list's query after the pages before, each made
 * an item, with the list's `total` (counted apart, without the query's order and columns).
 */
export async function listPage<Query extends PgSelect, Item>(
  rows: Query,
  total: number,
  query: { page: number; per_page: number },
  toItem: (row: Awaited<Query>[number]) => Item,
) {
  const page: Awaited<Query> = await rows.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return paginate(page.map(toItem), total, query.page, query.per_page);
}
