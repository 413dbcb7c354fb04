import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/rows';

// What a copy of the database would hold, read from the database itself: every row of every table
// as PostgreSQL prints it, the way a dump or a backup would carry it. A live link's token must
// appear nowhere in it.

export async function databaseText(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
    );
    parts.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return parts.join('\n');
}

/** The outbox as stored: every row, pending or sent, as text. */
export async function outboxText(db: Db): Promise<string> {
  const rows = rowsOf<{ row: string }>(await db.execute(sql`select m::text as row from mail_outbox m`));
  return rows.map((r) => r.row).join('\n');
}
