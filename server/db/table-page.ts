import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The page asked for, as the list queries name it (common/schemas/pagination.ts). */
interface PageParams {
  page: number;
  per_page: number;
}

/**
 * One page of a table's rows that match `where`, in `order`, and how many match in all: for the
 * lists that read one table whole and shape each row after (news, branches, the trash, the access
 * log). A list that joins or picks columns writes its own query.
 */
export async function tablePage<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  { page, per_page }: PageParams,
) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(per_page)
    .offset((page - 1) * per_page);
  return { rows: rows as Table['$inferSelect'][], total };
}
