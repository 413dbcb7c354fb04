import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, MAX_ALL_PER_PAGE } from '../constants';

/** page / per_page / search for the admin tables; per_page up to 1000 covers the "All" page size. */
export const adminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_ALL_PER_PAGE).default(ADMIN_DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

const listDate = z.iso.date({ error: 'Use a date like 2025-01-31.' }).optional();
const inOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;

/**
 * A log's query (the access log, the activity): its own filters, then from and to (business dates,
 * inclusive, the end not before the start) and the page.
 */
export const datedListQuery = <S extends z.ZodRawShape>(filters: S) =>
  z
    .object({
      ...filters,
      from: listDate,
      to: listDate,
      page: adminListQuery.shape.page,
      per_page: adminListQuery.shape.per_page,
    })
    .refine((q) => inOrder(q as { from?: string; to?: string }), {
      message: 'The end date must not be before the start date.',
      path: ['to'],
    });

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
