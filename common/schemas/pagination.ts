import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, MAX_ALL_PER_PAGE } from '../constants';

/** page / per_page / search for the admin tables; per_page up to 1000 covers the "All" page size. */
export const adminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_ALL_PER_PAGE).default(ADMIN_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const paginationMeta = z.object({
  total: z.number(),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
});

/** One page of a list: data plus total, last_page, current_page, per_page (docs/product.md §13). */
export const pageSchema = <T extends z.ZodType>(item: T) => paginationMeta.extend({ data: z.array(item) });

/** The admin and listing envelope: a page, its meta repeated under `pagination` as the original client reads it. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  pageSchema(item).extend({ pagination: paginationMeta });

/** A page of `data`, `total` rows in all. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Paginated<T> {
  return {
    data,
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
  };
}

export function paginate<T>(data: T[], total: number, page: number, perPage: number) {
  const { data: rows, ...meta } = pageOf(data, total, page, perPage);
  return { data: rows, ...meta, pagination: meta };
}

/** The list envelope as the browser reads it. */
export interface Paginated<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
